// Where an organization is paid, one account a currency. The details are sealed at rest and
// never sent back: the organization sees the masked form, and a request keeps its own sealed
// copy so a later change cannot redirect a request already made. A change (a new destination, or
// any of its details, the holder's name included) records when it happened, which holds the
// conversions requested soon after it (payout-hold.ts), and is mailed to the organization with a
// link that freezes its conversions (conversions-freeze.ts); saving the same details again is no
// change: nothing is written, audited or mailed.
import "server-only";
import { isDeepStrictEqual } from "node:util";
import { AppError } from "@/lib/errors/app-error";
import type { PayoutAccountView } from "@/lib/schemas/conversions";
import type { SessionUser } from "@/lib/auth/session-user";
import { maskPayout, METHOD_LABELS } from "@/lib/conversions/payout-methods";
import { type Currency, CURRENCY_FACTS } from "@/lib/money/currencies";
import { recordAudit } from "@/lib/server/audit/record-audit";
import { issueActionToken } from "@/lib/server/auth/action-tokens";
import { db } from "@/lib/server/db/client";
import { appOrigin } from "@/lib/server/http/app-url";
import type { Tx } from "@/lib/server/ledger/types";
import { dispatchMail, enqueueMail } from "@/lib/server/mail/outbox";
import { payoutDetailsChangedEmail } from "@/lib/server/mail/security-emails";
import { organizationIdOf } from "@/modules/services/server/manage-services";
import { methodFits, payoutDetailsOf, type PayoutInput } from "@/lib/validations/conversions";
import { holdFor } from "./payout-hold";
import { seal, unseal } from "./seal";

/** Where the freeze link of a payout-details mail leads: a page that asks before it freezes. */
export const FREEZE_PAGE_PATH = "/freeze-conversions";

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

export async function savePayoutAccount(params: {
  user: SessionUser;
  currency: Currency;
  input: PayoutInput;
  ip: string | undefined;
}): Promise<PayoutAccountView> {
  const { user, currency, input, ip } = params;
  const organizationId = organizationIdOf(user);
  if (!methodFits(currency, input)) {
    const allowed = CURRENCY_FACTS[currency].payoutMethods.map((method) => METHOD_LABELS[method]);
    throw new AppError("validation_failed", `${currency} is paid to: ${allowed.join(" or ")}.`, {
      issues: [{ path: "method", message: `${currency} is paid to: ${allowed.join(" or ")}.` }],
    });
  }
  const details = payoutDetailsOf(input);
  const plain = { holderName: input.holderName, ...details };
  const data = {
    method: input.method,
    holderName: input.holderName,
    detailsSealed: seal(plain, organizationId),
    masked: maskPayout(details),
  };
  const saved = await db().$transaction(async (tx) => {
    const current = await currentDestination(tx, organizationId, currency);
    if (current && sameDetails(current.detailsSealed, plain, organizationId)) {
      return { view: toView(current), mail: null };
    }
    const changedAt = new Date();
    const row = await tx.payoutAccount.upsert({
      where: { organizationId_currency: { organizationId, currency } },
      create: { organizationId, currency, ...data, changedAt },
      update: { ...data, changedAt },
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
    // Earlier links stay good: a second change must not void the one the owner is following.
    const code = await issueActionToken(tx, {
      userId: user.id,
      purpose: "freeze_conversions",
      keepEarlier: true,
    });
    const mail = await enqueueMail(
      tx,
      payoutDetailsChangedEmail(
        user.email,
        {
          currency,
          masked: data.masked,
          holderName: input.holderName,
          changedAt,
          holdUntil: holdFor(changedAt, changedAt),
        },
        { freeze: `${appOrigin()}${FREEZE_PAGE_PATH}?code=${encodeURIComponent(code)}` },
      ),
    );
    return { view: toView(row), mail };
  });
  if (saved.mail) await dispatchMail([saved.mail]);
  return saved.view;
}

/** The saved destination, locked: two saves at once compare with each other's result. */
async function currentDestination(tx: Tx, organizationId: string, currency: Currency) {
  const [row] = await tx.$queryRaw<(Parameters<typeof toView>[0] & { detailsSealed: string })[]>`
    SELECT "currency", "method", "holderName", "masked", "updatedAt", "detailsSealed"
      FROM "PayoutAccount"
     WHERE "organizationId" = ${organizationId} AND "currency" = ${currency}::"Currency"
       FOR UPDATE`;
  return row ?? null;
}

/** Whether the sealed details are these; details that no longer open count as changed. */
function sameDetails(sealed: string, plain: object, organizationId: string): boolean {
  try {
    return isDeepStrictEqual(unseal(sealed, organizationId), JSON.parse(JSON.stringify(plain)));
  } catch {
    return false;
  }
}
