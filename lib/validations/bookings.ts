import { z } from "zod";
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
    .enum(["active", "completed", "cancelled"], {
      message: "status must be active, completed or cancelled",
    })
    .optional()
    .meta({ description: "Bookings of one status; all unless asked.", examples: ["active"] }),
});
export type BookingListQuery = z.output<typeof bookingListQuery>;
