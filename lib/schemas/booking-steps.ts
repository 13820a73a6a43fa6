// A booking's delivery and its customer's request to cancel as the API answers them, the same on
// the customer's and the organization's bookings and in the admin's dispute case file.
import { z } from "zod";
import { isoDateTime } from "./common";

export const deliverySchema = z.object({
  deliveredAt: isoDateTime,
  message: z.string(),
  files: z
    .array(z.string())
    .meta({ description: "Site paths of the delivered files (images and PDF)." }),
  acceptBy: isoDateTime.meta({
    description: "The end of the customer's window to accept or report a problem.",
  }),
});

export const cancelRequestSchema = z.object({
  requestedAt: isoDateTime,
  reason: z.string(),
  declinedAt: isoDateTime.nullable(),
  declineReason: z.string().nullable(),
});
