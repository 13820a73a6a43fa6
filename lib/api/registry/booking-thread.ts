// A booking's thread as each party reaches it: the customer under /users/bookings, the
// organization under /org/bookings; the same three operations, told once.
import {
  bookingThreadSchema,
  threadEntrySchema,
  threadReadSchema,
} from "@/lib/schemas/booking-messages";
import { idParams } from "@/lib/validations/common";
import { sendMessageBody } from "@/lib/validations/booking-messages";
import { defineRoute } from "./define";
import type { ApiTag } from "./tags";

interface ThreadParty<Read extends "bookings.read" | "orgBookings.read"> {
  prefix: "/api/v1/users/bookings" | "/api/v1/org/bookings";
  tag: ApiTag;
  /** Reading and marking read: the party's own permission to read its bookings. */
  readPermission: Read;
  /** "your", "your organization's": whose bookings the summary names. */
  whose: string;
}

export function bookingThreadRoutes<Read extends "bookings.read" | "orgBookings.read">(
  party: ThreadParty<Read>,
) {
  const { prefix, tag, readPermission, whose } = party;
  return {
    messages: defineRoute({
      method: "GET",
      path: `${prefix}/{id}/messages`,
      tag,
      summary: `The thread of one of ${whose} bookings`,
      description:
        "The booking's thread, oldest first: messages between its customer and its organization, with the delivery and the dispute's statements in their place. Reading it marks nothing: POST .../messages/read does.",
      permission: readPermission,
      params: idParams,
      response: bookingThreadSchema,
      errors: ["not_found"],
    }),
    sendMessage: defineRoute({
      method: "POST",
      path: `${prefix}/{id}/messages`,
      tag,
      summary: "Write in the booking's thread",
      description:
        "Plain text (at most 2,000 characters) and up to the attachment limit of files uploaded with POST /api/v1/uploads/attachments. Refused on a booking cancelled more than 30 days ago. Rate limited per sender.",
      permission: "messages.send",
      params: idParams,
      body: sendMessageBody.meta({
        examples: [{ body: "Could you use our brand colours, navy and gold?", files: [] }],
      }),
      response: threadEntrySchema,
      statuses: [201],
      created: {
        created: "The message, as the thread shows it. Location: the thread.",
        location: (_entry, params) => `${prefix}/${params.id}/messages`,
      },
      rateLimit: "Messages by one sender.",
      errors: ["not_found", "conflict", "rate_limited"],
    }),
    readMessages: defineRoute({
      method: "POST",
      path: `${prefix}/{id}/messages/read`,
      tag,
      summary: "Mark the thread read up to now",
      permission: readPermission,
      params: idParams,
      response: threadReadSchema,
      errors: ["not_found"],
    }),
  };
}
