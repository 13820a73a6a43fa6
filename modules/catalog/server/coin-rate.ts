// The buyer's currency and the rate coins are sold at in it now (the exchange rate less the
// spread, as the coin packages are priced): the catalogue's price filter shows its bounds in it.
import "server-only";
import type { CoinRate } from "@/modules/catalog/shared/coin-worth";
import type { RegionInfo } from "@/lib/money/region";
import { db } from "@/lib/server/db/client";
import { tradeRatesOf } from "@/lib/server/economics/money-rules";

export async function catalogCoinRate(region: RegionInfo): Promise<CoinRate> {
  const { sale } = await tradeRatesOf(db(), region.currency);
  return { currency: region.currency, rateMicros: sale };
}
