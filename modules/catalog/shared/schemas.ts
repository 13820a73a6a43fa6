// The catalogue as the API answers it (GET /api/v1/services and /services/:id).
import { z } from "zod";
import { serviceQuestionSchema } from "@/modules/services/shared/schemas";
import { SERVICE_STATUSES } from "@/modules/services/shared/validations-values";
import type {
  CatalogListing,
  ServiceCard,
  ServiceDetail,
} from "@/modules/catalog/shared/catalog-types";
import { SERVICE_CATEGORIES } from "@/modules/catalog/shared/categories";
import { coins, count, isoDateTime } from "@/lib/schemas/common";

const category = z.enum(SERVICE_CATEGORIES);

export const serviceCardSchema = z
  .object({
    id: z.string(),
    title: z.string(),
    description: z.string(),
    price: coins,
    category,
    organizationId: z.string(),
    organizationName: z.string(),
    organizationVerified: z.boolean(),
    rating: z
      .number()
      .nullable()
      .meta({ description: "Average of the reviews, one decimal; null before the first (new)." }),
    reviewCount: count,
    bookingCount: count,
    status: z.enum(SERVICE_STATUSES),
    features: z.array(z.string()),
    duration: z.string().nullable(),
    images: z.array(z.string()),
    createdAt: isoDateTime,
  })
  .meta({ id: "Service" }) satisfies z.ZodType<ServiceCard>;

export const catalogListingSchema = z
  .object({
    items: z.array(serviceCardSchema),
    nextCursor: z.string().nullable(),
    categories: z.array(z.object({ category, count: count })),
    total: count.meta({
      description:
        "Services matching the search and category; an estimate when totalIsEstimate is true.",
    }),
    totalIsEstimate: z.boolean().meta({
      description:
        "True when total and stats are estimated from a sample: the search matches more than 1,000 services (the exact count is then above 1,000, and total never reads less).",
    }),
    categoryCountsAreEstimates: z.boolean().meta({
      description:
        "True when the categories' counts are estimated from a sample (the search matches more than 1,000 services).",
    }),
    stats: z
      .object({
        count: count,
        totalBookings: count,
        averageRating: z.number().nullable(),
        minPrice: coins,
        maxPrice: coins,
        averagePrice: coins,
      })
      .nullable(),
    viewer: z.object({ balance: coins, activeServiceIds: z.array(z.string()) }).nullable(),
  })
  .meta({ id: "CatalogPage" }) satisfies z.ZodType<CatalogListing>;

export const serviceDetailSchema = serviceCardSchema
  .extend({
    reviews: z.array(
      z.object({
        id: z.string(),
        rating: z.number().int().min(1).max(5),
        comment: z.string().nullable(),
        authorName: z.string(),
        createdAt: isoDateTime,
        reply: z.string().nullable().meta({ description: "The organization's one public reply." }),
        repliedAt: isoDateTime.nullable(),
      }),
    ),
    questions: z.array(serviceQuestionSchema).meta({
      description:
        "What the organization asks when booking, in order: each required one must be answered (POST /api/v1/services/{id}/book, `answers`).",
    }),
  })
  .meta({ id: "ServiceDetail" }) satisfies z.ZodType<ServiceDetail>;
