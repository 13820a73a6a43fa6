// The audit log: who did what to what, when, from where, as which role. Written in the same
// transaction as the change, so an entry exists exactly when its change does. The request's id,
// address and the actor's role come from the request scope unless the caller names them.
// Entries are sealed into the hash chain shortly after they commit (seal-audit-log.ts).
import "server-only";
import type { Prisma } from "@/generated/prisma/client";
import { currentRequestScope } from "@/lib/server/http/request-scope";
import type { Tx } from "@/lib/server/ledger/types";

export interface AuditEntry {
  actorId: string | null;
  action: string;
  entityType: string;
  entityId?: string;
  /** The values the action changed, as they were and as they became. */
  before?: Prisma.InputJsonValue;
  after?: Prisma.InputJsonValue;
  /** Anything else worth keeping (a reason, a note). */
  data?: Prisma.InputJsonValue;
  ip?: string;
}

export async function recordAudit(tx: Tx, entry: AuditEntry): Promise<void> {
  const scope = currentRequestScope();
  const actingForThemselves = scope && scope.actorId === entry.actorId;
  await tx.auditLog.create({
    data: {
      actorId: entry.actorId,
      actorRole: actingForThemselves ? scope.actorRole : null,
      action: entry.action,
      entityType: entry.entityType,
      entityId: entry.entityId ?? null,
      before: entry.before,
      after: entry.after,
      data: entry.data,
      ip: entry.ip ?? scope?.address ?? null,
      requestId: scope?.requestId ?? null,
    },
  });
}
