// The words of the catalogue's sort and filters: each choice's label, and one line naming the
// filters in force (under the statistics, which are the filtered list's).
import { formatCount } from "@/lib/format/coins";
import type { CatalogSort, DurationFilter } from "@/modules/catalog/shared/validations-values";
import type { CatalogFilters } from "./catalog-filters";

export const SORT_LABELS: [CatalogSort, string][] = [
  ["relevance", "Relevance"],
  ["price_asc", "Price: low to high"],
  ["price_desc", "Price: high to low"],
  ["rating", "Best rated"],
  ["popular", "Most booked"],
  ["newest", "Newest"],
];

export const DURATION_LABELS: [DurationFilter, string][] = [
  ["day", "Up to 1 day"],
  ["week", "Up to 1 week"],
  ["month", "Up to 1 month"],
  ["longer", "Over a month"],
];

/** The least ratings offered; the URL may carry another (4.2), shown as its own choice. */
export const RATING_CHOICES = [4.5, 4, 3.5, 3] as const;

/** "4.5 & up". */
export function ratingLabel(stars: number): string {
  return `${stars.toFixed(1)} & up`;
}

/** "100 – 500 coins", "100 coins or more", "Up to 500 coins"; null without a price filter. */
function priceRangeWords(minPrice: number | null, maxPrice: number | null): string | null {
  if (minPrice !== null && maxPrice !== null) {
    return minPrice === maxPrice
      ? `${formatCount(minPrice)} coins`
      : `${formatCount(minPrice)} – ${formatCount(maxPrice)} coins`;
  }
  if (minPrice !== null) return `${formatCount(minPrice)} coins or more`;
  if (maxPrice !== null) return `Up to ${formatCount(maxPrice)} coins`;
  return null;
}

/** The price, rating and duration filters in force, "·" apart; null when none is. */
export function filterSummary(filters: CatalogFilters): string | null {
  const duration = DURATION_LABELS.find(([value]) => value === filters.duration)?.[1];
  const parts = [
    priceRangeWords(filters.minPrice, filters.maxPrice),
    filters.minRating === null ? null : `Rated ${ratingLabel(filters.minRating)}`,
    duration ?? null,
  ].filter((part): part is string => part !== null);
  return parts.length ? parts.join(" · ") : null;
}
