// Coin economics as the API shows it: coin packages priced in the caller's currency, and the
// platform's money rules (commission, conversion fee, exchange rates) an admin keeps.
import { z } from "zod";
import { CURRENCIES } from "@/lib/money/currencies";
import { payingCurrenciesText } from "@/lib/money/region";
import { coins, count, isoDateTime, majorUnits, minorUnits, wholeUnits } from "./common";

const currency = z.enum(CURRENCIES);
const rate = z.string().meta({ description: 'Coins per unit of the currency, e.g. "88.00".' });

const coinPackageOfferSchema = z
  .object({
    id: z.string(),
    coins,
    bonus: coins,
    popular: z.boolean(),
    priceMinor: minorUnits.meta({ description: "The price in minor units (cents, paise)." }),
    price: majorUnits.meta({ description: "The price in major units (6.02)." }),
  })
  .meta({ id: "CoinPackageOffer" });

export const coinPackagesSchema = z
  .object({
    currency,
    rate: rate.meta({
      description: 'Coins one unit buys now: the exchange rate less the spread, e.g. "86.24".',
    }),
    exchangeRate: rate.meta({ description: 'The exchange rate itself, e.g. "88.00".' }),
    spreadPercent: z.string().meta({
      description: 'The spread coins are sold at under the exchange rate: "2" (0 in INR).',
    }),
    priceMinutes: count.meta({ description: "Minutes an order's price holds once made." }),
    country: z.string(),
    packages: z.array(coinPackageOfferSchema),
    customAmount: z
      .object({ currency, min: wholeUnits, max: wholeUnits })
      .meta({ description: "Bounds of a custom amount, in whole units of the currency." }),
  })
  .meta({
    id: "CoinPackages",
    description: `The coin packages in the caller's currency (${payingCurrenciesText()}) at the rate coins are sold at now: a coin is worth one rupee.`,
  });
export type CoinPackages = z.output<typeof coinPackagesSchema>;

export const platformSettingsSchema = z
  .object({
    commissionPercent: z.string().meta({ description: 'Kept of every completed booking: "15".' }),
    conversionFeePercent: z.string(),
    conversionFeeCoins: coins,
    /** The least commission that keeps every cycle from gaining, at this fee, spread and bound. */
    minimumCommissionPercent: z.string(),
    spreadPercent: z.string().meta({
      description:
        'The exchange spread: coins are sold this share under each rate and conversions pay this share over it: "2".',
    }),
    maxRateMovePercent: z.string().meta({
      description:
        'The most one change may move a rate, by an admin or the rates feed, and the move no cycle gains from: "4".',
    }),
    rates: z.array(
      z.object({
        currency,
        rate,
        source: z.enum(["default", "admin", "feed"]),
        updatedAt: isoDateTime.nullable(),
      }),
    ),
    acceptanceDays: count.meta({
      description: "Days a customer has to accept a delivery or report a problem (1 to 14).",
    }),
    defaultDueDays: count.meta({
      description:
        "Days an organization has to deliver when its service sets no duration (1 to 365).",
    }),
    disputeResponseDays: count.meta({
      description: "Days an organization has to answer a dispute (1 to 14).",
    }),
    clearingDays: count.meta({
      description:
        "Days a completed booking's earnings clear before they can be converted (0 to 30; 0: at once).",
    }),
    feed: z.object({
      configured: z.boolean(),
      fetchedAt: isoDateTime.nullable(),
      failedAt: isoDateTime.nullable(),
      error: z.string().nullable(),
    }),
    updatedAt: isoDateTime,
  })
  .meta({
    id: "PlatformSettings",
    description: "The platform's money rules and buyer protection's windows.",
  });
export type PlatformSettingsView = z.output<typeof platformSettingsSchema>;
