// The end of an approved request's payout, whoever reports it (an admin recording the transfer or
// its failure, RazorpayX's webhook, or RazorpayX refusing the payout when it was started): once,
// under the request's row lock. Paid: the held coins are redeemed (net to redemption, the fee to
// the platform's revenue). Failed: they go back to the organization's earnings. Either way the
// request's status, the audit entry and the organization's email are written in the same
// transaction, so nothing is half done and a second report finds it settled.
import "server-only";
import { requestActor } from "@/lib/server/audit/audit-actor";
import type { Prisma } from "@/generated/prisma/client";
import { recordAudit } from "@/lib/server/audit/record-audit";
import { redeemConversion, releaseConversionHold } from "@/lib/server/ledger/flows";
import type { Tx } from "@/lib/server/ledger/types";
import { conversionPayoutEmail } from "@/lib/server/mail/conversion-emails";
import { enqueueMail, type QueuedMail } from "@/lib/server/mail/outbox";
import { notifyPayoutSettled } from "./conversion-notifications";

export type PayoutSettlement =
  { outcome: "paid"; reference: string; paidAt: Date } | { outcome: "failed"; reason: string };

/** Who reported the outcome: an admin (audited as them), RazorpayX's webhook, or its refusal. */
export interface PayoutReporter {
  actorId: string | null;
  source: "admin" | "webhook" | "provider";
  ip?: string;
  /** The webhook's event, kept in the audit entry. */
  event?: string;
}

export const SETTLED_INCLUDE = {
  organization: {
    select: { id: true, name: true, userId: true, user: { select: { email: true } } },
  },
} satisfies Prisma.ConversionRequestInclude;

export type SettledRow = Prisma.ConversionRequestGetPayload<{ include: typeof SETTLED_INCLUDE }>;

/**
 * The request, locked against any other change of it until the transaction ends (NO KEY: its hold
 * account's foreign key stays usable), or null when there is none.
 */
export async function lockConversion(tx: Tx, id: string): Promise<SettledRow | null> {
  const locked = await tx.$queryRaw<{ id: string }[]>`
    SELECT "id" FROM "ConversionRequest" WHERE "id" = ${id} FOR NO KEY UPDATE`;
  if (locked.length === 0) return null;
  return tx.conversionRequest.findUniqueOrThrow({ where: { id }, include: SETTLED_INCLUDE });
}

/**
 * Settles the payout of a locked request that is processing, in the caller's transaction, and
 * returns the request as it now is and its email to send once committed. The caller holds the lock
 * (lockConversion) and has checked the status.
 */
export async function settlePayoutLocked(
  tx: Tx,
  params: { row: SettledRow; settlement: PayoutSettlement; reporter: PayoutReporter },
): Promise<{ row: SettledRow; queued: QueuedMail }> {
  const { row, settlement, reporter } = params;
  if (row.status !== "processing") throw new Error("payouts: only a processing payout settles");
  const now = new Date();
  let data: Prisma.ConversionRequestUpdateInput;
  if (settlement.outcome === "paid") {
    await redeemConversion(tx, { request: row, actor: requestActor() });
    data = { status: "paid", paidAt: settlement.paidAt, payoutReference: settlement.reference };
  } else {
    await releaseConversionHold(tx, {
      request: row,
      organizationUserId: row.organization.userId,
      why: "payout_failed",
      actor: requestActor(),
    });
    data = { status: "failed", failedAt: now, failureReason: settlement.reason };
  }
  const updated = await tx.conversionRequest.update({
    where: { id: row.id },
    data,
    include: SETTLED_INCLUDE,
  });
  await recordAudit(tx, {
    actorId: reporter.actorId,
    action: settlement.outcome === "paid" ? "conversion.paid" : "conversion.payout_failed",
    entityType: "conversion",
    entityId: row.id,
    data: {
      amount: row.amount,
      currency: row.currency,
      feeCoins: row.feeCoins,
      payoutMinor: row.payoutMinor,
      provider: row.payoutProvider,
      source: reporter.source,
      ...(row.payoutId ? { payoutId: row.payoutId } : {}),
      ...(reporter.event ? { event: reporter.event } : {}),
      ...(settlement.outcome === "paid"
        ? { reference: settlement.reference, paidAt: settlement.paidAt.toISOString() }
        : { reason: settlement.reason }),
    },
    ip: reporter.ip,
  });
  const facts = {
    to: row.organization.user.email,
    amount: row.amount,
    currency: row.currency,
    payoutMinor: row.payoutMinor,
    feeCoins: row.feeCoins,
    payoutMasked: row.payoutMasked,
  };
  const mail =
    settlement.outcome === "paid"
      ? conversionPayoutEmail({
          ...facts,
          outcome: "paid",
          paidAt: settlement.paidAt,
          reference: settlement.reference,
        })
      : conversionPayoutEmail({ ...facts, outcome: "failed", reason: settlement.reason });
  await notifyPayoutSettled(tx, {
    organizationUserId: row.organization.userId,
    amount: row.amount,
    paid: settlement.outcome === "paid" ? { minor: row.payoutMinor, currency: row.currency } : null,
  });
  return { row: updated, queued: await enqueueMail(tx, mail) };
}
