// Sealing: committed entries join the hash chain in the order they are sealed, each taking the
// next `seq`. Entries are written unsealed by whatever transaction makes the change (a booking,
// an admin decision), so writers never wait on one another for the chain; one sealer at a time
// (an advisory lock) links them seconds later. `seq` is the log's strict sequence.
import "server-only";
import { db, type Db } from "@/lib/server/db/client";
import { startPeriodic, type Periodic } from "@/lib/server/lifecycle/periodic";
import type { Tx } from "@/lib/server/ledger/types";
import { auditEntryHash, GENESIS_HASH } from "./audit-hash";

/** pg_advisory_xact_lock key of the sealer ("audit" in ASCII). */
const SEALER_LOCK = 0x6175646974;
const BATCH = 500;

export const AUDIT_FIELDS = {
  id: true,
  createdAt: true,
  actorId: true,
  actorRole: true,
  action: true,
  entityType: true,
  entityId: true,
  before: true,
  after: true,
  data: true,
  ip: true,
  requestId: true,
} as const;

async function sealBatch(tx: Tx): Promise<number> {
  await tx.$executeRaw`SELECT pg_advisory_xact_lock(${SEALER_LOCK}::bigint)`;
  const head = await tx.auditLog.findFirst({
    where: { seq: { not: null } },
    orderBy: { seq: "desc" },
    select: { seq: true, hash: true },
  });
  const unsealed = await tx.auditLog.findMany({
    where: { seq: null },
    orderBy: [{ createdAt: "asc" }, { id: "asc" }],
    take: BATCH,
    select: AUDIT_FIELDS,
  });
  if (unsealed.length === 0) return 0;
  let seq = head?.seq ?? 0n;
  let prevHash = head?.hash ?? GENESIS_HASH;
  const ids: string[] = [];
  const seqs: string[] = [];
  const prevHashes: string[] = [];
  const hashes: string[] = [];
  for (const entry of unsealed) {
    seq += 1n;
    const hash = auditEntryHash(seq, prevHash, entry);
    ids.push(entry.id);
    seqs.push(seq.toString());
    prevHashes.push(prevHash);
    hashes.push(hash);
    prevHash = hash;
  }
  await tx.$executeRaw`
    UPDATE "AuditLog" AS entry
    SET "seq" = link."seq", "prevHash" = link."prevHash", "hash" = link."hash"
    FROM (
      SELECT unnest(${ids}::text[]) AS "id", unnest(${seqs}::bigint[]) AS "seq",
        unnest(${prevHashes}::text[]) AS "prevHash", unnest(${hashes}::text[]) AS "hash"
    ) AS link
    WHERE entry."id" = link."id" AND entry."seq" IS NULL`;
  return unsealed.length;
}

/** Seals every entry committed so far; returns how many it sealed. Safe to run anywhere, often. */
export async function sealAuditLog(client: Db = db()): Promise<number> {
  let sealed = 0;
  for (;;) {
    const count = await client.$transaction((tx) => sealBatch(tx));
    sealed += count;
    if (count < BATCH) return sealed;
  }
}

let sealer: Periodic | undefined;

/** Each server seals every few seconds (instrumentation.ts); the lock keeps them in turn. */
export function startAuditSealer(intervalMs = 5_000): void {
  if (sealer) return;
  sealer = startPeriodic({ name: "audit.seal", intervalMs, work: () => sealAuditLog() });
}
