// Exchange rates from a configured feed (FX_RATES_URL), like GEOIP_URL: JSON
// {"base": "INR", "rates": {"USD": 0.0113, "EUR": 0.0098}}, units of each currency per rupee.
// Fetched at start and every FX_REFRESH_MINUTES by each app server (several servers fetching is
// harmless: the same rates are written). A failure (unreachable, malformed, a rate outside its
// currency's range, or one that moved more than half at once, which is a broken feed rather than
// a market) keeps the last rates, and the admin dashboard says so until the next success. A rate
// further than the settings' bound from the current one moves by the bound towards it, as far as
// one change may (lib/economics/rate-bounds.ts), and the next refreshes go on from there.
import "server-only";
import { percentOf } from "@/lib/economics/percent";
import { logger } from "@/lib/server/observability/logger";
import { BPS_SCALE, formatRate, RATE_SCALE } from "@/lib/economics/rates";
import { rateMoveBps, rateRangeProblem } from "@/lib/economics/rate-bounds";
import { env } from "@/lib/env";
import { recordAudit } from "@/lib/server/audit/record-audit";
import { db } from "@/lib/server/db/client";
import { startPeriodic, type Periodic } from "@/lib/server/lifecycle/periodic";
import { readEconomics } from "./money-rules";
import { auditedRates, lockSettings } from "./update-settings";
import {
  BASE_CURRENCY,
  RATED_CURRENCIES,
  type RatedCurrency,
  recordOf,
} from "@/lib/money/currencies";

const FEED_TIMEOUT_MS = 5_000;
/** A fetched rate that differs from the current one by more than this share is refused. */
const MAX_MOVE = 0.5;

export type FeedOutcome = { ok: true; changed: boolean } | { ok: false; error: string };

/** The feed's rates as coins per unit in millionths, or why they cannot be used. */
function ratesFromFeed(body: unknown): Record<RatedCurrency, number> | string {
  if (typeof body !== "object" || body === null) return "the feed did not answer a JSON object";
  const { base, rates } = body as { base?: unknown; rates?: unknown };
  if (base !== undefined && base !== BASE_CURRENCY) {
    return `the feed's base is ${String(base)}, not ${BASE_CURRENCY}`;
  }
  if (typeof rates !== "object" || rates === null) return "the feed has no rates";
  const result = new Map<RatedCurrency, number>();
  for (const currency of RATED_CURRENCIES) {
    const perRupee = (rates as Record<string, unknown>)[currency];
    if (typeof perRupee !== "number" || !Number.isFinite(perRupee) || perRupee <= 0) {
      return `the feed has no usable ${currency} rate`;
    }
    const micros = Math.round(RATE_SCALE / perRupee);
    if (!Number.isSafeInteger(micros) || micros <= 0)
      return `the feed's ${currency} rate is out of range`;
    const outOfRange = rateRangeProblem(currency, micros);
    if (outOfRange) return `the feed's ${currency} rate is out of range: ${outOfRange}`;
    result.set(currency, micros);
  }
  return recordOf(RATED_CURRENCIES, (currency) => result.get(currency) ?? 0);
}

async function fetchFeed(url: string): Promise<unknown> {
  const response = await fetch(url, {
    signal: AbortSignal.timeout(FEED_TIMEOUT_MS),
    headers: { accept: "application/json" },
    redirect: "error",
  });
  if (!response.ok) throw new Error(`the feed answered HTTP ${response.status}`);
  return response.json();
}

async function recordFailure(error: string): Promise<FeedOutcome> {
  await db().platformSettings.update({
    where: { id: 1 },
    data: { fxFailedAt: new Date(), fxError: error.slice(0, 300) },
  });
  logger.warn({ error }, "exchange rates not refreshed; the last rates stay");
  return { ok: false, error };
}

/** Fetches the feed once and applies it; without FX_RATES_URL there is nothing to do. */
export async function refreshRatesFromFeed(
  actorId: string | null = null,
  url = env.FX_RATES_URL,
): Promise<FeedOutcome> {
  if (!url) return { ok: false, error: "No exchange-rate feed is configured (FX_RATES_URL)." };
  let fetched: ReturnType<typeof ratesFromFeed>;
  try {
    fetched = ratesFromFeed(await fetchFeed(url));
  } catch (error) {
    return recordFailure(error instanceof Error ? error.message : String(error));
  }
  if (typeof fetched === "string") return recordFailure(fetched);
  return db().$transaction(async (tx) => {
    await lockSettings(tx);
    const before = await readEconomics(tx, true);
    for (const currency of RATED_CURRENCIES) {
      const move = Math.abs(fetched[currency] - before.rates[currency]) / before.rates[currency];
      if (move > MAX_MOVE) {
        const error = `the feed's ${currency} rate moved ${Math.round(percentOf(move))}% at once`;
        await tx.platformSettings.update({
          where: { id: 1 },
          data: { fxFailedAt: new Date(), fxError: error },
        });
        logger.warn({ error }, "exchange rates not refreshed; the last rates stay");
        return { ok: false, error };
      }
    }
    const next = recordOf(RATED_CURRENCIES, (currency) =>
      boundedMove(before.rates[currency], fetched[currency], before.rules.maxRateMoveBps),
    );
    const changed = RATED_CURRENCIES.filter(
      (currency) => next[currency] !== before.rates[currency],
    );
    for (const currency of changed) {
      await tx.exchangeRate.update({
        where: { currency },
        data: { rateMicros: BigInt(next[currency]), source: "feed", updatedById: actorId },
      });
    }
    await tx.platformSettings.update({ where: { id: 1 }, data: { fxFetchedAt: new Date() } });
    if (changed.length) {
      const after = await readEconomics(tx, true);
      await recordAudit(tx, {
        actorId,
        action: "settings.rates_refreshed",
        entityType: "platform_settings",
        entityId: "1",
        before: { rates: auditedRates(before) },
        after: { rates: auditedRates(after) },
        data: { fetched: recordOf(RATED_CURRENCIES, (currency) => formatRate(fetched[currency])) },
      });
    }
    return { ok: true, changed: changed.length > 0 };
  });
}

/** `target`, or as far towards it from `current` as one change may move a rate. */
function boundedMove(current: number, target: number, maxMoveBps: number): number {
  if (rateMoveBps(current, target) <= maxMoveBps) return target;
  const step = (BigInt(current) * BigInt(maxMoveBps)) / BigInt(BPS_SCALE);
  return Number(target > current ? BigInt(current) + step : BigInt(current) - step);
}

let feed: Periodic | null = null;

/** Refreshes now and then every FX_REFRESH_MINUTES, when a feed is configured. */
export function startRatesFeed(): void {
  if (feed || !env.FX_RATES_URL) return;
  feed = startPeriodic({
    name: "economics.rates-feed",
    intervalMs: env.FX_REFRESH_MINUTES * 60_000,
    runAtStart: true,
    work: () => refreshRatesFromFeed().then(() => undefined),
  });
}
