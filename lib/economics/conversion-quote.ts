// What an organization is paid for converting coins: the fee (a share, rounded up, plus a fixed
// number of coins) is taken off the coins, and the rest is paid in the chosen currency at the
// rate, rounded down to the minor unit. The request records this quote, so approval pays exactly
// what the organization was shown, whatever the rate does meanwhile.
import { formatCount } from "@/lib/format/coins";
import { minorPerUnitBig } from "@/lib/format/money-minor";
import type { Currency } from "@/lib/money/currencies";
import { BPS_SCALE, RATE_SCALE } from "./rates";

export interface ConversionFees {
  conversionFeeBps: number;
  conversionFeeCoins: number;
}

export interface ConversionQuote {
  currency: Currency;
  /** Coins converted (held when asked). */
  grossCoins: number;
  /** Coins the platform keeps as its fee. */
  feeCoins: number;
  /** Coins paid out: gross less the fee. */
  netCoins: number;
  /** Coins per unit of `currency`, in millionths. */
  rateMicros: number;
  /** What the organization receives, in minor units of `currency`. */
  payoutMinor: number;
}

/** The most a payout column holds, in minor units (a 32-bit integer). */
const MAX_STORED_MINOR = 2_147_483_647;

export function conversionFeeCoins(amount: number, fees: ConversionFees): number {
  const share = Math.ceil((amount * fees.conversionFeeBps) / BPS_SCALE);
  return share + fees.conversionFeeCoins;
}

/** Minor units of `currency` paid for `netCoins` at the rate: their worth, rounded down. */
export function payoutMinorFor(netCoins: number, rateMicros: number, currency: Currency): number {
  const scaled = BigInt(netCoins) * minorPerUnitBig(currency) * BigInt(RATE_SCALE);
  return Number(scaled / BigInt(rateMicros));
}

export type QuoteOutcome = { ok: true; quote: ConversionQuote } | { ok: false; message: string };

export function quoteConversion(
  amount: number,
  currency: Currency,
  rateMicros: number,
  fees: ConversionFees,
): QuoteOutcome {
  const feeCoins = conversionFeeCoins(amount, fees);
  const netCoins = amount - feeCoins;
  if (netCoins <= 0) {
    return {
      ok: false,
      message: `The conversion fee is ${formatCount(feeCoins)} coins: convert more than that.`,
    };
  }
  const payoutMinor = payoutMinorFor(netCoins, rateMicros, currency);
  if (payoutMinor < 1) {
    return { ok: false, message: `This amount is too small to pay out in ${currency}.` };
  }
  if (payoutMinor > MAX_STORED_MINOR) {
    return { ok: false, message: `This amount is too large to pay out at once: convert less.` };
  }
  return {
    ok: true,
    quote: { currency, grossCoins: amount, feeCoins, netCoins, rateMicros, payoutMinor },
  };
}
