// The admin's services list (docs/spec.md "Admin services"): every service not deleted, newest first,
// searched by title or organization name and filtered by category and status, a keyset page at
// a time. One query picks the page's ids through the indexes (createdAt, status+createdAt,
// category+createdAt, trigram on titles and organization names), a second reads those rows with
// their organization, open change and active bookings: two queries a page, whatever its size.
import "server-only";
import { Prisma } from "@/generated/prisma/client";
import { AppError } from "@/lib/errors/app-error";
import type {
  AdminServicePage,
  AdminServiceView,
  ServiceFieldDiff,
} from "@/modules/services/shared/admin-schemas";
import type { ServiceFields } from "@/modules/services/shared/schemas";
import { averageRating } from "@/modules/catalog/shared/categories";
import { db } from "@/lib/server/db/client";
import { keysetPage, newestCursor } from "@/lib/server/db/cursor";
import type { AdminServiceQuery } from "@/modules/services/shared/admin-validations";
import { readProposal } from "./proposed-fields";
import { changedFields, liveFields, ORG_SERVICE_INCLUDE } from "./service-view";

type ServiceRow = Prisma.ServiceGetPayload<{ include: typeof ORG_SERVICE_INCLUDE }>;

/** `%`, `_` and `\` match themselves: a search is a substring, never a pattern. */
function escapeLike(term: string): string {
  return term.replace(/[\\%_]/g, (char) => `\\${char}`);
}

/** Where the next page starts: the last row's creation time and id. */
const SERVICES_CURSOR = newestCursor("admin-services");

function filterSql(query: AdminServiceQuery): Prisma.Sql[] {
  const where: Prisma.Sql[] = [Prisma.sql`s."deletedAt" IS NULL`];
  if (query.status === "pending_change") {
    // Open changes are few: the service ids come from them, not from a scan of services.
    where.push(Prisma.sql`s."id" IN (SELECT c."serviceId" FROM "ServiceChange" c
      WHERE c."status" = 'pending' AND c."openSlot" IS NOT NULL)`);
  } else if (query.status !== "all") {
    where.push(Prisma.sql`s."status" = ${query.status}::"ServiceStatus"`);
  }
  if (query.category !== "all") {
    where.push(Prisma.sql`s."category" = ${query.category}::"ServiceCategory"`);
  }
  const after = SERVICES_CURSOR.decode(query.cursor);
  if (after) {
    // Written so the createdAt index bounds the scan; the id breaks ties within one instant.
    where.push(Prisma.sql`s."createdAt" <= ${after.at}
      AND (s."createdAt" < ${after.at} OR s."id" < ${after.id})`);
  }
  return where;
}

function diffOf(live: ServiceFields, proposed: ServiceFields): ServiceFieldDiff[] {
  return (changedFields(live, proposed) as ServiceFieldDiff["field"][]).map((field) => ({
    field,
    before: live[field],
    after: proposed[field],
  }));
}

function toAdminServiceView(row: ServiceRow): AdminServiceView {
  const live = liveFields(row);
  const change = row.changes[0];
  const proposed = change ? readProposal(change.proposed, live) : null;
  return {
    id: row.id,
    ...live,
    orgName: row.organization.name,
    orgId: row.organizationId,
    orgVerified: row.organization.verified,
    status: row.status,
    duration: row.duration,
    tags: row.tags ?? [],
    rating: averageRating(row.ratingSum, row.reviewCount),
    reviewCount: row.reviewCount,
    bookings: row.bookingCount,
    activeBookings: row._count.bookings,
    dateCreated: row.createdAt.toISOString(),
    moderationNote: row.moderationNote,
    pendingChange:
      change && proposed && change.status === "pending"
        ? {
            id: change.id,
            submittedAt: change.updatedAt.toISOString(),
            changes: diffOf(live, proposed),
            proposed,
          }
        : null,
  };
}

/** One service as the admin's list shows it (after an action on it). */
export async function adminServiceView(id: string): Promise<AdminServiceView> {
  const row = await db().service.findUnique({ where: { id }, include: ORG_SERVICE_INCLUDE });
  if (!row) throw AppError.notFound("Service not found.");
  return toAdminServiceView(row);
}

/** The ids of the page, newest first, and one more if there is a next page. */
function pickSql(query: AdminServiceQuery): Prisma.Sql {
  const where = filterSql(query);
  const newest = Prisma.sql`ORDER BY s."createdAt" DESC, s."id" DESC LIMIT ${query.limit + 1}`;
  const pick = (match: Prisma.Sql) => Prisma.sql`SELECT s."id", s."createdAt" FROM "Service" s
    WHERE ${Prisma.join([...where, match], " AND ")} ${newest}`;
  if (!query.search) return pick(Prisma.sql`TRUE`);
  const like = `%${escapeLike(query.search)}%`;
  // Title matches and organization-name matches, each its own newest page, then merged: each
  // branch takes its best plan (a common term walks the createdAt index until the page is full,
  // a rare one reads the few matches from the trigram index), which one query joined by OR
  // cannot (it would gather every match of a common term, then sort them all).
  return Prisma.sql`SELECT u."id", u."createdAt" FROM (
    (${pick(Prisma.sql`s."title" ILIKE ${like}`)})
    UNION
    (${pick(Prisma.sql`s."organizationId" IN
       (SELECT g."id" FROM "OrganizationProfile" g WHERE g."name" ILIKE ${like})`)})
  ) u ORDER BY u."createdAt" DESC, u."id" DESC LIMIT ${query.limit + 1}`;
}

export async function listAdminServices(query: AdminServiceQuery): Promise<AdminServicePage> {
  const picked = await db().$queryRaw<{ id: string; createdAt: Date }[]>(pickSql(query));
  const page = picked.slice(0, query.limit);
  const rows = page.length
    ? await db().service.findMany({
        where: { id: { in: page.map((row) => row.id) } },
        include: ORG_SERVICE_INCLUDE,
      })
    : [];
  const byId = new Map(rows.map((row) => [row.id, row]));
  const listed = keysetPage(picked, {
    limit: query.limit,
    toItem: (row) => row,
    cursorOf: (last) => SERVICES_CURSOR.encode({ at: last.createdAt, id: last.id }),
  });
  return {
    items: listed.items.flatMap((row) => {
      const found = byId.get(row.id);
      return found ? [toAdminServiceView(found)] : [];
    }),
    nextCursor: listed.nextCursor,
  };
}
