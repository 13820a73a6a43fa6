// A calendar month's key and its names, as the admin dashboard's revenue chart prints them. Apart
// from months.ts (the server's month arithmetic in a time zone), which the browser has no use for.

/** "2026-11": a calendar month. */
export type MonthKey = string;

const MONTH_NAMES = [
  "Jan",
  "Feb",
  "Mar",
  "Apr",
  "May",
  "Jun",
  "Jul",
  "Aug",
  "Sep",
  "Oct",
  "Nov",
  "Dec",
] as const;
const LONG_MONTH_NAMES = [
  "January",
  "February",
  "March",
  "April",
  "May",
  "June",
  "July",
  "August",
  "September",
  "October",
  "November",
  "December",
] as const;

/** "2026-11" -> "Nov". */
export function shortMonth(key: MonthKey): string {
  return MONTH_NAMES[Number(key.slice(5, 7)) - 1] ?? key;
}

/** "2026-11" -> "November 2026". */
export function longMonth(key: MonthKey): string {
  const name = LONG_MONTH_NAMES[Number(key.slice(5, 7)) - 1];
  return name ? `${name} ${key.slice(0, 4)}` : key;
}
