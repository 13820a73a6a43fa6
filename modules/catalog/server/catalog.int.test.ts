// The catalogue over HTTP on PostgreSQL, on the demo marketplace: search (typos too), category
// counts, statistics, sorting, paging, what a signed-in user sees, and service details.
import { beforeAll, describe, expect, it, vi } from "vitest";
import { GET as detail } from "@/app/api/v1/services/[id]/route";
import { GET as list } from "@/app/api/v1/services/route";
import { POST as book } from "@/app/api/v1/services/[id]/book/route";
import { db } from "@/lib/server/db/client";
import { DEMO_SERVICES, DEMO_SHOWCASES } from "@/prisma/seed/demo-data";
import { seedDemo } from "@/prisma/seed/seed-demo";
import { signedIn } from "@/test/integration/accounts";
import { call } from "@/test/integration/http";
import { fund } from "@/test/integration/marketplace";
import type { CatalogListing, ServiceCard } from "@/modules/catalog/shared/catalog-types";

type Listing = CatalogListing;

const LIVE = DEMO_SERVICES.length + 3 * DEMO_SHOWCASES.length;

function browse(query = "", bearer?: string) {
  return call<Listing>(list, `/api/v1/services${query}`, { bearer });
}

beforeAll(async () => {
  vi.spyOn(console, "log").mockImplementation(() => undefined);
  await seedDemo(db());
  // Neither a hidden nor a deleted service is ever listed.
  const any = await db().service.findFirstOrThrow({ where: { showcasePageId: null } });
  await db().service.create({
    data: {
      organizationId: any.organizationId,
      title: "Hidden design draft",
      description: "pending",
      price: 5,
      category: "design",
      status: "pending",
    },
  });
  await db().service.create({
    data: {
      organizationId: any.organizationId,
      title: "Deleted design offer",
      description: "gone",
      price: 5,
      category: "design",
      status: "active",
      deletedAt: new Date(),
    },
  });
});

