// Every coin amount and count the product shows, grouped in thousands the Indian way ("1,250",
// "1,25,000"): one set of formatters for screens, messages, emails and the browser tests alike.
// No imports: the Playwright specs load this file as it is.
//
// Whole numbers are grouped here by hand: building an en-IN Intl.NumberFormat loads the locale's
// data, which cost every page about 25 ms of main thread while its scripts started (measured with
// Lighthouse's CPU profile). Anything unusual (fractions to round, huge or non-finite values)
// still goes through Intl, created on first use.
const intl: Partial<Record<"plain" | "signed", Intl.NumberFormat>> = {};

function groupDigits(digits: string): string {
  if (digits.length <= 3) return digits;
  const head = digits.slice(0, -3);
  // Indian grouping: the last three digits, then pairs ("1,25,000").
  const pairs = head.length % 2 === 0 ? head : `0${head}`;
  const grouped = (pairs.match(/\d\d/g) ?? []).join(",").replace(/^0/, "");
  return `${grouped},${digits.slice(-3)}`;
}

function grouped(value: number, signed: boolean): string {
  // -0 is left to Intl too: it prints "-0" plainly and "0" signed.
  if (Number.isSafeInteger(value) && !Object.is(value, -0)) {
    const sign = value < 0 ? "-" : signed && value > 0 ? "+" : "";
    return `${sign}${groupDigits(String(Math.abs(value)))}`;
  }
  const kind = signed ? "signed" : "plain";
  intl[kind] ??= new Intl.NumberFormat("en-IN", {
    maximumFractionDigits: 0,
    ...(signed ? { signDisplay: "exceptZero" as const } : {}),
  });
  return intl[kind].format(value);
}

/** "1,250", "1,25,000", "-1,250". */
export function formatCount(value: number): string {
  return grouped(value, false);
}

/** "1 service", "1,250 services": a count and its noun. */
export function formatQuantity(count: number, one: string, many: string): string {
  return `${formatCount(count)} ${count === 1 ? one : many}`;
}

/** "coin" for one, "coins" for any other amount (beside a figure printed on its own). */
export function coinUnit(amount: number): "coin" | "coins" {
  return amount === 1 ? "coin" : "coins";
}

/** "1,250 coins", "1 coin". */
export function formatCoins(amount: number): string {
  return `${formatCount(amount)} ${coinUnit(amount)}`;
}

/** A wallet movement: "+525 coins" in, "-120 coins" out, "0 coins". */
export function formatCoinDelta(amount: number): string {
  return `${grouped(amount, true)} ${coinUnit(Math.abs(amount))}`;
}
