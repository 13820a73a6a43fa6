// The admin's payments list: which top-up orders (a status, or all), an optional search by an
// order's id, its provider ids or the payer's email, and a cursor page of up to 100.
import { z } from "zod";
import { cursorParam } from "./cursor";
import {
  PAYMENT_STATUS_FILTERS,
  PAYMENT_SEARCH_MAX,
  SIMULATED_CHARGEBACK_OUTCOMES,
} from "./admin-payments-values";

export const adminPaymentFilters = z.object({
  status: z
    .enum(PAYMENT_STATUS_FILTERS, {
      message: `The status is one of ${PAYMENT_STATUS_FILTERS.join(", ")}`,
    })
    .default("all")
    .meta({ description: "Orders of one status, or all.", examples: ["paid"] }),
  q: z
    .string()
    .trim()
    .max(PAYMENT_SEARCH_MAX, `The search is limited to ${PAYMENT_SEARCH_MAX} characters`)
    .optional()
    .meta({
      description: "An order's id, the provider's order or payment id, or the payer's email.",
      examples: ["order_PQ8w1Jk2lM3a4B"],
    })
    .transform((value) => (value ? value : undefined)),
});
export type AdminPaymentFilters = z.output<typeof adminPaymentFilters>;

export const adminPaymentsQuery = adminPaymentFilters.extend({
  limit: z.coerce
    .number({ message: "The limit is a number from 1 to 100" })
    .int("The limit is a number from 1 to 100")
    .min(1, "The limit is a number from 1 to 100")
    .max(100, "The limit is a number from 1 to 100")
    .default(20)
    .meta({ description: "Orders a page, 1 to 100; 20 unless asked.", examples: [20] }),
  cursor: cursorParam,
});
export type AdminPaymentsQuery = z.output<typeof adminPaymentsQuery>;

/** Test mode's chargeback of one top-up: what happens to it, and for how much. */
export const simulatedChargebackSchema = z.object({
  outcome: z
    .enum(SIMULATED_CHARGEBACK_OUTCOMES, {
      message: `The outcome is one of ${SIMULATED_CHARGEBACK_OUTCOMES.join(", ")}`,
    })
    .meta({
      description:
        "open: the bank disputes the payment (its coins still in the wallet are held); won or lost: the open dispute is decided (one is opened first when none is).",
    }),
  amountMinor: z
    .number({ message: "The amount is a whole number of minor units (paise, cents)" })
    .int("The amount is a whole number of minor units (paise, cents)")
    .min(1, "The amount is at least 1 minor unit")
    .max(2_147_483_647, "The amount is too large")
    .optional()
    .meta({
      description:
        "What the bank disputes, in minor units of the order's currency; the whole payment unless given (a partial dispute owes the same share of the coins, rounded up).",
      examples: [25_000],
    }),
});
export type SimulatedChargebackInput = z.output<typeof simulatedChargebackSchema>;
