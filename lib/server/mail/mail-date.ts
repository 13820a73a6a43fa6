// How a mail writes a date: as the screens do (lib/format/date-time.ts, the zone always named), in
// the zone of its reader's region. No account stores a zone, and a mail is often written where no
// browser of its reader is asking (a webhook, a sweep, the other side's action), so the zone is the
// region's default (CURRENCY_FACTS[c].timeZone and dateLocale): the region of the currency the
// mail is about when it has one (a receipt's payment, a payout), else the default region's.
import "server-only";
import { formatDate, formatDateTime, type DateStyle } from "@/lib/format/date-time";
import { CURRENCY_FACTS, type Currency } from "@/lib/money/currencies";
import { DEFAULT_REGION } from "@/lib/money/region";

/** The region's wording and zone: the region paying in `currency`, else the default region. */
function mailDateStyle(currency: Currency = DEFAULT_REGION.currency): DateStyle {
  const facts = CURRENCY_FACTS[currency];
  return { locale: facts.dateLocale, timeZone: facts.timeZone };
}

/** "5 Dec 2026, 1:30 am IST" / "Dec 4, 2026, 8:00 PM UTC". */
export function mailDateTime(at: Date, currency?: Currency): string {
  return formatDateTime(at.toISOString(), mailDateStyle(currency));
}

/** "5 Dec 2026" / "Dec 4, 2026". */
export function mailDay(at: Date, currency?: Currency): string {
  return formatDate(at.toISOString(), mailDateStyle(currency));
}
