// The admin who pays a request reads where it is paid, in full: the details the organization gave
// when it made the request, unsealed (seal.ts). Each reading is written to the audit log in the
// same transaction that reads them, so no one sees the details without leaving a trace.
import "server-only";
import type { PayoutMethod } from "@/lib/money/currencies";
import { conversionMoney } from "./conversion-money";
import { AppError } from "@/lib/errors/app-error";
import type { ConversionPayout } from "@/lib/schemas/admin-conversions";
import type { SessionUser } from "@/lib/auth/session-user";
import { CONVERSION_NOT_FOUND } from "@/lib/conversions/admin-messages";
import { recordAudit } from "@/lib/server/audit/record-audit";
import { db } from "@/lib/server/db/client";
import { errorText, logger } from "@/lib/server/observability/logger";
import { unseal } from "./seal";

export const NO_PAYOUT_DETAILS =
  "This request has no payout details: it was made before the organization gave them.";
/** The sealed details do not open with this server's key: restored without it, or a key changed. */
export const PAYOUT_UNREADABLE =
  "These payout details were sealed with another key than this server's (PAYOUT_ENCRYPTION_KEY, else AUTH_SECRET), so they cannot be shown. Start the server with the key it had when the organization gave them (docs/operations.md, Backups), or reject the request and ask the organization to enter its payout details again.";
export const PAYOUT_NOT_PAYABLE =
  "Payout details are shown for pending and processing requests only: this one is not to be paid.";

/** Each method's details, labelled as a payment form asks for them. */
const DETAIL_LABELS: Record<PayoutMethod, [key: string, label: string][]> = {
  bank_account: [
    ["accountNumber", "Account number"],
    ["ifsc", "IFSC"],
  ],
  upi: [["upiId", "UPI ID"]],
  iban: [
    ["iban", "IBAN"],
    ["bic", "BIC"],
  ],
  us_account: [
    ["accountNumber", "Account number"],
    ["routingNumber", "Routing number"],
  ],
};

function labelled(method: PayoutMethod, plain: Record<string, unknown>) {
  return DETAIL_LABELS[method].flatMap(([key, label]) => {
    const value = plain[key];
    return typeof value === "string" && value ? [{ label, value }] : [];
  });
}

function openDetails(row: {
  id: string;
  payoutSealed: string;
  organizationId: string;
}): Record<string, unknown> {
  try {
    return unseal(row.payoutSealed, row.organizationId) as Record<string, unknown>;
  } catch (error) {
    // The operator's to fix (the key), so the log says it too.
    logger.warn({ conversionId: row.id, error: errorText(error) }, "payout details do not open");
    throw AppError.conflict(PAYOUT_UNREADABLE);
  }
}

export async function revealPayout(admin: SessionUser, id: string): Promise<ConversionPayout> {
  return db().$transaction(async (tx) => {
    const row = await tx.conversionRequest.findUnique({
      where: { id },
      include: { organization: { select: { name: true } } },
    });
    if (!row) throw AppError.notFound(CONVERSION_NOT_FOUND);
    if (!row.payoutSealed || !row.payoutMethod || !row.payoutMasked) {
      throw AppError.notFound(NO_PAYOUT_DETAILS);
    }
    if (row.status !== "pending" && row.status !== "processing") {
      throw AppError.conflict(PAYOUT_NOT_PAYABLE);
    }
    const plain = openDetails({ ...row, payoutSealed: row.payoutSealed });
    // The masked form only: the audit log is read by every admin, the details are not theirs.
    await recordAudit(tx, {
      actorId: admin.id,
      action: "conversion.payout_viewed",
      entityType: "conversion",
      entityId: row.id,
      data: { organizationId: row.organizationId, masked: row.payoutMasked },
    });
    return {
      conversionId: row.id,
      orgName: row.organization.name,
      currency: row.currency,
      ...conversionMoney(row),
      method: row.payoutMethod,
      holderName: typeof plain.holderName === "string" ? plain.holderName : "",
      details: labelled(row.payoutMethod, plain),
      masked: row.payoutMasked,
    };
  });
}
