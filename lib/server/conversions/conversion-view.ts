// A conversion request as the API shows it, read with one include.
import "server-only";
import type { ConversionRequest, Prisma } from "@/generated/prisma/client";
import type { ConversionView } from "@/lib/schemas/conversions";
import { conversionMoney } from "./conversion-money";
import { activeHold } from "./payout-hold";

export const CONVERSION_INCLUDE = {
  organization: { select: { id: true, name: true } },
} satisfies Prisma.ConversionRequestInclude;

type ConversionRow = Prisma.ConversionRequestGetPayload<{ include: typeof CONVERSION_INCLUDE }>;

export function toConversionView(row: ConversionRow): ConversionView {
  return {
    id: row.id,
    // Only what the view declares: callers pass rows read with more of the organization (its
    // owner's id and email, for the ledger and the notice) than an answer may show.
    organization: { id: row.organization.id, name: row.organization.name },
    currency: row.currency,
    ...conversionMoney(row),
    status: row.status,
    reason: row.reason,
    payout:
      row.payoutMethod && row.payoutMasked
        ? { method: row.payoutMethod, masked: row.payoutMasked }
        : null,
    requestedAt: row.requestedAt.toISOString(),
    processedAt: row.processedAt?.toISOString() ?? null,
    heldUntil: activeHold(row)?.toISOString() ?? null,
    ...payoutProgress(row),
  };
}

/** An approved request's payout as the API shows it (lib/schemas/conversions.ts). */
export function payoutProgress(
  row: Pick<ConversionRequest, "payoutReference" | "paidAt" | "failedAt" | "failureReason">,
) {
  return {
    payoutReference: row.payoutReference,
    paidAt: row.paidAt?.toISOString() ?? null,
    failedAt: row.failedAt?.toISOString() ?? null,
    failureReason: row.failureReason,
  };
}
