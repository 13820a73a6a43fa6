import { z } from "zod";
import { isAttachmentPath, MAX_ATTACHMENTS } from "@/lib/uploads/attachments";
import { cursorPageQuery } from "./common";

/**
 * POST /services/:id/book may name the price the booker agreed to: if the service's price is
 * different by then, nothing is booked (409 price_changed) rather than charging another amount.
 */
export const bookServiceBody = z.object({
  expectedPrice: z
    .number({ message: "expectedPrice must be a whole number of coins" })
    .int("expectedPrice must be a whole number of coins")
    .min(0, "expectedPrice must be a whole number of coins")
    .max(Number.MAX_SAFE_INTEGER)
    .optional(),
});

export const bookingListQuery = cursorPageQuery.extend({
  status: z
    .enum(["active", "delivered", "disputed", "completed", "cancelled"], {
      message: "status must be active, delivered, disputed, completed or cancelled",
    })
    .optional()
    .meta({ description: "Bookings of one status; all unless asked.", examples: ["active"] }),
});
export type BookingListQuery = z.output<typeof bookingListQuery>;

/** Files attached to a delivery or a statement: site paths of uploads, at most five. */
export const attachmentList = z
  .array(z.string().refine(isAttachmentPath, { message: "Each file must be one uploaded here." }), {
    message: "files must be a list of uploaded files",
  })
  .max(MAX_ATTACHMENTS, `At most ${MAX_ATTACHMENTS} files can be attached.`)
  .refine((files) => new Set(files).size === files.length, "The same file is attached twice.")
  .default([]);

/** Text a person must write (a message, a reason, a statement): trimmed, 1 to `max` characters. */
export const requiredText = (what: string, max: number) =>
  z
    .string({ message: `${what} is required.` })
    .trim()
    .min(1, `${what} is required.`)
    .max(max, `${what} can be at most ${max} characters.`)
    .refine((text) => !text.includes("\u0000"), `${what} cannot contain a NUL character.`);

/** POST /org/bookings/:id/deliver: what was delivered, and its files. */
export const deliverBookingBody = z.object({
  message: requiredText("A delivery message", 4000),
  files: attachmentList,
});
export type DeliverBookingInput = z.output<typeof deliverBookingBody>;

/** POST /users/bookings/:id/cancel-request: why the customer asks to cancel. */
export const cancelRequestBody = z.object({
  reason: requiredText("A reason", 1000),
});

/** POST /org/bookings/:id/cancel-request/decline: why the organization declines. */
export const declineCancelBody = z.object({
  reason: requiredText("A reason", 1000),
});
