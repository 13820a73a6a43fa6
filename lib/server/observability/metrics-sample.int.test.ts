// The ledger and audit-chain checks behind two of the metrics' gauges read every ledger account
// and audit entry: scrapes share one sample of them rather than each running them, and say how
// old it is.
import { afterEach, describe, expect, it, vi } from "vitest";
import { db } from "@/lib/server/db/client";
import { has, sample, scrape } from "@/test/integration/metrics-text";

afterEach(() => vi.restoreAllMocks());

/** Counts the ledger scans run from here on: each begins by counting the ledger's accounts. */
function countLedgerScans(): () => number {
  const queries = vi.spyOn(db(), "$queryRaw");
  return () =>
    // $queryRaw is a tagged template: its first argument is the query's strings.
    queries.mock.calls.filter(([strings]) =>
      (strings as unknown as readonly string[])
        .join("?")
        .includes('(SELECT count(*) FROM "LedgerAccount") AS accounts'),
    ).length;
}

describe("the ledger and audit-chain gauges", () => {
  it("come from one scan however many scrapes arrive at once, with the sample's age", async () => {
    const scans = countLedgerScans();
    const answers = await Promise.all(Array.from({ length: 20 }, () => scrape()));
    expect(answers.map((answer) => answer.status)).toEqual(Array(20).fill(200));
    expect(scans()).toBe(1);
    for (const text of await Promise.all(answers.map((answer) => answer.text()))) {
      expect(sample(text, "coinmarket_ledger_invariants_ok")).toBe(1);
      expect(sample(text, "coinmarket_audit_chain_ok")).toBe(1);
      expect(has(text, "coinmarket_integrity_checks_age_seconds")).toBe(true);
    }
  });

  it("are served from that sample by the scrapes after it, while it is fresh", async () => {
    await scrape();
    const scans = countLedgerScans();
    const answers = await Promise.all(Array.from({ length: 5 }, () => scrape()));
    expect(answers.map((answer) => answer.status)).toEqual(Array(5).fill(200));
    expect(scans()).toBe(0);
  });
});
