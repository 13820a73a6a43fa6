// GET /api/v1/admin/activity: what happened on the platform, newest first, from the audit log.
// Pages by the entries' place in the chain (seq), as the audit log does; what each entry names
// (a service's title, an account's name, a booking's service) is read for the whole page at once.
import "server-only";
import type { Prisma } from "@/generated/prisma/client";
import type { ActivityPage } from "@/lib/schemas/admin-dashboard";
import { sealAuditLog } from "@/lib/server/audit/seal-audit-log";
import { db } from "@/lib/server/db/client";
import { seqCursor } from "@/lib/server/db/cursor";
import { ACTIVITY_HIDDEN_ACTIONS, describeActivity } from "./activity-summary";

export interface ActivityQuery {
  limit: number;
  /** The nextCursor of the page before: the seq of its last entry. */
  cursor?: string;
}

const ACTIVITY_CURSOR = seqCursor("activity");

type Json = Prisma.JsonValue;

/** A field of a JSON object, or null. */
function field(value: Json, key: string): Json {
  return value && typeof value === "object" && !Array.isArray(value) ? (value[key] ?? null) : null;
}

function numberOf(value: Json): number | null {
  const parsed = typeof value === "string" ? Number(value) : value;
  return typeof parsed === "number" && Number.isFinite(parsed) ? parsed : null;
}

const textOf = (value: Json) => (typeof value === "string" && value ? value : null);

async function namesOf(ids: { services: string[]; users: string[]; bookings: string[] }) {
  const [services, users, bookings] = await Promise.all([
    ids.services.length
      ? db().service.findMany({
          where: { id: { in: ids.services } },
          select: { id: true, title: true },
        })
      : [],
    ids.users.length
      ? db().user.findMany({ where: { id: { in: ids.users } }, select: { id: true, name: true } })
      : [],
    ids.bookings.length
      ? db().booking.findMany({
          where: { id: { in: ids.bookings } },
          select: { id: true, serviceTitle: true, user: { select: { name: true } } },
        })
      : [],
  ]);
  return {
    subjects: new Map<string, string>([
      ...services.map((row): [string, string] => [`service:${row.id}`, row.title]),
      ...users.map((row): [string, string] => [`user:${row.id}`, row.name]),
      ...bookings.map((row): [string, string] => [`booking:${row.id}`, row.serviceTitle]),
    ]),
    // Who booked: the booking's actor when the movement was written outside a request.
    bookers: new Map(bookings.map((row) => [`booking:${row.id}`, row.user.name])),
  };
}

export async function listActivity(query: ActivityQuery): Promise<ActivityPage> {
  const before = ACTIVITY_CURSOR.decode(query.cursor);
  // Entries join the chain seconds after they commit: seal what waits, so nothing just done is missing.
  await sealAuditLog();
  const rows = await db().auditLog.findMany({
    where: {
      seq: before === null ? { not: null } : { lt: before },
      action: { notIn: ACTIVITY_HIDDEN_ACTIONS },
    },
    orderBy: { seq: "desc" },
    take: query.limit + 1,
    select: {
      id: true,
      seq: true,
      action: true,
      entityType: true,
      entityId: true,
      after: true,
      data: true,
      createdAt: true,
      actor: { select: { name: true } },
    },
  });
  const page = rows.slice(0, query.limit);
  const subjectKey = (row: (typeof page)[number]): string | null => {
    const bookingId = textOf(field(row.after, "bookingId"));
    if (bookingId) return `booking:${bookingId}`;
    if (row.entityId && (row.entityType === "service" || row.entityType === "user")) {
      return `${row.entityType}:${row.entityId}`;
    }
    return null;
  };
  const keys = page.map(subjectKey);
  const idsOf = (kind: string) =>
    [...new Set(keys.filter((key) => key?.startsWith(`${kind}:`)))].map((key) =>
      (key ?? "").slice(kind.length + 1),
    );
  const { subjects, bookers } = await namesOf({
    services: idsOf("service"),
    users: idsOf("user"),
    bookings: idsOf("booking"),
  });
  return {
    items: page.map((row, index) => {
      const key = keys[index];
      const actor =
        row.actor?.name ??
        (row.action === "ledger.booking" && key ? bookers.get(key) : null) ??
        null;
      const { type, summary } = describeActivity({
        action: row.action,
        actor,
        subject: key ? (subjects.get(key) ?? null) : null,
        amount: numberOf(field(row.after, "amount")) ?? numberOf(field(row.data, "amount")),
        reason: textOf(field(row.data, "reason")) ?? textOf(field(row.data, "note")),
      });
      return {
        id: row.id,
        type,
        user: actor ?? "System",
        time: row.createdAt.toISOString(),
        summary,
        action: row.action,
      };
    }),
    nextCursor: rows.length > query.limit ? ACTIVITY_CURSOR.encode(page.at(-1)?.seq ?? 0n) : null,
  };
}
