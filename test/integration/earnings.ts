// Earnings of an exact size for integration tests: a completed booking pays the organization its
// price less the commission (rounded down), so a test that wants the organization to hold N coins
// books the least price whose share is N under the commission the database has now.
import { splitCommission } from "@/lib/economics/commission";
import { db } from "@/lib/server/db/client";
import { readMoneyRules } from "@/lib/server/economics/money-rules";
import { earn } from "./marketplace";

/** The least price that pays the organization `net` coins at `commissionBps`. */
export function priceForNet(net: number, commissionBps: number): number {
  let price = Math.ceil((net * 10_000) / (10_000 - commissionBps));
  // Rounding down can leave the first guess a coin short (or, at a price of 0, long).
  while (splitCommission(price, commissionBps).net < net) price += 1;
  while (price > 1 && splitCommission(price - 1, commissionBps).net >= net) price -= 1;
  return price;
}

/** The organization earns exactly `net` coins through a booking completed as the app does. */
export async function earnNet(organizationId: string, net: number): Promise<{ price: number }> {
  const { commissionBps } = await readMoneyRules(db());
  const price = priceForNet(net, commissionBps);
  await earn(organizationId, price);
  return { price };
}
