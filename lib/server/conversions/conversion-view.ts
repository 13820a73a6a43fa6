// A conversion request as the API shows it, read with one include.
import "server-only";
import type { Prisma } from "@/generated/prisma/client";
import type { ConversionView } from "@/lib/schemas/conversions";
import { conversionMoney } from "./conversion-money";

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
  };
}
