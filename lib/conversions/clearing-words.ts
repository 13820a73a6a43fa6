// Earnings that clear, in words: the coins of a completed booking wait (PlatformSettings'
// clearingDays) before a conversion may hold them. The server's refusal of a request for more than
// has cleared and the screens that show the clearing coins say it the same way, with the dates in
// the viewer's time zone.
import { formatCoins, formatCount } from "@/lib/format/coins";
import { formatDate, type DateStyle } from "@/lib/format/date-time";

/** Uncleared earnings by the day they clear, soonest first (lib/schemas/conversions.ts). */
export type ClearingDays = readonly { coins: number; clearsAt: string }[];

/** "100 coins on 5 Dec 2026", each day of the schedule. */
export function clearingLines(schedule: ClearingDays, style: DateStyle): string[] {
  return schedule.map((day) => `${formatCoins(day.coins)} on ${formatDate(day.clearsAt, style)}`);
}

/** "153 coins clear on 5 Dec 2026" or "153 coins clear by 9 Dec 2026": when all of it has. */
export function clearingSentence(schedule: ClearingDays, style: DateStyle): string | null {
  const last = schedule.at(-1);
  if (!last) return null;
  const total = schedule.reduce((sum, day) => sum + day.coins, 0);
  const when = schedule.length === 1 ? "on" : "by";
  return `${formatCoins(total)} clear ${when} ${formatDate(last.clearsAt, style)}`;
}

/**
 * Why a request for `requested` coins cannot be made now when only `available` have cleared:
 * "Only 120 coins are available now; 153 more clear on 5 Dec 2026." and, when the coins clear on
 * several days and enough for the request have cleared before the last, the day that is. Null
 * when nothing is clearing (the plain 'not enough coins' then says it all).
 */
export function clearingShortfall(input: {
  available: number;
  requested: number;
  schedule: ClearingDays;
  style: DateStyle;
}): string | null {
  const { available, requested, schedule, style } = input;
  const last = schedule.at(-1);
  if (!last) return null;
  const total = schedule.reduce((sum, day) => sum + day.coins, 0);
  const now =
    available > 0
      ? `Only ${formatCoins(available)} ${available === 1 ? "is" : "are"} available now`
      : "No coins are available now";
  const more = `${formatCount(total)}${available > 0 ? " more" : ""}`;
  if (schedule.length === 1) return `${now}; ${more} clear on ${formatDate(last.clearsAt, style)}.`;
  let cleared = available;
  const enough = schedule.find((day) => (cleared += day.coins) >= requested);
  const by = `${now}; ${more} clear by ${formatDate(last.clearsAt, style)}`;
  return enough && enough !== last
    ? `${by}, enough for this request on ${formatDate(enough.clearsAt, style)}.`
    : `${by}.`;
}

/** Whether a message is clearingShortfall's (its refusal is 'Insufficient Coins', not invalid). */
export function isClearingShortfall(message: string): boolean {
  return /^(Only .+ (is|are) available now|No coins are available now); /.test(message);
}
