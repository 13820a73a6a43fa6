// Earnings of an exact size for integration tests: a completed booking pays the organization its
// price less the commission (rounded down), so a test that wants the organization to hold N coins
// books the least price whose share is N under the commission the database has now.
import { db } from "@/lib/server/db/client";
import { readMoneyRules } from "@/lib/server/economics/money-rules";
import { priceForNet } from "@/test/support/price-for-net";
import { earn } from "./marketplace";

export { priceForNet };

/** The organization earns exactly `net` coins through a booking completed as the app does. */
export async function earnNet(organizationId: string, net: number): Promise<{ price: number }> {
  const { commissionBps } = await readMoneyRules(db());
  const price = priceForNet(net, commissionBps);
  await earn(organizationId, price);
  return { price };
}
