// What the admin's conversions screen asks for: a status (or all), a range of request days, an
// organization's name, and a cursor page; and the ids of a bulk approval.
import { z } from "zod";
import { cursorPageQuery, idParams } from "./common";
import {
  FAILURE_REASON_REQUIRED,
  PAYOUT_REFERENCE_INVALID,
  SENT_ON_INVALID,
} from "@/lib/conversions/admin-messages";
import {
  ADMIN_CONVERSION_STATUSES,
  DATES_OUT_OF_ORDER,
  MAX_BULK_APPROVAL,
} from "./admin-conversions-values";
import { PAYOUT_REFERENCE_PATTERN } from "./conversions-values";
const day = z.iso.date({ message: "Dates are written YYYY-MM-DD" });

const filterShape = {
  status: z
    .enum(ADMIN_CONVERSION_STATUSES, {
      error: "Status is one of all, pending, processing, paid, failed, rejected or cancelled",
    })
    .default("all")
    .meta({ description: "Requests of one status, or all.", examples: ["pending"] }),
  /** The first and last day requested (UTC), both included. */
  from: day
    .optional()
    .meta({ description: "Requested on or after this day (UTC).", examples: ["2026-11-01"] }),
  to: day
    .optional()
    .meta({ description: "Requested on or before this day (UTC).", examples: ["2026-11-30"] }),
  search: z
    .string()
    .trim()
    .max(100, "The search is limited to 100 characters")
    .meta({ description: "Part of the organization's name or email.", examples: ["acme"] })
    .transform((search) => search || undefined)
    .optional(),
};

const datesInOrder = (filters: { from?: string; to?: string }) =>
  !filters.from || !filters.to || filters.from <= filters.to;
const dateRule = { message: DATES_OUT_OF_ORDER, path: ["from"] };

export const adminConversionFilters = z.object(filterShape).refine(datesInOrder, dateRule);
export type AdminConversionFilters = z.output<typeof adminConversionFilters>;

export const adminConversionQuery = cursorPageQuery
  .extend(filterShape)
  .refine(datesInOrder, dateRule);
export type AdminConversionQuery = z.output<typeof adminConversionQuery>;

export const bulkApproveSchema = z.object({
  ids: z
    .array(idParams.shape.id, { error: "Send the ids of the requests to approve" })
    .min(1, "Choose at least one request")
    .max(MAX_BULK_APPROVAL, `At most ${MAX_BULK_APPROVAL} requests at once`)
    .refine((ids) => new Set(ids).size === ids.length, "Each request only once"),
});

/**
 * An admin confirms a processing payout: the transfer's reference (UTR or the bank's, letters and
 * digits, kept upper-case) and the day it was sent (YYYY-MM-DD in the admin's time zone; the
 * domain refuses a day in the future or before the approval).
 */
export const confirmPayoutSchema = z.object({
  reference: z
    .string({ error: PAYOUT_REFERENCE_INVALID })
    .transform((value) => value.replace(/\s+/g, ""))
    .pipe(z.string().regex(PAYOUT_REFERENCE_PATTERN, PAYOUT_REFERENCE_INVALID))
    .transform((value) => value.toUpperCase()),
  sentOn: z.iso.date({ error: SENT_ON_INVALID }),
});
export type ConfirmPayoutInput = z.output<typeof confirmPayoutSchema>;

/** An admin marks a processing payout failed: why, told to the organization. */
export const failPayoutSchema = z.object({
  reason: z
    .string({ error: FAILURE_REASON_REQUIRED })
    .trim()
    .min(3, FAILURE_REASON_REQUIRED)
    .max(500, FAILURE_REASON_REQUIRED),
});
export type FailPayoutInput = z.output<typeof failPayoutSchema>;
