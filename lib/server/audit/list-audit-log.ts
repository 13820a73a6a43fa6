// The admin's reading of the audit log: sealed entries by their place in the chain, newest
// first, filtered by who, what, on what and when; and the same as CSV. Reading seals what is
// waiting first, so an action the admin just took is on the first page.
import "server-only";
import { roleOf } from "@/lib/auth/roles";
import type { Prisma } from "@/generated/prisma/client";
import type { AuditEntry } from "@/lib/schemas/audit-log";
import { toCsv } from "@/lib/csv";
import { zonedDayBounds } from "@/lib/dashboard/calendar";
import { db } from "@/lib/server/db/client";
import { keysetPage, seqCursor } from "@/lib/server/db/cursor";
import type { AuditLogFilters, AuditLogQuery } from "@/lib/validations/audit-log";
import { AUDIT_FIELDS, sealAuditLog } from "./seal-audit-log";

/** The audit export's columns, in order. */
export const AUDIT_EXPORT_HEADER = [
  "seq",
  "time (UTC)",
  "actor id",
  "actor email",
  "acting as",
  "action",
  "entity type",
  "entity id",
  "before",
  "after",
  "details",
  "address",
  "request id",
  "hash",
] as const;

export type AuditEntryView = AuditEntry;
type Json = AuditEntry["data"];

/** A jsonb value as read: Prisma types an object's keys as optional, jsonb never omits one. */
const json = (value: Prisma.JsonValue): Json => value as Json;

export const ENTRY_SELECT = {
  ...AUDIT_FIELDS,
  seq: true,
  hash: true,
  actor: { select: { id: true, name: true, email: true } },
} as const satisfies Prisma.AuditLogSelect;

type EntryRow = Prisma.AuditLogGetPayload<{ select: typeof ENTRY_SELECT }>;

export function toView(row: EntryRow): AuditEntryView {
  return {
    seq: (row.seq ?? 0n).toString(),
    id: row.id,
    at: row.createdAt.toISOString(),
    actor: row.actor,
    actingAs: roleOf(row.actorRole),
    action: row.action,
    entityType: row.entityType,
    entityId: row.entityId,
    before: json(row.before),
    after: json(row.after),
    data: json(row.data),
    ip: row.ip,
    requestId: row.requestId,
    hash: row.hash ?? "",
  };
}

/**
 * The filters as a query; null when they name an actor who does not exist (nothing matches).
 * From and To are whole days in `timeZone`, the viewer's (the zone the list prints times in).
 */
async function whereOf(
  filters: AuditLogFilters,
  timeZone: string,
): Promise<Prisma.AuditLogWhereInput | null> {
  const where: Prisma.AuditLogWhereInput = { seq: { not: null } };
  if (filters.actor) {
    if (filters.actor.includes("@")) {
      const actor = await db().user.findUnique({
        where: { email: filters.actor.toLowerCase() },
        select: { id: true },
      });
      if (!actor) return null;
      where.actorId = actor.id;
    } else {
      where.actorId = filters.actor;
    }
  }
  if (filters.action) {
    // "ledger." names the family: every ledger movement.
    where.action = filters.action.endsWith(".") ? { startsWith: filters.action } : filters.action;
  }
  if (filters.entityType) where.entityType = filters.entityType;
  if (filters.entityId) where.entityId = filters.entityId;
  if (filters.from || filters.to) {
    where.createdAt = {
      ...(filters.from ? { gte: zonedDayBounds(filters.from, timeZone).start } : {}),
      ...(filters.to ? { lt: zonedDayBounds(filters.to, timeZone).end } : {}),
    };
  }
  return where;
}

/** Pages by seq: new entries join the chain above the first page, never inside a later one. */
const AUDIT_CURSOR = seqCursor("audit-log");

export async function listAuditLog(query: AuditLogQuery, timeZone = "UTC") {
  const before = AUDIT_CURSOR.decode(query.cursor);
  await sealAuditLog();
  const where = await whereOf(query, timeZone);
  if (!where) return { items: [], nextCursor: null };
  const rows = await db().auditLog.findMany({
    where: before === null ? where : { AND: [where, { seq: { lt: before } }] },
    orderBy: { seq: "desc" },
    take: query.limit + 1,
    select: ENTRY_SELECT,
  });
  return keysetPage(rows, {
    limit: query.limit,
    toItem: toView,
    cursorOf: (last) => AUDIT_CURSOR.encode(last.seq ?? 0n),
  });
}

/** At most this many entries in one export; narrow the filters for more. */
const AUDIT_EXPORT_LIMIT = 50_000;
const EXPORT_BATCH = 2_000;

const jsonText = (value: Prisma.JsonValue) => (value === null ? "" : JSON.stringify(value));

/** Times are written as ISO 8601 in UTC (the "time (UTC)" column), whoever exports. */
export async function exportAuditLog(filters: AuditLogFilters, timeZone = "UTC"): Promise<string> {
  await sealAuditLog();
  const where = await whereOf(filters, timeZone);
  const rows: EntryRow[] = [];
  let before: bigint | null = null;
  while (where && rows.length < AUDIT_EXPORT_LIMIT) {
    const batch: EntryRow[] = await db().auditLog.findMany({
      where: before === null ? where : { AND: [where, { seq: { lt: before } }] },
      orderBy: { seq: "desc" },
      take: Math.min(EXPORT_BATCH, AUDIT_EXPORT_LIMIT - rows.length),
      select: ENTRY_SELECT,
    });
    rows.push(...batch);
    const last = batch.at(-1);
    if (!last?.seq || batch.length < EXPORT_BATCH) break;
    before = last.seq;
  }
  return toCsv(
    AUDIT_EXPORT_HEADER,
    rows.map((row) => [
      (row.seq ?? 0n).toString(),
      row.createdAt,
      row.actor?.id,
      row.actor?.email,
      row.actorRole,
      row.action,
      row.entityType,
      row.entityId,
      jsonText(row.before),
      jsonText(row.after),
      jsonText(row.data),
      row.ip,
      row.requestId,
      row.hash,
    ]),
  );
}
