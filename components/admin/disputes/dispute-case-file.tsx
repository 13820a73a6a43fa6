import {
  FileText,
  Gavel,
  MessagesSquare,
  PackageCheck,
  Scale,
  Store,
  UserRound,
} from "lucide-react";
import { SectionCard } from "@/components/data/section-card";
import { AttachmentList } from "@/components/bookings/attachments/attachment-list";
import { AdminDetailHeading } from "@/components/admin/admin-detail-heading";
import { formatPercent } from "@/lib/economics/rates";
import { formatCoins, formatQuantity } from "@/lib/format/coins";
import { formatDateTime, type DateStyle } from "@/lib/format/date-time";
import type { AdminDisputeDetail } from "@/lib/schemas/disputes";
import { disputeShares } from "@/lib/validations/disputes-values";
import { DISPUTE_REASON_LABELS } from "@/lib/bookings/dispute-reason-labels";
import { DisputeSharesList } from "./dispute-shares";
import { DisputeStatusBadge } from "./dispute-status-badge";
import { DisputeThread } from "./dispute-thread";
import { OUTCOME_LABELS, RESOLVER_LABELS } from "./dispute-words";

function Fact({ term, children }: { term: string; children: React.ReactNode }) {
  return (
    <div className="min-w-0">
      <dt className="text-sm text-muted-foreground">{term}</dt>
      <dd className="text-sm font-medium break-words">{children}</dd>
    </div>
  );
}

/** One side of the dispute: who, how to reach them, and how their other disputes went. */
function Party({
  term,
  party,
  lost,
  testId,
}: {
  term: string;
  party: AdminDisputeDetail["customer"];
  /** What losing a dispute is for this side. */
  lost: string;
  testId: string;
}) {
  return (
    <Fact term={term}>
      {party.name}
      <span className="block font-normal break-all text-muted-foreground">{party.email}</span>
      <span className="block font-normal text-muted-foreground" data-testid={testId}>
        <History history={party.history} lost={lost} />
      </span>
    </Fact>
  );
}

/** What someone wrote, as they wrote it (lines kept), with their files. */
function Statement({ text, files, label }: { text: string; files: string[]; label: string }) {
  return (
    <div className="space-y-3">
      <p className="text-sm break-words whitespace-pre-wrap">{text}</p>
      <AttachmentList files={files} label={label} />
    </div>
  );
}

function offerState(dispute: AdminDisputeDetail["dispute"]): string {
  if (dispute.resolvedBy === "offer") return "; the customer accepted it.";
  return dispute.status === "resolved" ? "." : "; not accepted yet.";
}

function History({
  history,
  lost,
}: {
  history: AdminDisputeDetail["customer"]["history"];
  lost: string;
}) {
  if (history.disputes === 0) return <>No other disputes</>;
  return (
    <>
      {formatQuantity(history.disputes, "other dispute", "other disputes")}: {history.lost} {lost},{" "}
      {history.split} split
    </>
  );
}

