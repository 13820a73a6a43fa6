// The organization's one public reply, under the review it answers: plain text, dated in the
// viewer's zone.
import { browserDateStyle, formatDate } from "@/lib/format/date-time";

export function ReviewReply({
  organizationName,
  reply,
  repliedAt,
}: {
  organizationName: string;
  reply: string;
  repliedAt: string | null;
}) {
  return (
    <div data-testid="review-reply" className="mt-2 border-s-2 border-primary/40 ps-3">
      <p className="text-xs font-medium">
        Response from <span className="break-words">{organizationName}</span>
        {repliedAt ? (
          <>
            <span aria-hidden="true"> · </span>
            <time
              dateTime={repliedAt}
              className="font-normal text-muted-foreground"
              suppressHydrationWarning
            >
              {formatDate(repliedAt, browserDateStyle())}
            </time>
          </>
        ) : null}
      </p>
      <p className="mt-1 break-words whitespace-pre-line text-muted-foreground">{reply}</p>
    </div>
  );
}
