// The platform's money rules as they are now: the commission, the conversion fee and the exchange
// rates, read from the database in the caller's transaction (so a booking, a top-up order or a
// conversion prices with the rules its own transaction sees).
import "server-only";
import type { MoneyRules } from "@/lib/economics/cycle-safety";
import { BASE_RATE, type RateTable } from "@/lib/economics/rates";
import { payoutRate, saleRate } from "@/lib/economics/spread";
import { BASE_CURRENCY, CURRENCIES, type Currency, recordOf } from "@/lib/money/currencies";
import type { Tx } from "@/lib/server/ledger/types";

interface RateView {
  currency: Currency;
  rateMicros: number;
  source: string;
  updatedAt: string | null;
}

interface FeedStatus {
  /** Whether FX_RATES_URL is set. */
  configured: boolean;
  fetchedAt: string | null;
  failedAt: string | null;
  /** The last failure, while it is newer than the last success. */
  error: string | null;
}

export interface Economics {
  rules: MoneyRules;
  rates: RateTable;
  rateDetails: RateView[];
  feed: FeedStatus;
  updatedAt: string;
}

const RULE_FIELDS = {
  commissionBps: true,
  conversionFeeBps: true,
  conversionFeeCoins: true,
  fxSpreadBps: true,
  maxRateMoveBps: true,
} as const;

/** The money rules of a settings row read whole, and only those. */
function rulesOf(settings: MoneyRules): MoneyRules {
  const { commissionBps, conversionFeeBps, conversionFeeCoins, fxSpreadBps, maxRateMoveBps } =
    settings;
  return { commissionBps, conversionFeeBps, conversionFeeCoins, fxSpreadBps, maxRateMoveBps };
}

/** The rules of the one settings row (the migration coin_economics wrote it). */
export async function readMoneyRules(tx: Tx): Promise<MoneyRules> {
  return tx.platformSettings.findUniqueOrThrow({ where: { id: 1 }, select: RULE_FIELDS });
}

/** A currency's rates now: the exchange rate, and the spread's two sides of it. */
export interface TradeRates {
  mid: number;
  /** Coins per unit a top-up buys (spread.ts). */
  sale: number;
  /** Coins per unit a conversion pays at. */
  payout: number;
  rules: MoneyRules;
}

export async function tradeRatesOf(tx: Tx, currency: Currency): Promise<TradeRates> {
  const [rules, mid] = await Promise.all([readMoneyRules(tx), rateOf(tx, currency)]);
  return {
    mid,
    sale: saleRate(mid, rules.fxSpreadBps, currency),
    payout: payoutRate(mid, rules.fxSpreadBps, currency),
    rules,
  };
}

/** The rate table of the ExchangeRate rows, the base currency at one coin a unit. */
function rateTableOf(rows: { currency: Currency; rateMicros: bigint }[]): RateTable {
  const stored = new Map(rows.map((row) => [row.currency, Number(row.rateMicros)]));
  return recordOf(CURRENCIES, (currency) => {
    if (currency === BASE_CURRENCY) return stored.get(currency) ?? BASE_RATE;
    const rate = stored.get(currency);
    // A deployment fault, not a request's: every price in the currency would be wrong without it.
    if (!rate) {
      throw new Error(
        `No exchange rate for ${currency}: the ExchangeRate table has no row for it (a migration that adds a currency inserts its starting rate).`,
      );
    }
    return rate;
  });
}

/** Coins per unit of every currency, in millionths. */
export async function readRates(tx: Tx): Promise<RateTable> {
  return rateTableOf(
    await tx.exchangeRate.findMany({ select: { currency: true, rateMicros: true } }),
  );
}

/** One currency's rate: what an order or a conversion in it is priced at. */
async function rateOf(tx: Tx, currency: Currency): Promise<number> {
  return (await readRates(tx))[currency];
}

export async function readEconomics(tx: Tx, feedConfigured: boolean): Promise<Economics> {
  const [settings, rates] = await Promise.all([
    tx.platformSettings.findUniqueOrThrow({ where: { id: 1 } }),
    tx.exchangeRate.findMany({ orderBy: { currency: "asc" } }),
  ]);
  const failedLast =
    settings.fxFailedAt !== null &&
    (settings.fxFetchedAt === null || settings.fxFailedAt > settings.fxFetchedAt);
  return {
    rules: rulesOf(settings),
    rates: rateTableOf(rates),
    rateDetails: rates.map((row) => ({
      currency: row.currency,
      rateMicros: Number(row.rateMicros),
      source: row.source,
      updatedAt: row.updatedAt.toISOString(),
    })),
    feed: {
      configured: feedConfigured,
      fetchedAt: settings.fxFetchedAt?.toISOString() ?? null,
      failedAt: settings.fxFailedAt?.toISOString() ?? null,
      error: failedLast ? settings.fxError : null,
    },
    updatedAt: settings.updatedAt.toISOString(),
  };
}
