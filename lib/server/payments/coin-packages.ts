// The coin packages as a buyer in a region sees them: priced in the region's currency at the
// rate coins are sold at now (the exchange rate less the spread; lib/economics/top-up-quote.ts,
// the same sums the order is made with).
import "server-only";
import type { CoinPackages } from "@/lib/schemas/economics";
import { packagePriceMinor } from "@/lib/economics/top-up-quote";
import { fromMinor } from "@/lib/format/money-minor";
import type { RegionInfo } from "@/lib/money/region";
import { COIN_PACKAGES, MIN_TOPUP, ORDER_PRICE_MINUTES } from "@/lib/payments/packages";
import { db } from "@/lib/server/db/client";
import { tradeRatesOf } from "@/lib/server/economics/money-rules";
import { formatPercent, formatRate } from "@/lib/economics/rates";
import { CURRENCY_FACTS } from "@/lib/money/currencies";

export async function coinPackagesFor(region: RegionInfo): Promise<CoinPackages> {
  const { mid, sale: rateMicros, rules } = await tradeRatesOf(db(), region.currency);
  return {
    currency: region.currency,
    rate: formatRate(rateMicros),
    exchangeRate: formatRate(mid),
    spreadPercent: mid === rateMicros ? "0" : formatPercent(rules.fxSpreadBps),
    priceMinutes: ORDER_PRICE_MINUTES,
    country: region.country,
    packages: COIN_PACKAGES.map((pack) => {
      const priceMinor = packagePriceMinor(pack, rateMicros, region.currency);
      return {
        id: pack.id,
        coins: pack.coins,
        bonus: pack.bonus,
        popular: pack.popular,
        priceMinor,
        price: fromMinor(priceMinor, region.currency),
      };
    }),
    customAmount: {
      currency: region.currency,
      min: MIN_TOPUP,
      max: CURRENCY_FACTS[region.currency].maxTopUp,
    },
  };
}
