// Every order of the catalogue has an index that gives its pages in order, so that a page is a
// walk cut at the page, never a sort of every service: a forgotten index would only make one
// order slow, which no other test sees. On PostgreSQL, each order's page statement is EXPLAINed
// as the catalogue runs it (browsing: "Service"; a large search or filtered list: "CatalogEntry"),
// first pages and later ones, with sorting and sequential scans priced out, so that only a
// missing index can leave a Sort or a Seq Scan under the page. And the filters are index
// conditions: catalog_filtered is inlined and its bounds reach the indexes.
import { describe, expect, it } from "vitest";
import { Prisma } from "@/generated/prisma/client";
import { db } from "@/lib/server/db/client";
import { CATALOG_SORTS } from "@/modules/catalog/shared/validations-values";
import { catalogQuerySchema, type CatalogQuery } from "@/modules/catalog/shared/validations";
import type { CatalogKey } from "./keyset";
import { largeSearchStatement } from "./large";
import { planSearch } from "./plan";
import type { Probe } from "./probe";
import { browseStatement, searchStatement } from "./statement";

interface PlanNode {
  "Node Type": string;
  "Relation Name"?: string;
  "Index Name"?: string;
  Alias?: string;
  "Subplan Name"?: string;
  "Index Cond"?: string;
  "Recheck Cond"?: string;
  Filter?: string;
  Plans?: PlanNode[];
}

function nodes(node: PlanNode): PlanNode[] {
  return [node, ...(node.Plans ?? []).flatMap(nodes)];
}

class RolledBack extends Error {}

/**
 * The statement's plan with every other way than an index priced out, after `first` (a dropped
 * index), which the rollback undoes.
 */
async function explain(statement: Prisma.Sql, first?: Prisma.Sql): Promise<PlanNode> {
  let plan: PlanNode | undefined;
  await db()
    .$transaction(async (tx) => {
      if (first) await tx.$executeRaw(first);
      await tx.$executeRaw`SET LOCAL enable_seqscan = off`;
      await tx.$executeRaw`SET LOCAL enable_sort = off`;
      await tx.$executeRaw`SET LOCAL enable_incremental_sort = off`;
      const [row] = await tx.$queryRaw<{ "QUERY PLAN": [{ Plan: PlanNode }] }[]>(
        Prisma.sql`EXPLAIN (FORMAT JSON) ${statement}`,
      );
      plan = row!["QUERY PLAN"][0].Plan;
      throw new RolledBack();
    })
    .catch((error: unknown) => {
      if (!(error instanceof RolledBack)) throw error;
    });
  return plan!;
}

/**
 * The page (what its row_number() numbers): walked in index order on `table`, with no sort and
 * no table scan.
 */
function expectIndexWalk(plan: PlanNode, table: string): string[] {
  const page = nodes(plan).find((node) => node["Node Type"] === "WindowAgg");
  expect(page, JSON.stringify(plan)).toBeDefined();
  const under = nodes(page!);
  const kinds = under.map((node) => node["Node Type"]);
  expect(kinds, JSON.stringify(page)).not.toContain("Sort");
  expect(kinds, JSON.stringify(page)).not.toContain("Incremental Sort");
  expect(kinds, JSON.stringify(page)).not.toContain("Seq Scan");
  const walks = under.filter(
    (node) =>
      (node["Node Type"] === "Index Scan" || node["Node Type"] === "Index Only Scan") &&
      node["Relation Name"] === table,
  );
  expect(walks.length, JSON.stringify(page)).toBeGreaterThan(0);
  return walks.map((node) => node["Index Name"]!);
}

const AFTER: CatalogKey = {
  id: "cm0000000000000000000000",
  price: 120,
  ratingSum: 18,
  reviewCount: 4,
  bookingCount: 7,
  createdAt: new Date("2026-06-01T00:00:00.000Z"),
  rank: 0,
};

const LARGE: Probe = {
  whole: null,
  chosen: null,
  listed: 100_000,
  suspended: [],
  kinds: { exact: true, prefix: true },
  sample: [],
};

const query = (values: Record<string, string>): CatalogQuery => catalogQuerySchema.parse(values);

describe("the indexes behind every order of the catalogue, on PostgreSQL", () => {
  it.each(CATALOG_SORTS)(
    "browses %s through an index of Service, in a category too",
    async (sort) => {
      for (const category of [undefined, "design"]) {
        for (const after of [null, AFTER]) {
          const statement = browseStatement(
            query({ sort, ...(category ? { category } : {}) }),
            after,
          );
          expectIndexWalk(await explain(statement), "Service");
        }
      }
    },
  );

  it.each(CATALOG_SORTS)(
    "walks %s through an index of CatalogEntry for a large filtered list or search",
    async (sort) => {
      const plan = await planSearch(db(), "zephyr");
      for (const [words, values] of [
        [null, { sort, minPrice: "10", duration: "week" }],
        [plan, { sort, search: "zephyr" }],
        [plan, { sort, search: "zephyr", minRating: "4" }],
      ] as const) {
        for (const after of [null, AFTER]) {
          const statement = largeSearchStatement({
            plan: words,
            query: query(values),
            after,
            probe: LARGE,
            exactCategory: false,
          });
          expectIndexWalk(await explain(statement), "CatalogEntry");
        }
      }
    },
  );

  it("sees an order whose index is missing: its page is sorted", async () => {
    const statement = browseStatement(query({ sort: "newest" }), null);
    const plan = await explain(statement, Prisma.sql`DROP INDEX "Service_live_newest_idx"`);
    const page = nodes(plan).find((node) => node["Node Type"] === "WindowAgg")!;
    expect(nodes(page).map((node) => node["Node Type"])).toContain("Sort");
    // Rolled back: the index is there again.
    expectIndexWalk(await explain(statement), "Service");
  });

  it.each([
    [{ minPrice: "100", maxPrice: "300" }, "(price >= 100)"],
    [{ minRating: "4.5" }, '"ratingSum"'],
    [{ duration: "day" }, '"durationMs" <='],
  ])(
    "finds a small match of %o through its index: catalog_filtered inlined, its bounds constants",
    async (values, condition) => {
      const plan = await explain(searchStatement(null, query(values), null));
      const match = nodes(plan).find((node) => node["Subplan Name"] === "CTE m");
      expect(match, JSON.stringify(plan)).toBeDefined();
      const under = nodes(match!);
      expect(under.map((node) => node["Node Type"])).not.toContain("Seq Scan");
      expect(JSON.stringify(under)).not.toContain("catalog_filtered");
      const conditions = under
        .flatMap((node) => [node["Index Cond"], node["Recheck Cond"]])
        .filter(Boolean)
        .join(" ");
      expect(conditions, JSON.stringify(under)).toContain(condition);
    },
  );
});
