// The headers Razorpay and RazorpayX sign their webhook deliveries with, as both webhook routes
// declare them: the signature over the raw body, and the delivery's event id.
import { z } from "zod";

export function razorpayWebhookHeaders({
  secret,
  eventIdExample,
}: {
  /** Which secret signs the body, in the signature's description: "the webhook secret". */
  secret: string;
  eventIdExample: string;
}) {
  return z.object({
    "x-razorpay-signature": z
      .string()
      .max(200)
      .optional()
      .meta({
        description: `HMAC-SHA256 of the raw body with ${secret}, hex; a wrong one is 400.`,
        examples: ["3f6c0b1e9d2a47c58e7f1a2b3c4d5e6f708192a3b4c5d6e7f8091a2b3c4d5e6f"],
      }),
    "x-razorpay-event-id": z
      .string()
      .max(200)
      .optional()
      .meta({
        description: "The delivery's event id: a redelivery of one is answered `duplicate`.",
        examples: [eventIdExample],
      }),
  });
}
