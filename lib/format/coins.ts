// Every coin count the product shows, grouped in thousands the Indian way ("1,250",
// "1,25,000"): one formatter for screens, messages and emails alike.
const grouping = new Intl.NumberFormat("en-IN", { maximumFractionDigits: 0 });

/** "1,250" */
export function formatCount(value: number): string {
  return grouping.format(value);
}

/** "1,250 coins", "1 coin". */
export function formatCoins(amount: number): string {
  return `${formatCount(amount)} ${amount === 1 ? "coin" : "coins"}`;
}
