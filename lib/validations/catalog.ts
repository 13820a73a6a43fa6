import { z } from "zod";
import { SERVICE_CATEGORIES } from "@/lib/catalog/categories";
import { cursorParam } from "./cursor";
import { CATALOG_LIMIT, REVIEW_COMMENT_MAX } from "./catalog-values";

export const catalogQuerySchema = z.object({
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
    .enum(["relevance", "price_asc", "price_desc", "rating", "newest"])
    .default("relevance")
    .meta({
      description: "The order: relevance to the search unless asked.",
      examples: ["price_asc"],
    }),
  limit: z.coerce
    .number()
    .int()
    .min(1)
    .max(CATALOG_LIMIT)
    .default(CATALOG_LIMIT)
    .meta({ description: `Services a page, 1 to ${CATALOG_LIMIT}.`, examples: [12] }),
  cursor: cursorParam,
});
/** What a catalogue search asks for (the parsed query; `category` may be left out). */
export type CatalogQuery = Omit<z.output<typeof catalogQuerySchema>, "category"> & {
  category?: z.output<typeof catalogQuerySchema>["category"];
};

export const SELECT_A_RATING = "Please select a star rating";
export const RATING_SCALE = "A rating is a whole number of stars from 1 to 5";

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
