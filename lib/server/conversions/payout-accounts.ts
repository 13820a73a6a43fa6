// Where an organization is paid, one account a currency. The details are sealed at rest and
// never sent back: the organization sees the masked form, and a request keeps its own sealed
// copy so a later change cannot redirect a request already made.
import "server-only";
import { AppError } from "@/lib/errors/app-error";
import type { PayoutAccountView } from "@/lib/schemas/conversions";
import type { SessionUser } from "@/lib/auth/session-user";
import { maskPayout, METHOD_LABELS } from "@/lib/conversions/payout-methods";
import { type Currency, CURRENCY_FACTS } from "@/lib/money/currencies";
import { recordAudit } from "@/lib/server/audit/record-audit";
import { db } from "@/lib/server/db/client";
import { organizationIdOf } from "@/lib/server/org-services/manage-services";
import { methodFits, payoutDetailsOf, type PayoutInput } from "@/lib/validations/conversions";
import { seal } from "./seal";

const VIEW_SELECT = {
  currency: true,
  method: true,
  holderName: true,
  masked: true,
  updatedAt: true,
} as const;

function toView(row: {
  currency: Currency;
  method: PayoutAccountView["method"];
  holderName: string;
  masked: string;
  updatedAt: Date;
}): PayoutAccountView {
  return { ...row, updatedAt: row.updatedAt.toISOString() };
}

export async function listPayoutAccounts(user: SessionUser): Promise<PayoutAccountView[]> {
  const rows = await db().payoutAccount.findMany({
    where: { organizationId: organizationIdOf(user) },
    select: VIEW_SELECT,
    // The enum's order: INR, USD, EUR, as the currency choices are listed.
    orderBy: { currency: "asc" },
  });
  return rows.map(toView);
}

export async function savePayoutAccount(
  user: SessionUser,
  currency: Currency,
  input: PayoutInput,
  ip: string | undefined,
): Promise<PayoutAccountView> {
  const organizationId = organizationIdOf(user);
  if (!methodFits(currency, input)) {
    const allowed = CURRENCY_FACTS[currency].payoutMethods.map((method) => METHOD_LABELS[method]);
    throw new AppError("validation_failed", `${currency} is paid to: ${allowed.join(" or ")}.`, {
      issues: [{ path: "method", message: `${currency} is paid to: ${allowed.join(" or ")}.` }],
    });
  }
  const details = payoutDetailsOf(input);
  const data = {
    method: input.method,
    holderName: input.holderName,
    detailsSealed: seal({ holderName: input.holderName, ...details }, organizationId),
    masked: maskPayout(details),
  };
  return db().$transaction(async (tx) => {
    const row = await tx.payoutAccount.upsert({
      where: { organizationId_currency: { organizationId, currency } },
      create: { organizationId, currency, ...data },
      update: data,
      select: VIEW_SELECT,
    });
    // The masked form only: the audit log is read by admins, the details are not theirs to copy.
    await recordAudit(tx, {
      actorId: user.id,
      action: "payout_account.saved",
      entityType: "organization",
      entityId: organizationId,
      data: { currency, method: input.method, masked: data.masked },
      ip,
    });
    return toView(row);
  });
}
