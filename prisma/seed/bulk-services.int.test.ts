// The bulk catalogue on PostgreSQL: what insertBulkCatalogue writes is exactly the plan, the
// catalogue search and GET /api/v1/services find it (words, typos, categories, sorting, paging),
// a failed run leaves nothing behind, and no coin moved.
import { beforeAll, describe, expect, it } from "vitest";
import { GET as list } from "@/app/api/v1/services/route";
import type { CatalogListing } from "@/modules/catalog/shared/catalog-types";
import { averageRating, SERVICE_CATEGORIES } from "@/modules/catalog/shared/categories";
import { searchServices } from "@/modules/catalog/server/search-services";
import { db } from "@/lib/server/db/client";
import { checkLedgerInvariants } from "@/lib/server/ledger/invariants";
import { call } from "@/test/integration/http";
import { insertBulkCatalogue, planBulkCatalogue, type BulkService } from "./bulk-services";

const COUNT = 500;
const plan = planBulkCatalogue(COUNT, { runId: "int1", seed: 2024 });
const services: BulkService[] = [...plan.services()];

function browse(query: string) {
  return call<CatalogListing>(list, `/api/v1/services${query}`);
}

/** Removes one inner letter: "photography" -> "photgraphy". */
function typo(word: string): string {
  const at = Math.floor(word.length / 2);
  return word.slice(0, at) + word.slice(at + 1);
}

beforeAll(async () => {
  // Small batches, so the multi-row INSERT runs several times.
  const result = await insertBulkCatalogue(db(), plan, { batchSize: 120 });
  expect(result).toEqual({ organizations: 10, services: COUNT });
});

describe("insertBulkCatalogue", () => {
  it("writes the plan exactly: services, organizations and their accounts", async () => {
    const rows = await db().service.findMany({ where: { id: { startsWith: "bulk_int1_" } } });
    expect(rows).toHaveLength(COUNT);
    const byId = new Map(rows.map((row) => [row.id, row]));
    for (const service of services) {
      expect(byId.get(service.id)).toMatchObject({ ...service, status: "active", deletedAt: null });
    }
    const orgs = await db().user.findMany({
      where: { email: { startsWith: "bulk-org-int1-" } },
      include: { organization: true },
    });
    expect(orgs).toHaveLength(plan.organizations.length);
    for (const org of orgs) {
      expect(org.role).toBe("org");
      expect(org.passwordHash).toBeNull();
      expect(org.emailVerified).not.toBeNull();
      expect(org.organization).not.toBeNull();
    }
  });

  it("moves no coins: no bookings, reviews or transfers, and the ledger's invariants hold", async () => {
    expect(await db().booking.count()).toBe(0);
    expect(await db().review.count()).toBe(0);
    expect(await db().ledgerTransfer.count()).toBe(0);
    const health = await checkLedgerInvariants(db());
    expect(health.problems).toEqual([]);
    expect(health.ok).toBe(true);
  });

  it("adds up across runs, and a failed run leaves nothing behind", async () => {
    const second = planBulkCatalogue(40, { runId: "int2", seed: 1 });
    await insertBulkCatalogue(db(), second);
    expect(await db().service.count()).toBe(COUNT + 40);
    // The same plan again collides on its emails: the whole run rolls back.
    await expect(insertBulkCatalogue(db(), second)).rejects.toThrow();
    expect(await db().service.count()).toBe(COUNT + 40);
    expect(await db().organizationProfile.count()).toBe(plan.organizations.length + 1);
    await db().service.deleteMany({ where: { id: { startsWith: "bulk_int2_" } } });
    await db().organizationProfile.deleteMany({ where: { id: { startsWith: "bulk_int2_" } } });
    await db().user.deleteMany({ where: { id: { startsWith: "bulk_int2_" } } });
  });
});

describe("the bulk catalogue in search", () => {
  it("lists every service with category counts and statistics that match the plan", async () => {
    const page = await searchServices({ sort: "relevance", limit: 50 });
    expect(page.total).toBe(COUNT);
    expect(page.items).toHaveLength(50);
    const expected = SERVICE_CATEGORIES.map((category) => ({
      category,
      count: services.filter((service) => service.category === category).length,
    })).filter((entry) => entry.count > 0);
    expect(page.categories).toEqual(expected);
    const prices = services.map((service) => service.price);
    expect(page.stats).toMatchObject({
      count: COUNT,
      minPrice: Math.min(...prices),
      maxPrice: Math.max(...prices),
      totalBookings: services.reduce((sum, service) => sum + service.bookingCount, 0),
    });
  });

  it("finds services by an exact word and by the word with a typo, over HTTP too", async () => {
    // The most common subject word of the titles, e.g. "design".
    const counts = new Map<string, number>();
    for (const service of services) {
      for (const word of service.title.toLowerCase().match(/[a-z]{6,}/g) ?? []) {
        counts.set(word, (counts.get(word) ?? 0) + 1);
      }
    }
    const [word] = [...counts].sort((a, b) => b[1] - a[1])[0]!;
    const withWord = services.filter((service) => service.title.toLowerCase().includes(word));

    const exact = await browse(`?search=${word}&limit=50`);
    expect(exact.status).toBe(200);
    expect(exact.body.data!.total).toBeGreaterThanOrEqual(withWord.length);
    // Relevance puts the title matches first.
    const firstIds = exact.body.data!.items.map((item) => item.id);
    expect(
      firstIds
        .slice(0, Math.min(50, withWord.length))
        .every((id) => withWord.some((s) => s.id === id)),
    ).toBe(true);

    const fuzzy = await searchServices({ search: typo(word), sort: "relevance", limit: 50 });
    expect(fuzzy.total).toBeGreaterThanOrEqual(withWord.length);
    const fuzzyIds = new Set(fuzzy.items.map((item) => item.id));
    expect(firstIds.filter((id) => fuzzyIds.has(id)).length).toBeGreaterThan(0);
  });

  it("filters by category, sorts by price and rating, and pages with the cursor", async () => {
    const category = services[0]!.category;
    const inCategory = services.filter((service) => service.category === category);
    const filtered = await browse(`?category=${category}&sort=price_asc&limit=50`);
    expect(filtered.status).toBe(200);
    const page = filtered.body.data!;
    expect(page.total).toBe(inCategory.length);
    expect(page.items.every((item) => item.category === category)).toBe(true);
    const prices = page.items.map((item) => item.price);
    expect(prices).toEqual([...prices].sort((a, b) => a - b));
    expect(prices[0]).toBe(Math.min(...inCategory.map((service) => service.price)));

    const rated = (await browse("?sort=rating&limit=50")).body.data!.items;
    // Unrated services (null) sort after every rated one.
    const ratings = rated.map((item) => item.rating ?? 0);
    expect(ratings).toEqual([...ratings].sort((a, b) => b - a));
    const best = Math.max(...services.map((s) => averageRating(s.ratingSum, s.reviewCount) ?? 0));
    expect(ratings[0]).toBe(best);

    const first = (await browse("?sort=price_asc&limit=50")).body.data!;
    expect(first.nextCursor).not.toBeNull();
    const second = (await browse(`?sort=price_asc&limit=50&cursor=${first.nextCursor}`)).body.data!;
    expect(second.items).toHaveLength(50);
    const firstIds = new Set(first.items.map((item) => item.id));
    expect(second.items.some((item) => firstIds.has(item.id))).toBe(false);
    expect(second.items[0]!.price).toBeGreaterThanOrEqual(first.items.at(-1)!.price);
  });
});
