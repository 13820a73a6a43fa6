// The API's admission check: a request is refused at once, with 503 and Retry-After, while more
// requests than a flood's worth already wait for a database connection. Without it the queue is
// bounded by time only (a transaction waits up to a minute, lib/server/db/client.ts), so a flood
// holds every request it sends in memory for that minute and answers each one late.
import "server-only";
import { AppError } from "@/lib/errors/app-error";
import { poolRequestsWaiting } from "./pool-usage";

/**
 * Requests that may wait for a connection in one process. Twice the 500-request burst the
 * booking benchmark sends at once (docs/benchmarks.md, Booking), which must queue, not be shed.
 */
export const MAX_WAITING_FOR_CONNECTION = 1_000;

export const BUSY_MESSAGE = "The service is busy. Please try again.";

/** Throws the 503 when the pools' queue is full; on the embedded database nothing waits in a pool. */
export function refuseWhenDatabaseQueueFull(): void {
  if (poolRequestsWaiting() >= MAX_WAITING_FOR_CONNECTION) throw AppError.unavailable(BUSY_MESSAGE);
}
