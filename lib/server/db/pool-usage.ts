// How busy this process's PostgreSQL pools are: connections checked out, for the metrics' pool
// gauge, and requests waiting for one, for the API's admission check (./admission.ts). Pools are
// noted on globalThis: Next.js bundles each route apart, and the pool opened in one bundle is the
// one every bundle's Prisma client uses (lib/server/db/client.ts).
import "server-only";
import type { Pool } from "pg";

/** What this module reads of a pool. */
export type PoolCounts = Pick<Pool, "totalCount" | "idleCount" | "waitingCount">;

const globalForPools = globalThis as typeof globalThis & { __coinmarketPools?: Set<PoolCounts> };

/** Counts `pool` in from now on; the function returned stops counting it. */
export function notePool(pool: PoolCounts): () => void {
  globalForPools.__coinmarketPools ??= new Set();
  globalForPools.__coinmarketPools.add(pool);
  return () => globalForPools.__coinmarketPools?.delete(pool);
}

/**
 * Connections checked out of this process's pools; null on the embedded database (PGlite has one
 * connection, always in use by whoever asks: nothing to measure).
 */
export function poolConnectionsInUse(): number | null {
  const pools = globalForPools.__coinmarketPools;
  if (!pools?.size) return null;
  let inUse = 0;
  for (const pool of pools) inUse += pool.totalCount - pool.idleCount;
  return inUse;
}

/** Queries and transactions waiting for a connection of this process's pools (0 on PGlite). */
export function poolRequestsWaiting(): number {
  let waiting = 0;
  for (const pool of globalForPools.__coinmarketPools ?? []) waiting += pool.waitingCount;
  return waiting;
}
