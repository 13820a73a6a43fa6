// What a party sends into its booking's thread: plain text and files, as a delivery's are checked.
import { z } from "zod";
import { attachmentList, requiredText } from "./bookings";

/** The longest message, in characters. */
export const MAX_MESSAGE_LENGTH = 2000;

/** POST /users/bookings/:id/messages and /org/bookings/:id/messages. */
export const sendMessageBody = z.object({
  body: requiredText("A message", MAX_MESSAGE_LENGTH),
  files: attachmentList,
});
export type SendMessageInput = z.output<typeof sendMessageBody>;
