// A booking's thread as its two parties (and an admin deciding its dispute) read it.
import { z } from "zod";
import { count, isoDateTime } from "./common";

const BOOKING_SIDES = ["customer", "organization"] as const;
export type BookingSide = (typeof BOOKING_SIDES)[number];

/** What a thread entry is: a message, or a step of the booking shown in the thread. */
const THREAD_ENTRY_KINDS = [
  "message",
  "delivery",
  "dispute_statement",
  "dispute_response",
] as const;

export const threadEntrySchema = z
  .object({
    id: z.string(),
    kind: z.enum(THREAD_ENTRY_KINDS).meta({
      description:
        "message: written in the thread; delivery: the organization's delivery; dispute_statement: the customer's report of a problem; dispute_response: the organization's answer to it.",
    }),
    side: z.enum(BOOKING_SIDES),
    authorName: z.string().meta({ description: "The customer's name or the organization's." }),
    body: z.string().meta({ description: "Plain text: show it as text, never as HTML." }),
    files: z.array(z.string()).meta({ description: "Site paths of its files (images and PDF)." }),
    createdAt: isoDateTime,
  })
  .meta({ id: "ThreadEntry" });
export type ThreadEntryView = z.output<typeof threadEntrySchema>;

export const bookingThreadSchema = z
  .object({
    bookingId: z.string(),
    bookingReference: z.string(),
    serviceTitle: z.string(),
    entries: z.array(threadEntrySchema).meta({ description: "Oldest first." }),
    unread: count.meta({
      description: "The other side's messages the reader has not marked read; 0 for an admin.",
    }),
    canSend: z.boolean(),
    closedReason: z.string().nullable().meta({
      description:
        "Why no message can be sent (a booking cancelled more than 30 days ago), else null.",
    }),
  })
  .meta({ id: "BookingThread" });
export type BookingThreadView = z.output<typeof bookingThreadSchema>;

export const threadReadSchema = z.object({ unread: count });
