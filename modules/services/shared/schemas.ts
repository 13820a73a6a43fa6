// An organization's services as it manages them, and as admins review them.
import { z } from "zod";
import { SERVICE_CATEGORIES } from "@/modules/catalog/shared/categories";
import { QUESTION_KINDS, SERVICE_STATUSES } from "@/modules/services/shared/validations-values";
import { coins, count, isoDateTime, pageOf } from "@/lib/schemas/common";

/** A question the organization asks the customer at booking (the service's brief). */
export const serviceQuestionSchema = z
  .object({
    id: z.string(),
    prompt: z.string(),
    required: z.boolean().meta({ description: "A booking without an answer to it is refused." }),
    kind: z.enum(QUESTION_KINDS).meta({
      description: "text: a written answer; file: an uploaded attachment's path.",
    }),
  })
  .meta({ id: "ServiceQuestion" });
export type ServiceQuestion = z.output<typeof serviceQuestionSchema>;

/**
 * A service's stored questions (a JSON column the database does not check), read through the
 * schema: a malformed entry is left out rather than failing every view of the service.
 */
export function readQuestions(raw: unknown): ServiceQuestion[] {
  if (!Array.isArray(raw)) return [];
  return raw.flatMap((entry) => {
    const question = serviceQuestionSchema.safeParse(entry);
    return question.success ? [question.data] : [];
  });
}

/** The customer-facing fields of a service: what a pending change proposes. */
export const serviceFieldsSchema = z.object({
  title: z.string(),
  description: z.string(),
  price: coins,
  category: z.enum(SERVICE_CATEGORIES),
  features: z.array(z.string()),
  images: z.array(z.string()),
  /** Asked at booking, in this order; at most 5. */
  questions: z.array(serviceQuestionSchema),
});
export type ServiceFields = z.output<typeof serviceFieldsSchema>;

const serviceChangeSchema = z
  .object({
    id: z.string(),
    status: z.enum(["pending", "changes_requested", "approved", "rejected", "withdrawn"]),
    proposed: serviceFieldsSchema,
    /** The fields that differ from the live service. */
    changedFields: z.array(z.string()),
    note: z.string().nullable(),
    createdAt: isoDateTime,
    decidedAt: isoDateTime.nullable(),
  })
  .meta({ id: "ServiceChange", description: "An edit of a live service waiting for an admin." });
export type ServiceChangeView = z.output<typeof serviceChangeSchema>;

export const orgServiceSchema = serviceFieldsSchema
  .extend({
    id: z.string(),
    organizationId: z.string(),
    organizationName: z.string(),
    status: z.enum(SERVICE_STATUSES),
    duration: z.string().nullable(),
    tags: z.array(z.string()),
    /** What the admin asked to change, or why the service was rejected. */
    moderationNote: z.string().nullable(),
    bookingCount: count,
    activeBookings: count,
    rating: z
      .number()
      .nullable()
      .meta({ description: "Average of the reviews, one decimal; null before the first (new)." }),
    reviewCount: count,
    createdAt: isoDateTime,
    updatedAt: isoDateTime,
    submittedAt: isoDateTime.nullable(),
    approvedAt: isoDateTime.nullable(),
    /** An edit of the live service's customer-facing fields, open while an admin decides. */
    pendingChange: serviceChangeSchema.nullable(),
  })
  .meta({ id: "OrgService", description: "A service as its organization and admins see it." });
export type OrgServiceView = z.output<typeof orgServiceSchema>;

export const orgServicePageSchema = pageOf(orgServiceSchema);
