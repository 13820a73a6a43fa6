// A conversion request's state in words, as the organization and the admins read it: approved is
// not paid. An approved request is Processing until its payout is confirmed ("Paid on 5 Dec 2026 ·
// Ref HDFCN00000000001") or fails (with why, and the coins back in the organization's earnings).
import type { ConversionStatus } from "@/lib/validations/conversions-values";
import { formatDate, type DateStyle } from "@/lib/format/date-time";
import { COINS_BACK } from "./messages";

export const CONVERSION_STATUS_LABELS: Record<ConversionStatus, string> = {
  pending: "Pending",
  processing: "Processing",
  paid: "Paid",
  failed: "Failed",
  rejected: "Rejected",
  cancelled: "Cancelled",
};

/** What the payout figure of a request is, by its state: paid, being paid, or not paid at all. */
export const PAYOUT_LABELS: Record<ConversionStatus, string> = {
  pending: "To be paid",
  processing: "Being paid",
  paid: "Paid",
  failed: "Not paid",
  rejected: "Quoted, not paid",
  cancelled: "Quoted, not paid",
};

export const PROCESSING_LINE =
  "Approved: the payout is being sent. It shows as paid once the transfer is confirmed.";

export interface PayoutProgressFacts {
  status: ConversionStatus;
  paidAt: string | null;
  payoutReference: string | null;
  failureReason: string | null;
}

/** "Paid on 5 Dec 2026 · Ref HDFCN00000000001". */
export function paidLine(
  facts: Pick<PayoutProgressFacts, "paidAt" | "payoutReference">,
  style: DateStyle,
) {
  const on = facts.paidAt ? `Paid on ${formatDate(facts.paidAt, style)}` : "Paid";
  return facts.payoutReference ? `${on} · Ref ${facts.payoutReference}` : on;
}

/** "The bank returned it. The coins are back in your earnings." */
export function failedLine(facts: Pick<PayoutProgressFacts, "failureReason">): string {
  const reason = (facts.failureReason ?? "").trim();
  const said = reason && !/[.!?]$/.test(reason) ? `${reason}.` : reason;
  return said ? `${said} ${COINS_BACK}` : COINS_BACK;
}

/** The payout's progress in a sentence, for the states that have one. */
export function payoutProgressLine(facts: PayoutProgressFacts, style: DateStyle): string | null {
  if (facts.status === "processing") return PROCESSING_LINE;
  if (facts.status === "paid") return paidLine(facts, style);
  if (facts.status === "failed") return failedLine(facts);
  return null;
}
