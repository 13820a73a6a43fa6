// What the steps of a dispute take (the customer opens one and answers an offer, the organization
// responds, an admin decides) and the admin's queue's filters. The limits and the arithmetic of an
// outcome, which screens use without zod, are in ./disputes-values.ts.
import { z } from "zod";
import { DISPUTE_OUTCOMES, DISPUTE_REASONS } from "@/lib/bookings/booking-types";
import { attachmentList, requiredText } from "./bookings";
import { cursorPageQuery } from "./common";
import { ADMIN_DISPUTE_FILTERS, MAX_DECISION_NOTE, MAX_STATEMENT } from "./disputes-values";

export * from "./disputes-values";

const wholeCoins = (what: string) =>
  z
    .number({ message: `${what} must be a whole number of coins.` })
    .int(`${what} must be a whole number of coins.`)
    .min(1, `${what} must be at least 1 coin.`)
    .max(Number.MAX_SAFE_INTEGER, `${what} is too large.`);

/** POST /users/bookings/:id/dispute: why, what the customer says, and their files. */
export const openDisputeBody = z.object({
  reason: z.enum(DISPUTE_REASONS, {
    message: "reason must be not_delivered, not_as_described, quality or other.",
  }),
  statement: requiredText("A statement", MAX_STATEMENT),
  files: attachmentList,
});
export type OpenDisputeInput = z.output<typeof openDisputeBody>;

/**
 * POST /org/bookings/:id/dispute/respond: the organization's side, and optionally coins it offers
 * back (1 to the price; the price is a full refund if accepted). Without an offer an admin decides.
 */
export const respondDisputeBody = z.object({
  statement: requiredText("A statement", MAX_STATEMENT),
  files: attachmentList,
  offerCoins: wholeCoins("offerCoins").optional(),
});
export type RespondDisputeInput = z.output<typeof respondDisputeBody>;

/** POST /admin/disputes/:id/decide: the outcome, the coins back for a split, and why. */
export const decideDisputeBody = z
  .object({
    outcome: z.enum(DISPUTE_OUTCOMES, { message: "outcome must be release, refund or split." }),
    refundCoins: wholeCoins("refundCoins").optional(),
    note: requiredText("A note", MAX_DECISION_NOTE),
  })
  .superRefine((decision, context) => {
    if (decision.outcome === "split" && decision.refundCoins === undefined) {
      context.addIssue({
        code: "custom",
        path: ["refundCoins"],
        message: "A split needs refundCoins: the coins back to the customer.",
      });
    }
    if (decision.outcome !== "split" && decision.refundCoins !== undefined) {
      context.addIssue({
        code: "custom",
        path: ["refundCoins"],
        message: "refundCoins is only for a split.",
      });
    }
  });
export type DecideDisputeInput = z.output<typeof decideDisputeBody>;

export const adminDisputeFilters = z.object({
  status: z
    .enum(ADMIN_DISPUTE_FILTERS, {
      message:
        "status is one of all, open, awaiting_admin, awaiting_organization, awaiting_customer or resolved.",
    })
    .default("all")
    .meta({ description: "Disputes of one state, the open ones, or all.", examples: ["open"] }),
  search: z
    .string()
    .trim()
    .max(100, "The search is limited to 100 characters.")
    .meta({
      description: "A booking reference, or part of the organization's or customer's name.",
      examples: ["CM-7K3F9Q2A"],
    })
    .transform((search) => search || undefined)
    .optional(),
});
export type AdminDisputeFilters = z.output<typeof adminDisputeFilters>;

export const adminDisputeQuery = cursorPageQuery.extend(adminDisputeFilters.shape);
export type AdminDisputeQuery = z.output<typeof adminDisputeQuery>;
