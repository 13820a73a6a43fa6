// The audit log: who did what to what, when. Written in the same transaction as the change.
import "server-only";
import type { Prisma } from "@/generated/prisma/client";
import type { Tx } from "@/lib/server/ledger/types";

export interface AuditEntry {
  actorId: string | null;
  action: string;
  entityType: string;
  entityId?: string;
  data?: Prisma.InputJsonValue;
  ip?: string;
}

export async function recordAudit(tx: Tx, entry: AuditEntry): Promise<void> {
  await tx.auditLog.create({
    data: {
      actorId: entry.actorId,
      action: entry.action,
      entityType: entry.entityType,
      entityId: entry.entityId ?? null,
      data: entry.data,
      ip: entry.ip ?? null,
    },
  });
}
