// The bulk catalogue generator: deterministic for a seed, the requested size, valid and varied
// rows, about one organization per 50 services, and a command-line count that is checked.
import { describe, expect, it } from "vitest";
import { SERVICE_CATEGORIES } from "../../modules/catalog/shared/categories";
import {
  MAX_BULK_SERVICES,
  MAX_PRICE,
  MIN_PRICE,
  organizationCount,
  parseBulkCount,
  pgTextArrayLiteral,
  planBulkCatalogue,
  seedFromString,
  type BulkService,
} from "./bulk-services";

const NOW = new Date("2026-06-01T00:00:00Z");
const DAY_MS = 24 * 60 * 60 * 1000;

function servicesOf(count: number, seed = 7, runId = "test1"): BulkService[] {
  return [...planBulkCatalogue(count, { runId, seed, now: NOW }).services()];
}

describe("planBulkCatalogue", () => {
  it("is deterministic for a seed, and another seed gives another catalogue", () => {
    const a = planBulkCatalogue(300, { runId: "run1", seed: 42, now: NOW });
    const b = planBulkCatalogue(300, { runId: "run1", seed: 42, now: NOW });
    expect(b.organizations).toEqual(a.organizations);
    expect([...b.services()]).toEqual([...a.services()]);
    // Regenerating from the same plan gives the same services again.
    expect([...a.services()]).toEqual([...a.services()]);

    const other = [...planBulkCatalogue(300, { runId: "run1", seed: 43, now: NOW }).services()];
    const same = [...a.services()];
    const differing = other.filter((service, index) => service.title !== same[index]!.title);
    expect(differing.length).toBeGreaterThan(200);
  });

  it("derives the seed from the run id when none is given", () => {
    const plan = planBulkCatalogue(10, { runId: "abc123", now: NOW });
    expect(plan.seed).toBe(seedFromString("abc123"));
    expect([...plan.services()]).toEqual(servicesOf(10, seedFromString("abc123"), "abc123"));
  });

  it("makes exactly n services with unique ids, and about one organization per 50", () => {
    for (const count of [1, 49, 50, 51, 1234]) {
      const plan = planBulkCatalogue(count, { runId: "n", seed: 1, now: NOW });
      const services = [...plan.services()];
      expect(services).toHaveLength(count);
      expect(new Set(services.map((service) => service.id)).size).toBe(count);
      expect(plan.organizations).toHaveLength(Math.ceil(count / 50));
      expect(organizationCount(count)).toBe(Math.ceil(count / 50));
    }
  });

  it("gives every organization unique ids and emails, and at least one service", () => {
    const plan = planBulkCatalogue(5000, { runId: "orgs", seed: 3, now: NOW });
    const orgs = plan.organizations;
    expect(new Set(orgs.map((org) => org.organizationId)).size).toBe(orgs.length);
    expect(new Set(orgs.map((org) => org.userId)).size).toBe(orgs.length);
    expect(new Set(orgs.map((org) => org.email)).size).toBe(orgs.length);
    for (const [index, org] of orgs.entries()) {
      expect(org.email).toBe(`bulk-org-orgs-${index}@example.test`);
      expect(org.name.length).toBeGreaterThan(3);
      expect(org.description).toContain(org.name);
      expect(org.website).toMatch(/^https:\/\/[a-z0-9-]+\.example\.com$/);
    }
    const used = new Set([...plan.services()].map((service) => service.organizationId));
    expect(used.size).toBe(orgs.length);
    for (const org of orgs) expect(used.has(org.organizationId)).toBe(true);
  });

  it("writes valid rows: known categories, prices in range, durations, features, tags, dates", () => {
    const services = servicesOf(5000);
    for (const service of services) {
      expect(SERVICE_CATEGORIES).toContain(service.category);
      expect(Number.isInteger(service.price)).toBe(true);
      expect(service.price).toBeGreaterThanOrEqual(MIN_PRICE);
      expect(service.price).toBeLessThanOrEqual(MAX_PRICE);
      expect(service.duration).toMatch(
        /^(\d+ (minutes|hour|hours|day|days|week|weeks|month|months)|half a day)$/,
      );
      expect(service.features.length).toBeGreaterThanOrEqual(3);
      expect(service.features.length).toBeLessThanOrEqual(5);
      expect(new Set(service.features).size).toBe(service.features.length);
      expect(service.tags[0]).toBe(service.category);
      expect(service.images).toEqual([`/images/categories/${service.category}.svg`]);
      expect(service.title.length).toBeGreaterThan(5);
      expect(service.description.length).toBeGreaterThan(60);
      expect(service.createdAt.getTime()).toBeLessThanOrEqual(NOW.getTime());
      expect(service.createdAt.getTime()).toBeGreaterThan(NOW.getTime() - 366 * DAY_MS);
    }
  });

  it("varies the catalogue: every category, prices across the range, many distinct titles", () => {
    const services = servicesOf(5000);
    expect(new Set(services.map((service) => service.category))).toEqual(
      new Set(SERVICE_CATEGORIES),
    );
    const prices = services.map((service) => service.price);
    expect(Math.min(...prices)).toBeLessThan(50);
    expect(Math.max(...prices)).toBeGreaterThan(3000);
    expect(new Set(prices).size).toBeGreaterThan(100);
    expect(new Set(services.map((service) => service.title)).size).toBeGreaterThan(3000);
    expect(new Set(services.map((service) => service.duration)).size).toBeGreaterThan(10);
    // No title repeats a word back to back ("Quiz Night Night").
    for (const service of services) expect(service.title).not.toMatch(/\b(\w+) \1\b/i);
  });

  it("keeps review counters consistent, with some services reviewed and some not", () => {
    const services = servicesOf(5000);
    const reviewed = services.filter((service) => service.reviewCount > 0);
    expect(reviewed.length).toBeGreaterThan(1500);
    expect(reviewed.length).toBeLessThan(3500);
    for (const service of services) {
      expect(service.ratingSum).toBeGreaterThanOrEqual(service.reviewCount);
      expect(service.ratingSum).toBeLessThanOrEqual(5 * service.reviewCount);
      expect(service.bookingCount).toBeGreaterThanOrEqual(service.reviewCount);
    }
    const averages = reviewed.map((service) => service.ratingSum / service.reviewCount);
    expect(new Set(averages.map((average) => average.toFixed(1))).size).toBeGreaterThan(15);
  });

  it("refuses a count outside 1..1,000,000 and a run id that would not fit ids and emails", () => {
    for (const count of [0, -1, 1.5, MAX_BULK_SERVICES + 1, Number.NaN]) {
      expect(() => planBulkCatalogue(count, { runId: "x" })).toThrow(RangeError);
    }
    for (const runId of ["", "UPPER", "with-dash", "a".repeat(17)]) {
      expect(() => planBulkCatalogue(1, { runId })).toThrow(RangeError);
    }
  });
});

