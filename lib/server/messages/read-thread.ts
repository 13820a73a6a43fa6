// A booking's thread as one reader sees it: its messages, and the booking's delivery and dispute
// statements shown in their place from their own records (never copied into the thread), oldest
// first; the reader's unread count, and whether a message can be sent.
import "server-only";
import { THREAD_CLOSED, THREAD_CLOSES_AFTER_DAYS } from "@/lib/bookings/thread-messages";
import type { BookingThreadView, ThreadEntryView } from "@/lib/schemas/booking-messages";
import type { Tx } from "@/lib/server/ledger/types";
import type { ThreadBooking } from "./thread-booking";
import { unreadCount } from "./unread";

const DAY_MS = 24 * 60 * 60 * 1000;

/** Why nothing can be sent into the booking's thread at `now`, or null. */
export function closedReason(booking: { cancelledAt: Date | null }, now: Date): string | null {
  const { cancelledAt } = booking;
  const closed =
    cancelledAt !== null &&
    now.getTime() - cancelledAt.getTime() > THREAD_CLOSES_AFTER_DAYS * DAY_MS;
  return closed ? THREAD_CLOSED : null;
}

async function loadBooking(tx: Tx, bookingId: string) {
  return tx.booking.findUniqueOrThrow({
    where: { id: bookingId },
    select: {
      id: true,
      reference: true,
      serviceTitle: true,
      cancelledAt: true,
      deliveredAt: true,
      deliveryMessage: true,
      deliveryFiles: true,
      user: { select: { name: true } },
      organization: { select: { name: true } },
      dispute: {
        select: {
          statement: true,
          files: true,
          createdAt: true,
          orgStatement: true,
          orgFiles: true,
          orgRespondedAt: true,
        },
      },
      messages: {
        orderBy: [{ createdAt: "asc" }, { id: "asc" }],
        select: { id: true, side: true, body: true, files: true, createdAt: true },
      },
    },
  });
}

type LoadedBooking = Awaited<ReturnType<typeof loadBooking>>;

/** The delivery and the dispute's two statements, as entries of the thread. */
function bookingSteps(booking: LoadedBooking, names: Record<ThreadEntryView["side"], string>) {
  const steps: ThreadEntryView[] = [];
  if (booking.deliveredAt) {
    steps.push({
      id: `delivery-${booking.id}`,
      kind: "delivery",
      side: "organization",
      authorName: names.organization,
      body: booking.deliveryMessage ?? "",
      files: booking.deliveryFiles,
      createdAt: booking.deliveredAt.toISOString(),
    });
  }
  const { dispute } = booking;
  if (dispute) {
    steps.push({
      id: `dispute-statement-${booking.id}`,
      kind: "dispute_statement",
      side: "customer",
      authorName: names.customer,
      body: dispute.statement,
      files: dispute.files,
      createdAt: dispute.createdAt.toISOString(),
    });
    if (dispute.orgRespondedAt && dispute.orgStatement !== null) {
      steps.push({
        id: `dispute-response-${booking.id}`,
        kind: "dispute_response",
        side: "organization",
        authorName: names.organization,
        body: dispute.orgStatement,
        files: dispute.orgFiles,
        createdAt: dispute.orgRespondedAt.toISOString(),
      });
    }
  }
  return steps;
}

/** A message row as the thread shows it. */
export function toThreadEntry(
  row: LoadedBooking["messages"][number],
  names: Record<ThreadEntryView["side"], string>,
): ThreadEntryView {
  return {
    id: row.id,
    kind: "message",
    side: row.side,
    authorName: names[row.side],
    body: row.body,
    files: row.files,
    createdAt: row.createdAt.toISOString(),
  };
}

export async function readThread(tx: Tx, thread: ThreadBooking): Promise<BookingThreadView> {
  const booking = await loadBooking(tx, thread.id);
  const names = { customer: booking.user.name, organization: booking.organization.name };
  const messages = booking.messages.map((row) => toThreadEntry(row, names));
  // A stable sort: entries of the same instant keep steps before messages, messages in id order.
  const entries = [...bookingSteps(booking, names), ...messages].sort((a, b) =>
    a.createdAt.localeCompare(b.createdAt),
  );
  const { side } = thread.reader;
  const reason = closedReason(booking, new Date());
  return {
    bookingId: booking.id,
    bookingReference: booking.reference,
    serviceTitle: booking.serviceTitle,
    entries,
    unread: side ? await unreadCount(tx, { bookingId: booking.id, side }) : 0,
    // An admin reads the thread to decide a dispute; it never writes in it.
    canSend: side !== null && reason === null,
    closedReason: reason,
  };
}
