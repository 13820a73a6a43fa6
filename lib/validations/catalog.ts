import { z } from "zod";
import { SERVICE_CATEGORIES } from "@/lib/catalog/categories";

export const CATALOG_LIMIT = 50;

export const catalogQuerySchema = z.object({
  search: z.string().trim().max(100, "Search terms are limited to 100 characters").optional(),
  // "all" is the catalogue's chip for no filter.
  category: z
    .enum(["all", ...SERVICE_CATEGORIES], { message: "Unknown category" })
    .optional()
    .transform((value) => (value === "all" ? undefined : value)),
  // The public catalogue lists approved (active) services only.
  status: z
    .enum(["approved", "active"], { message: "Only approved services are listed" })
    .optional(),
  sort: z.enum(["relevance", "price_asc", "price_desc", "rating", "newest"]).default("relevance"),
  limit: z.coerce.number().int().min(1).max(CATALOG_LIMIT).default(CATALOG_LIMIT),
  cursor: z.string().max(40).optional(),
});

export const reviewSchema = z.object({
  rating: z.coerce
    .number({ message: "Please select a star rating" })
    .int("Please select a star rating")
    .min(1, "Please select a star rating")
    .max(5, "A rating is 1 to 5 stars"),
  comment: z.string().max(2000, "Reviews are limited to 2000 characters").optional(),
  bookingId: z.string().min(1).max(64).optional(),
});
