// An organization's reply to a review of one of its services: plain text, posted once.
import { z } from "zod";
import { requiredText } from "./bookings";

/** The longest reply, in characters. */
export const MAX_REPLY_LENGTH = 1000;

/** PUT /org/reviews/:id/reply. */
export const reviewReplyBody = z.object({
  reply: requiredText("A reply", MAX_REPLY_LENGTH),
});
