// The texts of a booking's thread that the end-to-end tests look for.
import type { ThreadEntryView } from "@/lib/schemas/booking-messages";

/** The thread before anyone wrote. */
export const EMPTY_THREAD = "No messages yet. Ask a question or share details about this booking.";

/** The label of a booking's step shown in the thread; a message has none. */
export const ENTRY_LABELS: Record<Exclude<ThreadEntryView["kind"], "message">, string> = {
  delivery: "Delivery",
  dispute_statement: "Problem reported",
  dispute_response: "Organization's response",
};

/** The Messages button's accessible name: "Messages", or "Messages, 3 unread". */
export function messagesButtonLabel(unread: number): string {
  return unread > 0 ? `Messages, ${unread} unread` : "Messages";
}
