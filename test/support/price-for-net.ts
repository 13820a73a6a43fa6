// The least booking price that pays an organization exactly the coins a test wants it to earn,
// found through the product's own commission split (rounded down), never a restated formula.
// Plain: the integration tier and the end-to-end specs both import it.
import { splitCommission } from "@/lib/economics/commission";

/** The least price that pays the organization `net` coins at `commissionBps`. */
export function priceForNet(net: number, commissionBps: number): number {
  let price = Math.ceil((net * 10_000) / (10_000 - commissionBps));
  // Rounding down can leave the first guess a coin short (or, at a price of 0, long).
  while (splitCommission(price, commissionBps).net < net) price += 1;
  while (price > 1 && splitCommission(price - 1, commissionBps).net >= net) price -= 1;
  return price;
}
