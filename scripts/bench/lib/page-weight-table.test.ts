import { describe, expect, it } from "vitest";
import { PAGE_WEIGHT_BUDGETS } from "./page-budgets";
import { weightTable, withinBudgets } from "./page-weight-table";
import { pageWeightOf } from "./page-weight.fixture";

const PAGE = "http://127.0.0.1:3000/services";

const weight = (documentServedBytes: number, blockingCssServedBytes: number) =>
  pageWeightOf(documentServedBytes, blockingCssServedBytes, { url: PAGE });

describe("withinBudgets", () => {
  const { documentServedBytes: doc, blockingCssServedBytes: css } = PAGE_WEIGHT_BUDGETS;

  it("meets each budget at exactly its figure and misses it a byte over", () => {
    expect(withinBudgets(weight(doc, css))).toEqual({ document: true, blockingCss: true });
    expect(withinBudgets(weight(doc + 1, css + 1))).toEqual({
      document: false,
      blockingCss: false,
    });
  });
});

describe("weightTable", () => {
  it("prints each page's figures in kB with its verdicts, and a failed page's problem", () => {
    const table = weightTable([
      {
        path: "/",
        role: null,
        weight: pageWeightOf(9_400, 7_999, { url: PAGE, unstyledDocumentGzipBytes: 6_100 }),
        problem: null,
      },
      { path: "/services", role: "user", weight: weight(17_250, 15_960), problem: null },
      { path: "/wallet", role: "user", weight: null, problem: "answered 307 -> /login" },
    ]).split("\n");
    expect(table[0]).toMatch(/^page\s+as\s+doc kB <= 10\.0\s+\(decoded\)\s+block CSS <= 8\.0/);
    expect(table[0]).toMatch(/inline <style>\s+without <style>\s+encoding$/);
    expect(table[1]).toMatch(/^\/\s+-\s+9\.4 met\s+65\.8\s+8\.0 met\s+1\s+0\.0\s+6\.1\s+gzip$/);
    expect(table[2]).toMatch(/^\/services\s+user\s+17\.3 MISSED\s+120\.8\s+16\.0 MISSED/);
    expect(table[3]).toMatch(/^\/wallet\s+user\s+FAILED: answered 307 -> \/login$/);
  });
});
