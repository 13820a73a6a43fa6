// Every rate read needs a row per rated currency: the migrated database holds one for each
// (a migration that adds a currency inserts its starting rate), and a missing one is refused by
// the currency's name and what to do, not read as nothing.
import { describe, expect, it } from "vitest";
import { rateRangeProblem, startingRateMicros } from "@/lib/economics/rate-bounds";
import { RATED_CURRENCIES } from "@/lib/money/currencies";
import { db } from "@/lib/server/db/client";
import { readEconomics, readRates } from "./money-rules";

describe("the exchange rates", () => {
  it("hold the starting rate of every rated currency once migrated", async () => {
    const rows = await db().exchangeRate.findMany();
    expect(rows.map((row) => row.currency).sort()).toEqual([...RATED_CURRENCIES].sort());
    for (const currency of RATED_CURRENCIES) {
      const row = rows.find((candidate) => candidate.currency === currency);
      expect(rateRangeProblem(currency, Number(row?.rateMicros)), currency).toBeNull();
      // The currency's facts give the same starting rate (the API document's example).
      expect(Number(row?.rateMicros), currency).toBe(startingRateMicros(currency));
    }
    const rates = await readRates(db());
    for (const currency of RATED_CURRENCIES) expect(rates[currency], currency).toBeGreaterThan(0);
  });

  it("refuse to be read without a currency's row, naming it", async () => {
    const missing = RATED_CURRENCIES.at(-1)!;
    await db().exchangeRate.delete({ where: { currency: missing } });
    const message = `No exchange rate for ${missing}: the ExchangeRate table has no row for it (a migration that adds a currency inserts its starting rate).`;
    await expect(readRates(db())).rejects.toThrow(message);
    await expect(readEconomics(db(), false)).rejects.toThrow(message);
  });
});
