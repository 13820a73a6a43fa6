// Plain values of the catalog validation (limits, sorts, filters), apart from its zod schemas so
// that screens can import them without bringing the schema library to the browser.

export const CATALOG_LIMIT = 50;
/** The longest review comment (the feedback form counts down to it). */
export const REVIEW_COMMENT_MAX = 2000;

/**
 * The catalogue's orders: relevance (a search's rank, then popularity; browsing's is
 * popularity), price low to high and high to low, best rated, most booked, newest.
 */
export const CATALOG_SORTS = [
  "relevance",
  "price_asc",
  "price_desc",
  "rating",
  "popular",
  "newest",
] as const;
export type CatalogSort = (typeof CATALOG_SORTS)[number];

/**
 * The duration filter's choices: up to a day, a week or a month (30 days), or over a month, as
 * lib/bookings/expiry.ts reads a service's duration text (the span its bookings are due in).
 */
export const DURATION_FILTERS = ["day", "week", "month", "longer"] as const;
export type DurationFilter = (typeof DURATION_FILTERS)[number];

/** The highest price bound a filter takes: a service's highest price. */
export const PRICE_FILTER_MAX = 1_000_000;

export const SORT_UNKNOWN = `sort is one of ${CATALOG_SORTS.join(", ")}`;
export const DURATION_UNKNOWN = `duration is one of ${DURATION_FILTERS.join(", ")}`;
export const PRICE_BOUND_INVALID = `minPrice and maxPrice are whole numbers of coins from 0 to ${PRICE_FILTER_MAX.toLocaleString("en-US")}`;
export const PRICE_BOUNDS_REVERSED = "minPrice cannot be more than maxPrice";
export const MIN_RATING_INVALID =
  "minRating is a number of stars from 1 to 5 with at most one decimal, such as 4 or 4.5";

/** docs/spec.md: a review without a rating ('Rating Required' / 'Please select a star rating'). */
export const SELECT_A_RATING = "Please select a star rating";
export const RATING_SCALE = "A rating is a whole number of stars from 1 to 5";
