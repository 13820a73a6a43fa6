import { z } from "zod";
import { SERVICE_CATEGORIES } from "@/modules/catalog/shared/categories";
import { cursorParam } from "@/lib/validations/cursor";
import {
  CATALOG_LIMIT,
  CATALOG_SORTS,
  DURATION_FILTERS,
  DURATION_UNKNOWN,
  MIN_RATING_INVALID,
  PRICE_BOUND_INVALID,
  PRICE_BOUNDS_REVERSED,
  PRICE_FILTER_MAX,
  RATING_SCALE,
  REVIEW_COMMENT_MAX,
  SELECT_A_RATING,
  SORT_UNKNOWN,
} from "./validations-values";

/**
 * A price bound as the query writes it: digits only, so "1.5", "-5", "1e3", "0x10" or an empty
 * value are refused rather than read as some other number.
 */
const priceBound = (description: string, example: number) =>
  z
    .string()
    .regex(/^\d{1,7}$/, PRICE_BOUND_INVALID)
    // On the text the query carries: the document's parameters describe what is sent.
    .meta({ description, examples: [String(example)] })
    .transform(Number)
    .pipe(z.number().max(PRICE_FILTER_MAX, PRICE_BOUND_INVALID))
    .optional();

export const catalogQuerySchema = z
  .object({
    search: z
      .string()
      .trim()
      .max(100, "Search terms are limited to 100 characters")
      .optional()
      .meta({
        description: "Words to look for in titles, descriptions and tags.",
        examples: ["logo design"],
      }),
    // "all" is the catalogue's chip for no filter.
    category: z
      .enum(["all", ...SERVICE_CATEGORIES], { message: "Unknown category" })
      .optional()
      .meta({ description: "One category, or all (the default).", examples: ["design"] })
      .transform((value) => (value === "all" ? undefined : value)),
    // The public catalogue lists approved (active) services only.
    status: z
      .enum(["approved", "active"], { message: "Only approved services are listed" })
      .optional()
      .meta({
        description:
          "The catalogue lists approved (active) services only; any other value is refused.",
        examples: ["active"],
      }),
    sort: z
      .enum(CATALOG_SORTS, { message: SORT_UNKNOWN })
      .default("relevance")
      .meta({
        description:
          "The order: relevance (a search's best matches first; browsing, the most booked), price_asc and price_desc (price low to high, high to low), rating (best rated first; services without reviews last), popular (most booked first), newest. Ties are broken by the id.",
        examples: ["price_asc"],
      }),
    minPrice: priceBound("Services priced at least this many coins.", 100),
    maxPrice: priceBound("Services priced at most this many coins.", 500),
    minRating: z
      .string()
      .regex(/^[1-5](\.\d)?$/, MIN_RATING_INVALID)
      .meta({
        description:
          "Services whose rating, as shown (the average of their reviews to one decimal), is at least this; services without reviews are left out.",
        examples: ["4.5"],
      })
      .transform(Number)
      .pipe(z.number().max(5, MIN_RATING_INVALID))
      .optional(),
    duration: z
      .enum(DURATION_FILTERS, { message: DURATION_UNKNOWN })
      .optional()
      .meta({
        description:
          'Services that take up to a day, a week or a month (30 days), or longer than a month, read from their duration ("2 weeks", "90 minutes"); services whose duration names no span of time ("Per session") are left out.',
        examples: ["week"],
      }),
    limit: z.coerce
      .number()
      .int()
      .min(1)
      .max(CATALOG_LIMIT)
      .default(CATALOG_LIMIT)
      .meta({ description: `Services a page, 1 to ${CATALOG_LIMIT}.`, examples: [12] }),
    cursor: cursorParam,
  })
  .refine(
    (query) =>
      query.minPrice === undefined ||
      query.maxPrice === undefined ||
      query.minPrice <= query.maxPrice,
    { message: PRICE_BOUNDS_REVERSED, path: ["minPrice"] },
  );
/** What a catalogue search asks for (the parsed query; `category` may be left out). */
export type CatalogQuery = Omit<z.output<typeof catalogQuerySchema>, "category"> & {
  category?: z.output<typeof catalogQuerySchema>["category"];
};

export const reviewSchema = z.object({
  // A JSON number only: true, "5" or [5] are refused, never coerced into a rating.
  rating: z
    .number({
      error: (issue) => (issue.input === undefined ? SELECT_A_RATING : RATING_SCALE),
    })
    .int(RATING_SCALE)
    .min(1, SELECT_A_RATING)
    .max(5, RATING_SCALE),
  comment: z
    .string()
    .max(REVIEW_COMMENT_MAX, `Reviews are limited to ${REVIEW_COMMENT_MAX} characters`)
    .optional(),
  bookingId: z.string().min(1).max(64).optional(),
});
export type ReviewInput = z.output<typeof reviewSchema>;
