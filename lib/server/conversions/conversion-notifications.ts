// A conversion's steps told in the product, in each step's own transaction beside its mail: a
// request reaches the admins' queue; its decision and its payout's outcome reach the organization.
import "server-only";
import type { Currency } from "@/lib/money/currencies";
import {
  ADMIN_PENDING_CONVERSIONS_HREF,
  conversionTexts,
  ORG_CONVERSIONS_HREF,
} from "@/lib/notifications/event-texts";
import type { Tx } from "@/lib/server/ledger/types";
import { notify, notifyAdmins } from "@/lib/server/notifications/notify";

/** A new request in the admins' conversions queue. */
export function notifyConversionRequested(
  tx: Tx,
  request: { organizationName: string; amount: number },
): Promise<void> {
  return notifyAdmins(tx, {
    event: "conversion_requested",
    text: conversionTexts.requested(request.organizationName, request.amount),
    href: ADMIN_PENDING_CONVERSIONS_HREF,
  });
}

interface ConversionStep {
  /** The organization's account. */
  organizationUserId: string;
  /** The coins converted. */
  amount: number;
}

/** An admin's decision on the organization's request. */
export function notifyConversionDecided(
  tx: Tx,
  step: ConversionStep & { decision: "approved" | "rejected" },
): Promise<void> {
  const approved = step.decision === "approved";
  return notify(tx, [
    {
      userId: step.organizationUserId,
      topic: "conversions",
      event: approved ? "conversion_approved" : "conversion_rejected",
      text: approved
        ? conversionTexts.approved(step.amount)
        : conversionTexts.rejected(step.amount),
      href: ORG_CONVERSIONS_HREF,
    },
  ]);
}

/** The payout of an approved request: paid, or failed (the coins back to earnings). */
export function notifyPayoutSettled(
  tx: Tx,
  step: ConversionStep & { paid: { minor: number; currency: Currency } | null },
): Promise<void> {
  return notify(tx, [
    {
      userId: step.organizationUserId,
      topic: "conversions",
      event: step.paid ? "conversion_paid" : "conversion_payout_failed",
      text: step.paid
        ? conversionTexts.paid(step.amount, step.paid)
        : conversionTexts.payoutFailed(step.amount),
      href: ORG_CONVERSIONS_HREF,
    },
  ]);
}
