// What the admin's services screen asks for (docs/spec.md "Admin services"): a search of service
// titles and organization names, a category (or all), a status (or all, or live services with an
// edit waiting for review), and a cursor page, newest first.
import { z } from "zod";
import { cursorParam } from "@/lib/validations/cursor";
import {
  ADMIN_SERVICE_STATUSES,
  ADMIN_SERVICE_CATEGORIES,
  ADMIN_SERVICE_SEARCH_MAX,
  ADMIN_SERVICE_PAGE_MAX,
} from "./admin-validations-values";
const adminServiceFiltersSchema = z.object({
  search: z
    .string()
    .trim()
    .max(
      ADMIN_SERVICE_SEARCH_MAX,
      `The search is limited to ${ADMIN_SERVICE_SEARCH_MAX} characters`,
    )
    .optional()
    .meta({ description: "Part of a title or an organization's name.", examples: ["audit"] })
    .transform((search) => search || undefined),
  category: z
    .enum(ADMIN_SERVICE_CATEGORIES, {
      error: `Category is one of ${ADMIN_SERVICE_CATEGORIES.join(", ")}`,
    })
    .default("all")
    .meta({ description: "One category, or all.", examples: ["technology"] }),
  status: z
    .enum(ADMIN_SERVICE_STATUSES, {
      error: `Status is one of ${ADMIN_SERVICE_STATUSES.join(", ")}`,
    })
    .default("all")
    .meta({
      description: "Services of one status, those with an edit waiting (pending_change), or all.",
      examples: ["pending"],
    }),
});
export type AdminServiceFilters = z.output<typeof adminServiceFiltersSchema>;

export const adminServiceQuery = adminServiceFiltersSchema.extend({
  limit: z.coerce
    .number({ error: "The limit is a whole number" })
    .int("The limit is a whole number")
    .min(1, "The limit is at least 1")
    .max(ADMIN_SERVICE_PAGE_MAX, `The limit is at most ${ADMIN_SERVICE_PAGE_MAX}`)
    .default(20)
    .meta({
      description: `Services a page, 1 to ${ADMIN_SERVICE_PAGE_MAX}; 20 unless asked.`,
      examples: [20],
    }),
  cursor: cursorParam,
});
export type AdminServiceQuery = z.output<typeof adminServiceQuery>;
