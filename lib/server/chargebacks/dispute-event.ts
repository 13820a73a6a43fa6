// Razorpay's payment.dispute.* webhooks, read: what the event does to our chargeback, and the
// dispute entity's facts (payload.dispute.entity). A signed event we cannot use is refused with a
// 400, the same answer every time it is delivered, as the payment events are (webhook.ts).
import "server-only";
import { AppError } from "@/lib/errors/app-error";

export const DISPUTE_EVENT_PREFIX = "payment.dispute.";

const INVALID_DISPUTE = "The dispute's id, payment id or amount is missing or not well-formed.";

/** What an event does: open (or update) the chargeback, or decide it. */
export type DisputeStep = "open" | "won" | "lost";

export interface DisputeFacts {
  disputeId: string;
  paymentId: string;
  /** What the issuer disputes, in minor units; > 0. */
  amountMinor: number;
  currency: string | null;
  /** Taken from our balance at the provider: more than 0 only once it is lost. */
  amountDeducted: number;
  respondBy: Date | null;
  status: string | null;
  phase: string | null;
  reasonCode: string | null;
}

/**
 * created, under_review and action_required open the chargeback if it is new and update its
 * phase and deadline; won and lost decide it. closed decides it by the entity's status: won or
 * lost as it says, else (a fraud alert closed with a refund, say) lost when the provider
 * deducted money from us and won when it did not.
 */
export function stepOf(event: string, facts: DisputeFacts): DisputeStep {
  const name = event.slice(DISPUTE_EVENT_PREFIX.length);
  if (name === "won" || name === "lost") return name;
  if (name !== "closed") return "open";
  if (facts.status === "won" || facts.status === "lost") return facts.status;
  return facts.amountDeducted > 0 ? "lost" : "won";
}

const text = (value: unknown, max: number) =>
  typeof value === "string" && value.length > 0 ? value.slice(0, max) : null;

const wholeMinor = (value: unknown) =>
  typeof value === "number" && Number.isSafeInteger(value) && value >= 0 ? value : null;

/** Razorpay's times are Unix seconds. */
function unixTime(value: unknown): Date | null {
  if (typeof value !== "number" || !Number.isFinite(value) || value <= 0) return null;
  const date = new Date(value * 1000);
  return Number.isNaN(date.getTime()) ? null : date;
}

export function disputeFacts(entity: unknown): DisputeFacts {
  const fields = (typeof entity === "object" && entity !== null ? entity : {}) as Record<
    string,
    unknown
  >;
  const disputeId = text(fields.id, 100);
  const paymentId = text(fields.payment_id, 100);
  const amountMinor = wholeMinor(fields.amount);
  // The Chargeback row refuses 2^31 and more, and no top-up comes near it.
  if (!disputeId || !paymentId || !amountMinor || amountMinor > 2_147_483_647) {
    throw AppError.badRequest(INVALID_DISPUTE);
  }
  return {
    disputeId,
    paymentId,
    amountMinor,
    currency: typeof fields.currency === "string" ? fields.currency : null,
    amountDeducted: wholeMinor(fields.amount_deducted) ?? 0,
    respondBy: unixTime(fields.respond_by),
    status: text(fields.status, 40),
    phase: text(fields.phase, 40),
    reasonCode: text(fields.reason_code, 100),
  };
}
