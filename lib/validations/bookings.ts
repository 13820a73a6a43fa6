import { z } from "zod";

export const idParams = z.object({ id: z.string().min(1).max(64) });

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

export const bookingListQuery = z.object({
  status: z
    .enum(["active", "completed", "cancelled"], {
      message: "status must be active, completed or cancelled",
    })
    .optional(),
  limit: z.coerce.number().int().min(1).max(50).default(20),
  cursor: z.string().max(64).optional(),
});
