// A service as the admin's services screen shows it: docs/spec.md's admin service record (id, title,
// description, price, category, orgName, orgId, status, bookings, dateCreated), the admin's last
// note, and an edit of a live service waiting for review with what it changes. It also carries
// everything the catalogue shows a customer (duration, rating, the proposed fields of an edit),
// so the admin previews a service exactly as it will be listed before deciding on it.
import { z } from "zod";
import { CUSTOMER_FACING_FIELDS } from "@/modules/services/shared/validations";
import { SERVICE_STATUSES } from "@/modules/services/shared/validations-values";
import { count, isoDateTime, pageOf } from "@/lib/schemas/common";
import { serviceFieldsSchema, serviceQuestionSchema } from "./schemas";

const fieldValue = z.union([
  z.string(),
  z.number(),
  z.array(z.string()),
  z.array(serviceQuestionSchema),
]);

const serviceFieldDiffSchema = z.object({
  field: z.enum(CUSTOMER_FACING_FIELDS),
  /** The live value, and the one the organization proposes. */
  before: fieldValue,
  after: fieldValue,
});
export type ServiceFieldDiff = z.output<typeof serviceFieldDiffSchema>;

export const adminServiceSchema = serviceFieldsSchema
  .extend({
    id: z.string(),
    orgName: z.string(),
    orgId: z.string(),
    /** Whether our team has verified the organization (customers see a marker when not). */
    orgVerified: z.boolean(),
    status: z.enum(SERVICE_STATUSES),
    duration: z.string().nullable(),
    /** Words the catalogue search finds the service by (not shown on its card). */
    tags: z.array(z.string()),
    /** As the catalogue shows it: null until someone reviews it (a new service). */
    rating: z.number().nullable(),
    reviewCount: count,
    /** Bookings ever made, and those still active (a delete waits for them). */
    bookings: count,
    activeBookings: count,
    dateCreated: isoDateTime,
    /** What the admin asked to change, or why the service was rejected. */
    moderationNote: z.string().nullable(),
    /** An edit of the live service waiting for review, field by field. */
    pendingChange: z
      .object({
        id: z.string(),
        submittedAt: isoDateTime,
        changes: z.array(serviceFieldDiffSchema),
        /** Every customer-facing field as it would be once approved: the edit's preview. */
        proposed: serviceFieldsSchema,
      })
      .nullable(),
  })
  .meta({ id: "AdminService", description: "A service as the admin's services screen shows it." });
export type AdminServiceView = z.output<typeof adminServiceSchema>;

export const adminServicePageSchema = pageOf(adminServiceSchema);
export type AdminServicePage = z.output<typeof adminServicePageSchema>;
