// Reads never move money. The API's route wrapper runs every GET (and so HEAD) handler inside a
// read-only scope, and the ledger's one writer (transfer.ts) refuses to run inside one: a read
// that tried to settle something (as reads once settled expired bookings) fails loudly with a 500
// and a log line, in production too, instead of paying an organization from a page view. What
// is due is settled by the sweep (lib/server/bookings/expiry-sweep.ts) and by writes.
// Pages cannot be wrapped the same way (React renders them); a test keeps the ledger's writer out
// of every page's imports instead (lib/server/ledger/pages-move-no-money.test.ts).
import "server-only";
import { logger } from "@/lib/server/observability/logger";
import { AsyncLocalStorage } from "node:async_hooks";

const storage = new AsyncLocalStorage<{ label: string }>();

/** Runs `work` as a read: no ledger transfer may be written in it (or in what it starts). */
export function runReadOnly<T>(label: string, work: () => T): T {
  return storage.run({ label }, work);
}

/** The read the caller runs in, if any ("GET /api/v1/org/dashboard"). */
export function currentReadOnly(): string | undefined {
  return storage.getStore()?.label;
}

/** Throws (an internal error, logged) when called inside a read. */
export function refuseInRead(what: string): void {
  const read = currentReadOnly();
  if (read === undefined) return;
  const message = `ledger: ${read} is a read and tried to ${what}; reads never move money`;
  logger.error({ read }, message);
  throw new Error(message);
}
