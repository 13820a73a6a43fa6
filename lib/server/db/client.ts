// One Prisma client per process, created on first use (never at import: `next build` imports
// server modules and must not open the embedded database).
import "server-only";
import { env } from "@/lib/env";
import { PrismaClient } from "@/generated/prisma/client";
import { databaseTarget, openDatabase } from "./connection";

const globalForDb = globalThis as typeof globalThis & { __coinmarketDb?: PrismaClient };

function createPrismaClient(): PrismaClient {
  const { factory } = openDatabase(databaseTarget(env), { poolSize: env.DATABASE_POOL_SIZE });
  return new PrismaClient({
    adapter: factory,
    // Under load, requests for one order wait on its row lock while holding a connection; give a
    // transaction longer than Prisma's 2 s to get a connection before answering 503.
    transactionOptions: { maxWait: 10_000, timeout: 20_000 },
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
