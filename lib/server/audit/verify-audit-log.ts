// Walks the audit chain from the first entry and names the first broken link: an entry whose
// content no longer matches its hash, whose previous-hash is not its predecessor's, or a gap
// in the sequence (an entry removed).
import "server-only";
import { db, type Db } from "@/lib/server/db/client";
import { auditEntryHash, GENESIS_HASH } from "./audit-hash";
import { AUDIT_FIELDS, sealAuditLog } from "./seal-audit-log";

export interface AuditChainReport {
  ok: boolean;
  /** Sealed entries checked. */
  checked: number;
  /** Entries written but not yet sealed (the sealer links them within seconds). */
  unsealed: number;
  firstBroken: { seq: string; entryId: string | null; problem: string } | null;
}

const PAGE = 2_000;

export async function verifyAuditLog(client: Db = db()): Promise<AuditChainReport> {
  let expectedSeq = 1n;
  let prevHash = GENESIS_HASH;
  let checked = 0;
  const broken = (seq: bigint, entryId: string | null, problem: string): AuditChainReport => ({
    ok: false,
    checked,
    unsealed: 0,
    firstBroken: { seq: seq.toString(), entryId, problem },
  });
  for (;;) {
    const page = await client.auditLog.findMany({
      where: { seq: { gte: expectedSeq } },
      orderBy: { seq: "asc" },
      take: PAGE,
      select: { ...AUDIT_FIELDS, seq: true, prevHash: true, hash: true },
    });
    for (const entry of page) {
      const seq = entry.seq ?? 0n;
      if (seq !== expectedSeq) {
        return broken(expectedSeq, null, `Entry ${expectedSeq} is missing from the sequence.`);
      }
      if (entry.prevHash !== prevHash) {
        return broken(seq, entry.id, `Entry ${seq} does not link to the entry before it.`);
      }
      if (entry.hash !== auditEntryHash(seq, prevHash, entry)) {
        return broken(seq, entry.id, `Entry ${seq} was changed after it was sealed.`);
      }
      prevHash = entry.hash;
      expectedSeq = seq + 1n;
      checked += 1;
    }
    if (page.length < PAGE) break;
  }
  const unsealed = await client.auditLog.count({ where: { seq: null } });
  return { ok: true, checked, unsealed, firstBroken: null };
}

/** Seals what is waiting, then verifies: the report covers every committed entry. */
export async function checkAuditChain(client: Db = db()): Promise<AuditChainReport> {
  await sealAuditLog(client);
  return verifyAuditLog(client);
}