describe("GET /api/v1/services", () => {
  it("lists every live service, with category counts that add up and statistics of the list", async () => {
    const { status, body } = await browse();
    expect(status).toBe(200);
    const page = body.data!;
    expect(page.total).toBe(LIVE);
    expect(page.items).toHaveLength(Math.min(LIVE, 50));
    expect(page.categories.reduce((sum, entry) => sum + entry.count, 0)).toBe(LIVE);
    expect(page.items.every((item) => item.status === "active")).toBe(true);
    expect(page.items.map((item) => item.title)).not.toContain("Hidden design draft");
    expect(page.items.map((item) => item.title)).not.toContain("Deleted design offer");
    const prices = [
      ...DEMO_SERVICES.map((s) => s.price),
      ...DEMO_SHOWCASES.flatMap((p) => p.options.map((o) => o.price)),
    ];
    expect(page.stats).toMatchObject({
      count: LIVE,
      minPrice: Math.min(...prices),
      maxPrice: Math.max(...prices),
      averagePrice: Math.round(prices.reduce((a, b) => a + b, 0) / prices.length),
    });
    expect(page.viewer).toBeNull();
  });

  it("finds services by a word, and by a word with a typo", async () => {
    const exact = (await browse("?search=design")).body.data!;
    expect(exact.total).toBeGreaterThan(0);
    const designTitles = exact.items
      .filter((item) => /design/i.test(item.title))
      .map((item) => item.id);
    expect(designTitles.length).toBeGreaterThan(0);
    const typo = (await browse("?search=desgn")).body.data!;
    expect(typo.items.map((item) => item.id)).toEqual(expect.arrayContaining(designTitles));
    const none = (await browse("?search=qqzzxxyy")).body.data!;
    expect(none).toMatchObject({ total: 0, items: [], stats: null, categories: [] });
  });

  it("filters by category while the chips keep counting every category of the search", async () => {
    const all = (await browse()).body.data!;
    const technology = all.categories.find((entry) => entry.category === "technology")!;
    const filtered = (await browse("?category=technology")).body.data!;
    expect(filtered.total).toBe(technology.count);
    expect(filtered.items.every((item) => item.category === "technology")).toBe(true);
    expect(filtered.categories).toEqual(all.categories);
    expect((await browse("?category=all")).body.data!.total).toBe(LIVE);
  });

  it("sorts by price and pages with a cursor without repeating or losing a service", async () => {
    const cheapest = (await browse("?sort=price_asc&limit=50")).body.data!.items.map(
      (item) => item.price,
    );
    expect(cheapest).toEqual([...cheapest].sort((a, b) => a - b));
    const seen: string[] = [];
    let cursor: string | null = null;
    do {
      const query: string = `?limit=10${cursor ? `&cursor=${cursor}` : ""}`;
      const page: Listing = (await browse(query)).body.data!;
      seen.push(...page.items.map((item: ServiceCard) => item.id));
      cursor = page.nextCursor;
    } while (cursor);
    expect(seen).toHaveLength(LIVE);
    expect(new Set(seen).size).toBe(LIVE);
  });

  it("sorts by rating with every unrated service, shown as new (null), after the rated ones", async () => {
    // Browsing and a search, each read in pages of 7 through the cursor: the SQL order and the
    // keyset's condition must agree on where an unrated service goes.
    for (const query of ["?sort=rating&limit=7", "?search=design&sort=rating&limit=7"]) {
      const items: ServiceCard[] = [];
      let cursor: string | null = null;
      do {
        const next: string = cursor ? `${query}&cursor=${encodeURIComponent(cursor)}` : query;
        const page: Listing = (await browse(next)).body.data!;
        items.push(...page.items);
        cursor = page.nextCursor;
      } while (cursor);
      const unrated = items.filter((item) => item.reviewCount === 0);
      expect(unrated.length, query).toBeGreaterThan(0);
      expect(unrated.every((item) => item.rating === null)).toBe(true);
      const firstUnrated = items.findIndex((item) => item.rating === null);
      expect(firstUnrated, query).toBeGreaterThan(0);
      expect(
        items.slice(firstUnrated).every((item) => item.rating === null),
        query,
      ).toBe(true);
      const ratings = items.slice(0, firstUnrated).map((item) => item.rating ?? 0);
      expect(ratings).toEqual([...ratings].sort((a, b) => b - a));
      // Browsing meets rated services below the 4.5 unrated ones used to sort as.
      if (!query.includes("search")) expect(Math.min(...ratings)).toBeLessThan(4.5);
      expect(new Set(items.map((item) => item.id)).size).toBe(items.length);
    }
  });

  it("refuses bad queries with 422 rather than guessing", async () => {
    for (const query of ["?category=cooking", "?limit=51", "?status=pending", "?sort=cheapest"]) {
      expect((await browse(query)).status).toBe(422);
    }
    expect((await browse("?cursor=not-a-cursor")).status).toBe(400);
  });

  it("tells a signed-in user their balance and the services they hold an active booking of", async () => {
    const { user, token } = await signedIn("user");
    await fund(user.id, 500);
    const target = (await browse("?sort=price_asc&limit=1")).body.data!.items[0]!;
    expect(
      (
        await call(book, `/api/v1/services/${target.id}/book`, {
          method: "POST",
          bearer: token,
          params: { id: target.id },
        })
      ).status,
    ).toBe(201);
    const viewer = (await browse("", token)).body.data!.viewer;
    expect(viewer).toEqual({ balance: 500 - target.price, activeServiceIds: [target.id] });
  });
});

describe("GET /api/v1/services/:id", () => {
  it("answers a service with its latest reviews, authors shortened", async () => {
    const reviewed = await db().service.findFirstOrThrow({ where: { reviewCount: { gt: 0 } } });
    const { status, body } = await call<
      ServiceCard & { reviews: { rating: number; authorName: string }[] }
    >(detail, `/api/v1/services/${reviewed.id}`, { params: { id: reviewed.id } });
    expect(status).toBe(200);
    expect(body.data?.reviews.length).toBe(Math.min(10, reviewed.reviewCount));
    expect(body.data?.rating).toBe(
      Math.round((reviewed.ratingSum / reviewed.reviewCount) * 10) / 10,
    );
    for (const review of body.data!.reviews) expect(review.authorName).toMatch(/^\S+( \S\.)?$/);
  });

  it("answers 404 for unknown and for hidden services", async () => {
    const hidden = await db().service.findFirstOrThrow({ where: { status: "pending" } });
    expect(
      (await call(detail, `/api/v1/services/${hidden.id}`, { params: { id: hidden.id } })).status,
    ).toBe(404);
    expect((await call(detail, "/api/v1/services/nope", { params: { id: "nope" } })).status).toBe(
      404,
    );
  });
});