/** /admin/disputes/[id]: everything the decision rests on, and the decision (or how it ended). */
export function DisputeCaseFile({
  detail,
  dateStyle,
  decision,
}: {
  detail: AdminDisputeDetail;
  dateStyle: DateStyle;
  /** The decision form, shown while the dispute is open (DecisionPanel on the page). */
  decision: React.ReactNode;
}) {
  const { dispute, booking, service, customer, organization } = detail;
  const at = (iso: string) => formatDateTime(iso, dateStyle);
  const resolvedShares =
    dispute.outcome !== null
      ? disputeShares(booking, dispute.outcome, dispute.refundCoins ?? 0)
      : null;
  // A resolved dispute opens with how it ended; an open one ends with the decision, after the case.
  const decisionCard = (
    <SectionCard
      id="decision-heading"
      icon={Gavel}
      title={dispute.status === "resolved" ? "How it ended" : "Decide"}
    >
      {dispute.status === "resolved" ? (
        <div className="space-y-3 text-sm">
          <p className="font-semibold">
            {dispute.outcome ? OUTCOME_LABELS[dispute.outcome] : "Resolved"}
            {dispute.resolvedBy ? ` — ${RESOLVER_LABELS[dispute.resolvedBy]}` : ""}
            {detail.decidedBy ? ` (${detail.decidedBy})` : ""}
            {dispute.resolvedAt ? `, ${at(dispute.resolvedAt)}` : ""}
          </p>
          {resolvedShares ? <DisputeSharesList shares={resolvedShares} /> : null}
          {dispute.decisionNote ? (
            <p className="break-words whitespace-pre-wrap">{dispute.decisionNote}</p>
          ) : null}
        </div>
      ) : (
        <>
          {dispute.status !== "awaiting_admin" && dispute.respondBy ? (
            <p className="mb-4 rounded-md bg-muted/60 px-3 py-2 text-sm">
              Waiting for the {dispute.status === "awaiting_customer" ? "customer" : "organization"}{" "}
              until {at(dispute.respondBy)}. You can decide now all the same.
            </p>
          ) : null}
          {decision}
        </>
      )}
    </SectionCard>
  );
  return (
    <div className="space-y-6">
      <AdminDetailHeading
        back={{ href: "/admin/disputes", label: "All disputes" }}
        title={`Dispute of ${service.title}`}
        aside={<DisputeStatusBadge status={dispute.status} />}
      >
        <p className="mt-1 text-muted-foreground">
          {booking.reference} · {DISPUTE_REASON_LABELS[dispute.reason]} · opened{" "}
          {at(dispute.createdAt)}
        </p>
      </AdminDetailHeading>

      <div className="grid gap-6 lg:grid-cols-3">
        <div className="space-y-6 lg:col-span-2">
          {dispute.status === "resolved" ? decisionCard : null}
          <SectionCard id="customer-statement" icon={UserRound} title="The customer says">
            <Statement
              text={dispute.statement}
              files={dispute.files}
              label="The customer's files"
            />
          </SectionCard>
          <SectionCard
            id="organization-statement"
            icon={Store}
            title="The organization says"
            description={
              dispute.orgRespondedAt ? `Answered ${at(dispute.orgRespondedAt)}` : undefined
            }
          >
            {dispute.orgStatement ? (
              <div className="space-y-3">
                <Statement
                  text={dispute.orgStatement}
                  files={dispute.orgFiles}
                  label="The organization's files"
                />
                <p className="text-sm font-medium" data-testid="dispute-offer">
                  {dispute.offerCoins === null
                    ? "No offer: it asked an admin to decide."
                    : `Offered ${formatCoins(dispute.offerCoins)} back${dispute.offerCoins >= booking.totalAmount ? " (a full refund)" : ""}${offerState(dispute)}`}
                </p>
              </div>
            ) : (
              <p className="text-sm text-muted-foreground">No answer.</p>
            )}
          </SectionCard>
          <SectionCard id="delivery" icon={PackageCheck} title="The delivery">
            {booking.delivery ? (
              <div className="space-y-3">
                <p className="text-sm text-muted-foreground">
                  Delivered {at(booking.delivery.deliveredAt)}; to accept by{" "}
                  {at(booking.delivery.acceptBy)}
                </p>
                <Statement
                  text={booking.delivery.message}
                  files={booking.delivery.files}
                  label="Delivery files"
                />
              </div>
            ) : (
              <div className="space-y-2 text-sm">
                <p className="text-muted-foreground">Not delivered; due {at(booking.dueAt)}.</p>
                {booking.cancelRequest ? (
                  <>
                    <p>
                      <span className="font-medium">Asked to cancel:</span>{" "}
                      {booking.cancelRequest.reason}
                    </p>
                    {booking.cancelRequest.declineReason ? (
                      <p>
                        <span className="font-medium">The organization declined:</span>{" "}
                        {booking.cancelRequest.declineReason}
                      </p>
                    ) : null}
                  </>
                ) : null}
              </div>
            )}
          </SectionCard>
          <SectionCard
            id="dispute-messages"
            icon={MessagesSquare}
            title="Messages"
            description="What the two sides wrote to each other in the booking's thread."
          >
            <DisputeThread disputeId={dispute.id} dateStyle={dateStyle} />
          </SectionCard>
          {dispute.status === "resolved" ? null : decisionCard}
        </div>

        <div className="space-y-6">
          <SectionCard id="booking-facts" icon={Scale} title="The booking">
            <dl className="grid grid-cols-2 gap-3 lg:grid-cols-1">
              <Fact term="In escrow">{formatCoins(booking.totalAmount)}</Fact>
              <Fact term="Commission rate">{formatPercent(booking.commissionBps)}%</Fact>
              <Fact term="Booked">{at(booking.createdAt)}</Fact>
              <Fact term="Due">{at(booking.dueAt)}</Fact>
            </dl>
          </SectionCard>
          <SectionCard id="parties" icon={UserRound} title="The two sides">
            <dl className="space-y-3">
              <Party term="Customer" party={customer} lost="lost" testId="customer-history" />
              <Party
                term="Organization"
                party={organization}
                lost="refunded in full"
                testId="organization-history"
              />
            </dl>
          </SectionCard>
          <SectionCard id="service" icon={FileText} title="The service">
            <dl className="space-y-3">
              <Fact term="Title (as booked)">{service.title}</Fact>
              <Fact term="Duration">{service.duration ?? "Not set"}</Fact>
              <Fact term="Description">
                <span className="line-clamp-6 font-normal whitespace-pre-wrap">
                  {service.description}
                </span>
              </Fact>
            </dl>
          </SectionCard>
        </div>
      </div>
    </div>
  );
}
