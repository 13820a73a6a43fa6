import { AttachmentList } from "@/components/bookings/attachments/attachment-list";
import { formatDateTime, type DateStyle } from "@/lib/format/date-time";
import type { ThreadEntryView } from "@/lib/schemas/booking-messages";
import { cn } from "@/lib/utils";
import type { EntryPlacement } from "./thread-layout";

interface ThreadEntryProps {
  entry: ThreadEntryView;
  placement: EntryPlacement;
  /** A booking's step ("Delivery"...); null for a message. */
  label: string | null;
  /** The first of a side's messages in a row: its author is named. */
  named: boolean;
  dateStyle: DateStyle;
}

/**
 * One entry: a message as a bubble (own on the right, the other side's on the left) or a
 * booking's step as a card across the thread. The text is shown as typed, never as HTML.
 */
export function ThreadEntry({ entry, placement, label, named, dateStyle }: ThreadEntryProps) {
  const step = placement === "step";
  return (
    <li
      data-testid="thread-entry"
      data-kind={entry.kind}
      data-placement={placement}
      className={cn(
        "flex flex-col gap-1",
        placement === "own" && "items-end",
        placement === "other" && "items-start",
        named && "pt-2",
      )}
    >
      {named || step ? (
        <p className="flex flex-wrap items-baseline gap-x-2 px-1 text-xs text-muted-foreground">
          {label ? (
            <span className="font-semibold tracking-wide text-foreground uppercase">{label}</span>
          ) : null}
          <span className="font-medium text-foreground">{entry.authorName}</span>
        </p>
      ) : null}
      <div
        className={cn(
          "min-w-0 space-y-2 rounded-lg px-3 py-2 text-sm",
          // A step of the case spans the thread in a card; a message is a bubble on its side.
          step
            ? "w-full max-w-full border bg-card"
            : ["max-w-[85%]", placement === "own" ? "bg-primary/10" : "bg-muted"],
        )}
      >
        {named || step ? null : <span className="sr-only">{entry.authorName}: </span>}
        {entry.body ? (
          <p data-testid="thread-entry-body" className="break-words whitespace-pre-wrap">
            {entry.body}
          </p>
        ) : null}
        <AttachmentList files={entry.files} label={`Files from ${entry.authorName}`} />
      </div>
      <p className="px-1 text-xs text-muted-foreground">
        <time dateTime={entry.createdAt} suppressHydrationWarning>
          {formatDateTime(entry.createdAt, dateStyle)}
        </time>
      </p>
    </li>
  );
}
