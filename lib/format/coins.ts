// Every coin amount and count the product shows, grouped in thousands the Indian way ("1,250",
// "1,25,000"): one set of formatters for screens, messages, emails and the browser tests alike.
// No imports: the Playwright specs load this file as it is.
const grouping = new Intl.NumberFormat("en-IN", { maximumFractionDigits: 0 });
const signedGrouping = new Intl.NumberFormat("en-IN", {
  maximumFractionDigits: 0,
  signDisplay: "exceptZero",
});

/** "1,250", "1,25,000", "-1,250". */
export function formatCount(value: number): string {
  return grouping.format(value);
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
  return `${signedGrouping.format(amount)} ${coinUnit(Math.abs(amount))}`;
}
