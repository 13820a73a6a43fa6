// The join dates of the rows the page renders, printed by the server: hydrating those rows then
// builds no date formatter, whose first one costs a phone tens of milliseconds (Intl reading its
// locale and zone data) inside the rows' hydration. Rows the API sends later print their own.
import { formatDate, type DateStyle } from "@/lib/format/date-time";
import type { AdminUser } from "@/lib/schemas/admin-users";

/** "30 Oct 2026" by account id, in the style the page was drawn in. */
export type PrintedJoinDates = Readonly<Record<string, string>>;

export function printJoinDates(users: readonly AdminUser[], style: DateStyle): PrintedJoinDates {
  return Object.fromEntries(users.map((user) => [user.id, formatDate(user.joinDate, style)]));
}
