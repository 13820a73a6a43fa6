// The wait on a new payout destination (docs/security.md "Payout destinations"): a conversion
// requested less than PAYOUT_HOLD_HOURS after its destination was added or changed cannot be
// approved before that long after the change, so a stolen session that redirects the payouts gives
// the organization a day to see the mail and freeze conversions. 0 turns it off, holds already
// recorded included.
import "server-only";
import type { ConversionStatus } from "@/generated/prisma/client";
import { AppError } from "@/lib/errors/app-error";
import { heldMessage } from "@/lib/conversions/payout-safety";
import { env } from "@/lib/env";
import { formatDateTime, type DateStyle } from "@/lib/format/date-time";

const HOUR_MS = 60 * 60 * 1000;

/** When a request made `now` to a destination changed at `changedAt` may be approved; null: at once. */
export function holdFor(changedAt: Date, now = new Date()): Date | null {
  const hours = env.PAYOUT_HOLD_HOURS;
  if (hours === 0) return null;
  const until = new Date(changedAt.getTime() + hours * HOUR_MS);
  return until > now ? until : null;
}

/** Until when a recorded hold still holds; null once it ended (or holds are off). */
function stillHeld(heldUntil: Date | null, now = new Date()): Date | null {
  if (!heldUntil || env.PAYOUT_HOLD_HOURS === 0) return null;
  return heldUntil > now ? heldUntil : null;
}

/** The hold a request is still under, as its view shows it: only while it is pending. */
export function activeHold(row: { status: ConversionStatus; heldUntil: Date | null }): Date | null {
  return row.status === "pending" ? stillHeld(row.heldUntil) : null;
}

/** 409 while a request's hold lasts, saying until when in the approver's dates. */
export function assertNotHeld(heldUntil: Date | null, style: DateStyle): void {
  const until = stillHeld(heldUntil);
  if (!until) return;
  const iso = until.toISOString();
  throw new AppError("conflict", heldMessage(formatDateTime(iso, style), env.PAYOUT_HOLD_HOURS), {
    details: { heldUntil: iso },
  });
}
