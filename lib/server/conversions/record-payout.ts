// An admin completes a processing payout by hand: records the transfer's reference and the day it
// was sent (paid), or marks it failed with why (the coins go back to the organization's earnings).
// In test mode, and for currencies RazorpayX does not pay, this is how every payout completes. A
// payout RazorpayX has taken is its to report (the webhook): an admin cannot settle it over it.
// Of two admins at once, one settles it and the other is told it no longer is in progress (409).
import "server-only";
import { AppError } from "@/lib/errors/app-error";
import type { AdminConversion } from "@/lib/schemas/admin-conversions";
import type { SessionUser } from "@/lib/auth/session-user";
import {
  CONVERSION_NOT_FOUND,
  NOT_PROCESSING,
  SENT_BEFORE_APPROVAL,
  SENT_IN_FUTURE,
} from "@/lib/conversions/admin-messages";
import { dayKeyOf, zonedDayBounds } from "@/lib/dashboard/calendar";
import { db } from "@/lib/server/db/client";
import { dispatchMail } from "@/lib/server/mail/outbox";
import { metrics } from "@/lib/server/observability/metrics";
import type { ConfirmPayoutInput, FailPayoutInput } from "@/lib/validations/admin-conversions";
import { ADMIN_INCLUDE, toAdminConversion } from "./admin-conversions";
import {
  lockConversion,
  type PayoutSettlement,
  settlePayoutLocked,
  type SettledRow,
} from "./payout-outcome";

export const SENT_THROUGH_RAZORPAYX =
  "This payout was sent through RazorpayX: its outcome comes from RazorpayX, not from here.";

interface RecordContext {
  ip: string | undefined;
  /** The admin's time zone: the day it was sent is a day there. */
  timeZone: string;
}

/** The moment a payout sent on `day` is recorded at: now for today, else the day's middle. */
function sentAt(day: string, timeZone: string, now: Date): Date {
  if (day === dayKeyOf(now, timeZone)) return now;
  const { start, end } = zonedDayBounds(day, timeZone);
  return new Date((start.getTime() + end.getTime()) / 2);
}

/** An admin's record of a processing payout: which, and in which context. */
export interface PayoutRecord<Input> {
  admin: SessionUser;
  id: string;
  input: Input;
  context: RecordContext;
}

async function settleByAdmin(
  record: Omit<PayoutRecord<unknown>, "input">,
  settlement: (row: SettledRow) => PayoutSettlement,
): Promise<AdminConversion> {
  const { admin, id, context } = record;
  const { view, queued } = await db().$transaction(async (tx) => {
    const row = await lockConversion(tx, id);
    if (!row) throw AppError.notFound(CONVERSION_NOT_FOUND);
    if (row.status !== "processing") throw AppError.conflict(NOT_PROCESSING);
    if (row.payoutProvider === "razorpayx" && row.payoutId) {
      throw AppError.conflict(SENT_THROUGH_RAZORPAYX);
    }
    const settled = await settlePayoutLocked(tx, {
      row,
      settlement: settlement(row),
      reporter: { actorId: admin.id, source: "admin", ip: context.ip },
    });
    const view = await tx.conversionRequest.findUniqueOrThrow({
      where: { id },
      include: ADMIN_INCLUDE,
    });
    return { view: toAdminConversion(view), queued: settled.queued };
  });
  metrics().conversions.inc({ outcome: view.status });
  await dispatchMail([queued]);
  return view;
}

/** The payout was sent: its reference (UTR or the bank's) and the day, not in the future. */
export async function confirmPayout(
  record: PayoutRecord<ConfirmPayoutInput>,
): Promise<AdminConversion> {
  const { input, context } = record;
  const now = new Date();
  if (input.sentOn > dayKeyOf(now, context.timeZone)) {
    throw new AppError("validation_failed", SENT_IN_FUTURE, {
      issues: [{ path: "sentOn", message: SENT_IN_FUTURE }],
    });
  }
  return settleByAdmin(record, (row) => {
    const approvedOn = row.processedAt ? dayKeyOf(row.processedAt, context.timeZone) : null;
    if (approvedOn && input.sentOn < approvedOn) {
      throw new AppError("validation_failed", SENT_BEFORE_APPROVAL, {
        issues: [{ path: "sentOn", message: SENT_BEFORE_APPROVAL }],
      });
    }
    return {
      outcome: "paid",
      reference: input.reference,
      paidAt: sentAt(input.sentOn, context.timeZone, now),
    };
  });
}

/** The payout failed (or the bank sent it back): the coins return to the organization. */
export async function failPayout(record: PayoutRecord<FailPayoutInput>): Promise<AdminConversion> {
  return settleByAdmin(record, () => ({ outcome: "failed", reason: record.input.reason }));
}
