// Pending conversion requests kept without a payout destination can only be rejected: the
// admin's figures count them apart from the money to pay, in these words (/admin/conversions'
// figures, the dashboard's money).
import { formatCoins, formatQuantity } from "@/lib/format/coins";

/** "1 request without payout details (170 coins), can only be rejected"; null when none. */
export function unpayableText(requests: number, coins: number): string | null {
  if (requests === 0) return null;
  return `${formatQuantity(requests, "request", "requests")} without payout details (${formatCoins(coins)}), can only be rejected`;
}
