// The admin's dispute queue: those an admin decides first, then those waiting for the
// organization, then for the customer, then the resolved ones; newest first within each, in
// keyset pages (the cursor holds the row's place, its time and id). Filtered by state and by a
// booking reference or part of either side's name. And the queue's figures.
import "server-only";
import { z } from "zod";
import { Prisma } from "@/generated/prisma/client";
import type { DisputeStatus } from "@/lib/bookings/booking-types";
import type { AdminDispute, AdminDisputePage, AdminDisputeSummary } from "@/lib/schemas/disputes";
import { db } from "@/lib/server/db/client";
import { defineCursor, instant, keysetPage, rowId, seekAfter } from "@/lib/server/db/cursor";
import type { AdminDisputeFilter, AdminDisputeQuery } from "@/lib/validations/disputes";

/** Each state's place in the queue: an admin's work first, the resolved last. */
const PLACE = Prisma.sql`(CASE d."status"
  WHEN 'awaiting_admin' THEN 0 WHEN 'awaiting_organization' THEN 1
  WHEN 'awaiting_customer' THEN 2 ELSE 3 END)`;

interface QueueKey {
  place: number;
  at: Date;
  id: string;
}

const CURSOR = defineCursor<QueueKey>(
  "admin-disputes",
  z
    .tuple([z.number().int().min(0).max(3), instant, rowId])
    .transform(([place, at, id]) => ({ place, at, id })),
  (key) => [key.place, key.at.toISOString(), key.id],
);

const LIST_INCLUDE = {
  booking: {
    select: {
      id: true,
      reference: true,
      serviceTitle: true,
      totalAmount: true,
      organization: { select: { id: true, name: true } },
      user: { select: { id: true, name: true } },
    },
  },
} satisfies Prisma.DisputeInclude;

type ListRow = Prisma.DisputeGetPayload<{ include: typeof LIST_INCLUDE }>;

function toAdminDispute(row: ListRow): AdminDispute {
  const waiting = row.status === "awaiting_organization" || row.status === "awaiting_customer";
  return {
    id: row.id,
    bookingId: row.booking.id,
    bookingReference: row.booking.reference,
    serviceTitle: row.booking.serviceTitle,
    organization: row.booking.organization,
    customer: row.booking.user,
    totalAmount: row.booking.totalAmount,
    reason: row.reason,
    status: row.status,
    offerCoins: row.offerCoins,
    createdAt: row.createdAt.toISOString(),
    respondBy: waiting ? row.respondBy.toISOString() : null,
    escalatedAt: row.escalatedAt?.toISOString() ?? null,
    outcome: row.outcome,
    refundCoins: row.refundCoins,
    resolvedAt: row.resolvedAt?.toISOString() ?? null,
  };
}

function statusFilter(status: AdminDisputeFilter): Prisma.Sql {
  if (status === "all") return Prisma.empty;
  if (status === "open") return Prisma.sql`AND d."status" <> 'resolved'`;
  return Prisma.sql`AND d."status" = ${status}::"DisputeStatus"`;
}

/** `%`, `_` and `\` in a search mean themselves, not LIKE's wildcards. */
function literal(term: string): string {
  return term.replace(/[\\%_]/g, (char) => `\\${char}`);
}

function searchFilter(search: string | undefined): Prisma.Sql {
  if (!search) return Prisma.empty;
  const like = `%${literal(search)}%`;
  return Prisma.sql`AND (upper(b."reference") = upper(${search})
    OR o."name" ILIKE ${like} OR u."name" ILIKE ${like})`;
}

function afterCursor(cursor: string | undefined): Prisma.Sql {
  const key = CURSOR.decode(cursor);
  if (!key) return Prisma.empty;
  return Prisma.sql`AND ${seekAfter([
    { expr: PLACE, desc: false, value: Prisma.sql`${key.place}::int` },
    { expr: Prisma.sql`d."createdAt"`, desc: true, value: Prisma.sql`${key.at}::timestamp(3)` },
    { expr: Prisma.sql`d."id"`, desc: true, value: Prisma.sql`${key.id}::text` },
  ])}`;
}

export async function listAdminDisputes(query: AdminDisputeQuery): Promise<AdminDisputePage> {
  const heads = await db().$queryRaw<{ id: string; place: number; createdAt: Date }[]>`
    SELECT d."id", ${PLACE}::int AS "place", d."createdAt"
    FROM "Dispute" d
    JOIN "Booking" b ON b."id" = d."bookingId"
    JOIN "OrganizationProfile" o ON o."id" = b."organizationId"
    JOIN "User" u ON u."id" = b."userId"
    WHERE TRUE ${statusFilter(query.status)} ${searchFilter(query.search)}
      ${afterCursor(query.cursor)}
    ORDER BY ${PLACE} ASC, d."createdAt" DESC, d."id" DESC
    LIMIT ${query.limit + 1}`;
  const rows = await db().dispute.findMany({
    where: { id: { in: heads.map((head) => head.id) } },
    include: LIST_INCLUDE,
  });
  const byId = new Map(rows.map((row) => [row.id, row]));
  const ordered = heads.flatMap((head) => {
    const row = byId.get(head.id);
    return row ? [{ head, row }] : [];
  });
  return keysetPage(ordered, {
    limit: query.limit,
    toItem: ({ row }) => toAdminDispute(row),
    cursorOf: ({ head }) => CURSOR.encode({ place: head.place, at: head.createdAt, id: head.id }),
  });
}

/** The queue's figures: one grouped read of the status index, and the escrow of the open ones. */
export async function adminDisputeSummary(): Promise<AdminDisputeSummary> {
  const [groups, open] = await Promise.all([
    db().dispute.groupBy({ by: ["status"], _count: { _all: true } }),
    db().booking.aggregate({
      where: { dispute: { status: { not: "resolved" } }, status: "disputed" },
      _sum: { totalAmount: true },
    }),
  ]);
  const of = (status: DisputeStatus) =>
    groups.find((group) => group.status === status)?._count._all ?? 0;
  return {
    awaitingAdmin: of("awaiting_admin"),
    awaitingOrganization: of("awaiting_organization"),
    awaitingCustomer: of("awaiting_customer"),
    resolved: of("resolved"),
    open: of("awaiting_admin") + of("awaiting_organization") + of("awaiting_customer"),
    coinsInDispute: open._sum.totalAmount ?? 0,
  };
}
