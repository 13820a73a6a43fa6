import type { BookingView, DisputeView, OrgBookingView } from "@/lib/bookings/booking-types";
import { DISPUTE_REASON_LABELS } from "@/lib/bookings/dispute-reason-labels";
import { formatDateTime, type DateStyle } from "@/lib/format/date-time";
import { AttachmentList } from "./attachments/attachment-list";
import { Quote } from "./delivery-details";

interface Common {
  dispute: DisputeView;
  /** Where it stands, as the reader reads it (booking-lines.ts). */
  line: string | null;
  dateStyle: DateStyle;
  /** Leave out where it stands: the panel's headline says it already. */
  withoutState?: boolean;
}

type DisputeDetailsProps =
  | (Common & { audience: "user"; booking: BookingView })
  | (Common & { audience: "org"; booking: OrgBookingView });

/**
 * A booking's dispute as either side reads it: where it stands, the customer's reason, statement
 * and files, the organization's answer and offer, and an admin's decision with its note.
 */
export function DisputeDetails(props: DisputeDetailsProps) {
  const { dispute, line, dateStyle } = props;
  const customer = props.audience === "user" ? "You" : props.booking.customerName;
  const organization = props.audience === "org" ? "You" : props.booking.organization;
  return (
    <section aria-label="Dispute" data-testid="dispute" className="space-y-3">
      {props.withoutState ? null : (
        <p data-testid="dispute-state" className="text-sm font-medium" suppressHydrationWarning>
          {line}
        </p>
      )}
      <div className="space-y-1.5">
        <p className="text-sm text-muted-foreground" suppressHydrationWarning>
          {customer} reported: {DISPUTE_REASON_LABELS[dispute.reason]} ·{" "}
          {formatDateTime(dispute.createdAt, dateStyle)}
        </p>
        <Quote text={dispute.statement} who={customer} />
        <AttachmentList files={dispute.files} label="Files with the report" />
      </div>
      {dispute.orgStatement !== null ? (
        <div className="space-y-1.5">
          <p className="text-sm text-muted-foreground" suppressHydrationWarning>
            {organization} answered
            {dispute.orgRespondedAt
              ? ` · ${formatDateTime(dispute.orgRespondedAt, dateStyle)}`
              : ""}
          </p>
          <Quote text={dispute.orgStatement} who={organization} testId="dispute-org-statement" />
          <AttachmentList files={dispute.orgFiles} label="Files with the answer" />
        </div>
      ) : null}
      {dispute.decisionNote ? (
        <div className="space-y-1.5">
          <p className="text-sm text-muted-foreground">The admin&apos;s note</p>
          <Quote text={dispute.decisionNote} who="Admin" testId="dispute-note" />
        </div>
      ) : null}
    </section>
  );
}