describe("parseBulkCount", () => {
  it("accepts whole numbers from 1 to 1,000,000", () => {
    expect(parseBulkCount("1")).toBe(1);
    expect(parseBulkCount(" 100000 ")).toBe(100_000);
    expect(parseBulkCount("1000000")).toBe(1_000_000);
  });

  it("explains what is wrong with anything else", () => {
    expect(parseBulkCount(undefined)).toBe("missing the number of services");
    expect(parseBulkCount("")).toBe("missing the number of services");
    expect(parseBulkCount("0")).toBe("the number of services must be at least 1");
    expect(parseBulkCount("1000001")).toBe("1,000,001 is more than the limit of 1,000,000");
    for (const raw of ["-5", "1.5", "1e5", "abc", "10k"]) {
      expect(parseBulkCount(raw)).toBe(`"${raw}" is not a positive whole number`);
    }
  });
});

describe("pgTextArrayLiteral", () => {
  it("quotes every element, escaping quotes and backslashes", () => {
    expect(pgTextArrayLiteral([])).toBe("{}");
    expect(pgTextArrayLiteral(["a", "b c"])).toBe('{"a","b c"}');
    expect(pgTextArrayLiteral(['say "hi"', "back\\slash", "{x,y}"])).toBe(
      '{"say \\"hi\\"","back\\\\slash","{x,y}"}',
    );
  });
});
