// One Prisma client per process, created on first use (never at import: `next build` imports
// server modules and must not open the embedded database).
import "server-only";
import { env } from "@/lib/env";
import { PrismaClient } from "@/generated/prisma/client";
import { databaseTarget, openDatabase } from "./connection";

/**
 * How long a transaction waits for one of the pool's connections before its request is answered
 * 503. A burst queues for a connection rather than being shed: 500 bookings sent at once take 5
 * to 15 s to drain on a loaded two-core machine (docs/benchmarks.md, Booking), past the 10 s
 * this was, which shed 33 of them in one run. A minute is about when clients give up anyway; a queue
 * that would wait longer is refused rather than served late. Requests for one order also wait on
 * its row lock while holding a connection, hence far more than Prisma's default of 2 s.
 */
const TRANSACTION_WAIT_MS = 60_000;

const globalForDb = globalThis as typeof globalThis & { __coinmarketDb?: PrismaClient };

function createPrismaClient(): PrismaClient {
  const { factory } = openDatabase(databaseTarget(env), { poolSize: env.DATABASE_POOL_SIZE });
  return new PrismaClient({
    adapter: factory,
    transactionOptions: { maxWait: TRANSACTION_WAIT_MS, timeout: 20_000 },
  });
}

export function db(): PrismaClient {
  globalForDb.__coinmarketDb ??= createPrismaClient();
  return globalForDb.__coinmarketDb;
}

export type Db = PrismaClient;

/** Closes this process's pool (or the embedded database) at shutdown; the next db() reopens. */
export async function closeDb(): Promise<void> {
  const client = globalForDb.__coinmarketDb;
  globalForDb.__coinmarketDb = undefined;
  await client?.$disconnect();
}
