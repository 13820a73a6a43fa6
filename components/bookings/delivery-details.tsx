import type { DeliveryView } from "@/lib/bookings/booking-types";
import { formatDateTime, type DateStyle } from "@/lib/format/date-time";
import { AttachmentList } from "./attachments/attachment-list";

/** The organization's delivery: when, what it said, and its files. */
export function DeliveryDetails({
  delivery,
  dateStyle,
}: {
  delivery: DeliveryView;
  dateStyle: DateStyle;
}) {
  return (
    <section aria-label="Delivery" data-testid="delivery" className="space-y-2">
      <p className="text-sm font-medium">
        Delivered{" "}
        <time dateTime={delivery.deliveredAt} suppressHydrationWarning>
          {formatDateTime(delivery.deliveredAt, dateStyle)}
        </time>
      </p>
      <Quote text={delivery.message} testId="delivery-message" />
      <AttachmentList files={delivery.files} label="Delivery files" />
    </section>
  );
}

/** What someone wrote (a delivery message, a statement, a reason), kept as they typed it. */
export function Quote({ text, testId, who }: { text: string; testId?: string; who?: string }) {
  if (!text) return null;
  return (
    <blockquote
      data-testid={testId}
      className="border-l-2 pl-3 text-sm break-words whitespace-pre-line text-foreground"
    >
      {who ? <span className="sr-only">{who}: </span> : null}
      {text}
    </blockquote>
  );
}
