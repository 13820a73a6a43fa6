// Disputes as the API answers them: on a booking (its customer's and its organization's view),
// and the admin's queue, figures and case file.
import { z } from "zod";
import {
  BOOKING_STATUSES,
  DISPUTE_OUTCOMES,
  DISPUTE_REASONS,
  DISPUTE_RESOLVERS,
  DISPUTE_STATUSES,
  type DisputeView,
} from "@/lib/bookings/booking-types";
import { cancelRequestSchema, deliverySchema } from "./booking-steps";
import { coins, count, isoDateTime, pageOf } from "./common";

const files = z.array(z.string()).meta({ description: "Site paths of the attached files." });

const disputeStatusSchema = z.enum(DISPUTE_STATUSES).meta({
  description:
    "awaiting_organization: the organization answers by respondBy; awaiting_customer: it offered coins back, the customer accepts or asks an admin by respondBy; awaiting_admin: an admin decides (an offer made can still be accepted); resolved: final.",
});

export const disputeSchema = z
  .object({
    id: z.string(),
    status: disputeStatusSchema,
    reason: z.enum(DISPUTE_REASONS),
    statement: z.string().meta({ description: "What the customer says is wrong." }),
    files,
    createdAt: isoDateTime,
    respondBy: isoDateTime.nullable().meta({
      description:
        "Until when the side it waits for may answer; past it, an admin decides. Null while an admin decides and once resolved.",
    }),
    orgStatement: z.string().nullable(),
    orgFiles: files,
    orgRespondedAt: isoDateTime.nullable(),
    offerCoins: coins.nullable().meta({
      description:
        "Coins the organization offered back (1 to the price; the price is a full refund).",
    }),
    offeredAt: isoDateTime.nullable(),
    escalatedAt: isoDateTime.nullable().meta({ description: "When it went to an admin." }),
    outcome: z.enum(DISPUTE_OUTCOMES).nullable().meta({
      description:
        "release: every coin to the organization (less the commission); refund: every coin back to the customer; split: refundCoins back, the rest to the organization less the commission on that rest.",
    }),
    refundCoins: coins.nullable().meta({ description: "Coins the outcome gave back." }),
    resolvedBy: z.enum(DISPUTE_RESOLVERS).nullable().meta({
      description:
        "admin: an admin decided; offer: the customer accepted the organization's offer; customer: the customer withdrew.",
    }),
    decisionNote: z.string().nullable().meta({ description: "The admin's reasons." }),
    resolvedAt: isoDateTime.nullable(),
  })
  .meta({ id: "Dispute" }) satisfies z.ZodType<DisputeView>;

const party = z.object({ id: z.string(), name: z.string() });

const adminDisputeSchema = z
  .object({
    id: z.string(),
    bookingId: z.string(),
    bookingReference: z.string(),
    serviceTitle: z.string(),
    organization: party,
    customer: party,
    totalAmount: coins,
    reason: z.enum(DISPUTE_REASONS),
    status: disputeStatusSchema,
    offerCoins: coins.nullable(),
    createdAt: isoDateTime,
    respondBy: isoDateTime.nullable(),
    escalatedAt: isoDateTime.nullable(),
    outcome: z.enum(DISPUTE_OUTCOMES).nullable(),
    refundCoins: coins.nullable(),
    resolvedAt: isoDateTime.nullable(),
  })
  .meta({ id: "AdminDispute", description: "A dispute in the admin's queue." });
export type AdminDispute = z.output<typeof adminDisputeSchema>;

export const adminDisputePageSchema = pageOf(adminDisputeSchema).meta({ id: "AdminDisputePage" });
export type AdminDisputePage = z.output<typeof adminDisputePageSchema>;

export const adminDisputeSummarySchema = z
  .object({
    awaitingAdmin: count.meta({ description: "Disputes an admin decides now." }),
    awaitingOrganization: count,
    awaitingCustomer: count,
    resolved: count,
    open: count.meta({ description: "Every dispute not resolved." }),
    coinsInDispute: coins.meta({ description: "Escrowed coins of the open disputes." }),
  })
  .meta({ id: "AdminDisputeSummary" });
export type AdminDisputeSummary = z.output<typeof adminDisputeSummarySchema>;

const history = z.object({
  disputes: count.meta({ description: "Other disputes (this one left out)." }),
  lost: count.meta({
    description:
      "Of those, lost: for a customer, released in full to the organization; for an organization, refunded in full.",
  }),
  split: count.meta({ description: "Of those, split between the two." }),
});

export const adminDisputeDetailSchema = z
  .object({
    dispute: disputeSchema,
    booking: z.object({
      id: z.string(),
      reference: z.string(),
      status: z.enum(BOOKING_STATUSES),
      totalAmount: coins,
      commissionBps: z.number().int().min(0).max(10_000),
      commissionCoins: coins.meta({
        description:
          "The commission fixed when booked, on the whole price; once a split or an accepted partial offer completed it, the commission taken on the organization's part.",
      }),
      createdAt: isoDateTime,
      dueAt: isoDateTime,
      delivery: deliverySchema.nullable(),
      cancelRequest: cancelRequestSchema.nullable(),
    }),
    service: z.object({
      id: z.string(),
      title: z.string().meta({ description: "As it was booked." }),
      description: z.string().meta({ description: "As the service reads now." }),
      category: z.string(),
      duration: z.string().nullable(),
    }),
    customer: party.extend({ email: z.string(), history }),
    organization: party.extend({ email: z.string(), history }),
    decidedBy: z.string().nullable().meta({ description: "The deciding admin's name." }),
  })
  .meta({ id: "AdminDisputeDetail" });
export type AdminDisputeDetail = z.output<typeof adminDisputeDetailSchema>;
