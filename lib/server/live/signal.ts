// A change someone's open pages should show at once (a notification, a message, a balance, an
// admin queue) is signalled inside the transaction that makes it, with PostgreSQL's pg_notify:
// the database delivers it to every listening server only if, and when, that transaction
// commits, so a stream never shows what was rolled back. Each server's listener (./listener.ts)
// recomputes the counts of the streams the signal names and pushes them.
import "server-only";
import { Prisma } from "@/generated/prisma/client";
import type { Tx } from "@/lib/server/ledger/types";

/** The one channel every server listens on. */
export const LIVE_CHANNEL = "coinmarket_live";

/** Who a signal is for: these users' streams, and (when `admins`) every admin's. */
export interface LiveSignal {
  users?: readonly string[];
  admins?: boolean;
}

/** The payload as sent: short keys, because NOTIFY payloads are limited to 8000 bytes. */
export interface LivePayload {
  u?: string[];
  a?: 1;
}

/** Signals `signal` when the caller's transaction commits (at once outside one). */
export async function signalLive(tx: Tx, signal: LiveSignal): Promise<void> {
  const users = [...new Set(signal.users ?? [])];
  if (users.length === 0 && !signal.admins) return;
  const payload: LivePayload = {};
  if (users.length) payload.u = users;
  if (signal.admins) payload.a = 1;
  await tx.$executeRaw`SELECT pg_notify(${LIVE_CHANNEL}, ${JSON.stringify(payload)})`;
}

/**
 * The `"signalled" AS (...)` CTE that signals the owners of these ledger accounts (wallets,
 * earnings: the accounts with a user) for their balance chips, once `after` (a CTE of the same
 * statement) wrote a row: nothing is sent when it wrote none or no account has an owner. A plain
 * SELECT, so the statement must read it (transfer() does) for it to run.
 */
export function accountOwnersSignalCte(accountIds: readonly string[], after: string): Prisma.Sql {
  return Prisma.sql`"signalled" AS (
      SELECT pg_notify(${LIVE_CHANNEL}, json_build_object('u', json_agg(DISTINCT "userId"))::text)
      FROM "LedgerAccount"
      WHERE "id" IN (${Prisma.join(accountIds)}) AND "userId" IS NOT NULL
        AND EXISTS (SELECT 1 FROM ${Prisma.raw(`"${after}"`)})
      HAVING COUNT(*) > 0
    )`;
}
