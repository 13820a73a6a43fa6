import { describe, expect, it } from "vitest";
import type { CatalogResults, CatalogStats } from "@/modules/catalog/shared/catalog-types";
import { FIELDS, MATCH_KINDS, POPULARITY } from "@/modules/catalog/server/search/ranking";
import { classify, differences, REFERENCE_ORDER, type Reference } from "./catalog-reference";

const STATS: CatalogStats = {
  count: 8000,
  totalBookings: 200_000,
  averageRating: 4.4,
  minPrice: 50,
  maxPrice: 4500,
  averagePrice: 1000,
};

function reference(total: number, stats: CatalogStats = { ...STATS, count: total }): Reference {
  return { total, categories: [{ category: "health", count: total }], stats, ids: ["a", "b"] };
}

/** An answer flagged as estimated, with the reference's page. */
function estimated(
  total: number,
  stats: CatalogStats = { ...STATS, count: total },
): CatalogResults {
  const items = ["a", "b"].map((id) => ({ id }) as CatalogResults["items"][number]);
  return {
    items,
    nextCursor: null,
    categories: [{ category: "health", count: total }],
    total,
    totalIsEstimate: true,
    categoryCountsAreEstimates: true,
    stats,
  };
}

// One sampled hit stands for 500 services at a million (2,000 sampled).
const HIT = 500;

describe("the benchmark's check of estimated figures", () => {
  it("passes a sampling draw two standard deviations off (24 hits where 16 are expected)", () => {
    expect(differences(estimated(12_000), reference(7_922), HIT)).toBeNull();
  });

  it("fails an estimate off by a wrong scale: twice the exact count of a large match", () => {
    const found = differences(estimated(200_000), reference(100_000), HIT);
    expect(found).toContain("the estimated total is off by more than");
    expect(found).toContain("the estimated count of health is out of tolerance");
  });

  it("checks the statistics of a well-sampled match, and only their range below 30 hits", () => {
    const wrongAverage = { ...STATS, averagePrice: 2_000 };
    // 100,000 services: 200 expected hits, the average must hold.
    expect(differences(estimated(100_000, wrongAverage), reference(100_000), HIT)).toContain(
      "the estimated statistics are out of tolerance",
    );
    // 7,148 services: 14 expected hits, an average over them is rough but must stay in range.
    expect(differences(estimated(7_148, wrongAverage), reference(7_148), HIT)).toBeNull();
    const outOfRange = { ...STATS, minPrice: 10 };
    expect(differences(estimated(7_148, outOfRange), reference(7_148), HIT)).toContain(
      "the estimated statistics are out of tolerance",
    );
  });

  it("never accepts an estimated total at or below the exactly counted 1,000", () => {
    expect(differences(estimated(1_000), reference(1_000), 50)).toContain(
      "the estimated total is off by more than",
    );
  });
});

describe("the reference's statement of the relevance order", () => {
  it("is the engine's: the same kinds, fields and popularity, in the same order", () => {
    expect(REFERENCE_ORDER.kinds).toEqual(MATCH_KINDS);
    expect(REFERENCE_ORDER.fields).toBe(FIELDS.map((field) => field.weight).join(""));
    expect(REFERENCE_ORDER.popularity).toBe(
      POPULARITY.map(([key, desc]) => `l."${key}"${desc ? " DESC" : ""}`).join(", "),
    );
  });

  it("classifies a word by the index of its kind", () => {
    const kind = (name: (typeof MATCH_KINDS)[number]) => MATCH_KINDS.indexOf(name);
    expect(classify("paint", true, "paint")).toBe(kind("exact"));
    expect(classify("paint", true, "painting")).toBe(kind("prefix"));
    expect(classify("paint", false, "painting")).toBeNull();
    expect(classify("paint", true, "pain")).toBe(kind("typo1"));
    expect(classify("medtation", true, "meditation")).toBe(kind("typo1"));
    expect(classify("medtaton", true, "meditation")).toBeNull();
    expect(classify("photgarphy", true, "photography")).toBe(kind("typo2"));
  });
});
