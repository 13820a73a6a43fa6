// How many PostgreSQL connections this process holds busy right now, for the metrics' pool
// gauge. Pools are noted on globalThis: Next.js bundles each route apart, and the pool opened in
// one bundle is the one every bundle's Prisma client uses (lib/server/db/client.ts).
import "server-only";
import type { Pool } from "pg";

const globalForPools = globalThis as typeof globalThis & { __coinmarketPools?: Set<Pool> };

export function notePool(pool: Pool): void {
  globalForPools.__coinmarketPools ??= new Set();
  globalForPools.__coinmarketPools.add(pool);
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
