// A timer in each app server that completes bookings whose expiry has passed: the only thing
// that settles an expiry, besides writes that need it under the booking's lock (booking the
// same service again: settleExpiredSlot in settle-booking.ts). Reads never do: they show such a
// booking as completed from its dates (lib/bookings/booking-status.ts). A booking settles once
// under its row lock, so several servers sweeping at once is harmless.
// The sweep also folds booking tallies into the services' counts (booking-count.ts) and sends
// the organizations' booking digests that are due (booking-digests.ts), so tallies and notices a
// stopped server left behind are counted and mailed even when nobody books.
import "server-only";
import { env } from "@/lib/env";
import { startPeriodic, type Periodic } from "@/lib/server/lifecycle/periodic";
import { foldBookingCounts } from "./booking-count";
import { sendDueBookingDigests } from "./booking-digests";
import { completeExpiredBookings } from "./settle-booking";

let sweep: Periodic | null = null;

/** Every EXPIRY_SWEEP_SECONDS (a minute by default) unless told otherwise. */
export function startExpirySweep(intervalMs = env.EXPIRY_SWEEP_SECONDS * 1000): void {
  if (sweep) return;
  sweep = startPeriodic({
    name: "bookings.expiry-sweep",
    intervalMs,
    // The log line counts the bookings it completed.
    work: async () => {
      const completed = await completeExpiredBookings();
      await foldBookingCounts();
      await sendDueBookingDigests();
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
