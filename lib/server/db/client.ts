// One Prisma client per process, created on first use (never at import: `next build` imports
// server modules and must not open the embedded database).
import { env } from "@/lib/env";
import { PrismaClient } from "@/generated/prisma/client";
import { databaseTarget, openDatabase } from "./connection";

const globalForDb = globalThis as typeof globalThis & { __coinmarketDb?: PrismaClient };

export function createPrismaClient(): PrismaClient {
  const { factory } = openDatabase(databaseTarget(env));
  return new PrismaClient({ adapter: factory });
}

export function db(): PrismaClient {
  globalForDb.__coinmarketDb ??= createPrismaClient();
  return globalForDb.__coinmarketDb;
}

export type Db = PrismaClient;
