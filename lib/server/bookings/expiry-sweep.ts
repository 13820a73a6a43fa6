// A timer in each app server that completes bookings whose expiry has passed: the only thing
// that settles an expiry, besides writes that need it under the booking's lock (booking the
// same service again: settleExpiredSlot in settle-booking.ts). Reads never do: they show such a
// booking as completed from its dates (lib/bookings/booking-status.ts). A booking settles once
// under its row lock, so several servers sweeping at once is harmless.
// The sweep also folds booking tallies into the services' counts (booking-count.ts) and sends
// the organizations' booking digests that are due (booking-digests.ts), so tallies and notices a
// stopped server left behind are counted and mailed even when nobody books.
import "server-only";
import { runJob } from "@/lib/server/observability/job-log";
import { foldBookingCounts } from "./booking-count";
import { sendDueBookingDigests } from "./booking-digests";
import { completeExpiredBookings } from "./settle-booking";

export const SWEEP_INTERVAL_MS = 60_000;

let timer: NodeJS.Timeout | null = null;

export function startExpirySweep(intervalMs = SWEEP_INTERVAL_MS): void {
  if (timer) return;
  let running = false;
  timer = setInterval(() => {
    // A slow sweep is never overlapped by the next one.
    if (running) return;
    running = true;
    const sweep = async () => {
      const settled = await completeExpiredBookings();
      await foldBookingCounts();
      await sendDueBookingDigests();
      return settled;
    };
    // runJob logs the run (how many bookings it completed) or its failure.
    runJob("bookings.expiry-sweep", sweep, (completed) => completed)
      .catch(() => undefined)
      .finally(() => {
        running = false;
      });
  }, intervalMs);
  // The sweep never keeps a process alive on its own.
  timer.unref();
}

export function stopExpirySweep(): void {
  if (timer) clearInterval(timer);
  timer = null;
}
