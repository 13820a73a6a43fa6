// A timer in each app server that settles what time decides: bookings past their due date
// undelivered (refunded) and deliveries past their acceptance window (completed), besides writes
// that need it under the booking's lock (booking the same service again: settleDueSlot in
// settle-due.ts); it also reminds customers a day before a delivery completes by itself, hands
// disputes whose side did not answer in time to an admin, clears earnings whose period ended and
// starts again the payouts a provider did not answer. Reads
// never settle: they show such a booking as the sweep will leave it (lib/bookings/booking-status.ts).
// A booking settles once under its row lock, so several servers sweeping at once is harmless.
// The sweep also folds booking tallies into the services' counts (booking-count.ts) and sends
// the organizations' booking digests that are due (booking-digests.ts), so tallies and notices a
// stopped server left behind are counted and mailed even when nobody books, and the grouped mails
// of booking threads (lib/server/messages/message-mails.ts).
import "server-only";
import { env } from "@/lib/env";
import { startPeriodic, type Periodic } from "@/lib/server/lifecycle/periodic";
import { foldBookingCounts } from "./booking-count";
import { sendDueBookingDigests } from "./booking-digests";
import { clearDueEarnings } from "@/lib/server/conversions/clear-earnings";
import { escalateOverdueDisputes } from "@/lib/server/disputes/escalate-overdue";
import { sendDueMessageMails } from "@/lib/server/messages/message-mails";
import { retryUnstartedPayouts } from "@/lib/server/payouts/start-payout";
import { remindAcceptances, settleDueBookings } from "./settle-due";

let sweep: Periodic | null = null;

/** Every EXPIRY_SWEEP_SECONDS (a minute by default) unless told otherwise. */
export function startExpirySweep(intervalMs = env.EXPIRY_SWEEP_SECONDS * 1000): void {
  if (sweep) return;
  sweep = startPeriodic({
    name: "bookings.expiry-sweep",
    intervalMs,
    // The log line counts the bookings it completed.
    work: async () => {
      const completed = await settleDueBookings();
      await remindAcceptances();
      await escalateOverdueDisputes();
      await clearDueEarnings();
      await retryUnstartedPayouts();
      await foldBookingCounts();
      await sendDueBookingDigests();
      await sendDueMessageMails();
      return completed;
    },
  });
}

/** Stops sweeping; resolves when the running sweep (if any) has finished. */
export async function stopExpirySweep(): Promise<void> {
  const stopping = sweep?.stop();
  sweep = null;
  await stopping;
}
