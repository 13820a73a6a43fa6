// The admin's list of accounts: searched by name or email, filtered by role and status, newest
// first by a cursor; and the same filtered list as CSV. The search is ILIKE '%term%' on the
// trigram-indexed name and email; the order and the filters use the createdAt, role+createdAt and
// isActive+createdAt indexes. Wallet balances, active bookings and service counts are read for a
// whole page at once (three queries a page, never one a row).
import "server-only";
import type { Prisma } from "@/generated/prisma/client";
import type { AdminUser, AdminUserPage } from "@/lib/schemas/admin-users";
import { toCsv, type CsvValue } from "@/lib/csv";
import { shownOpenWhere } from "@/lib/server/bookings/shown-status";
import { db } from "@/lib/server/db/client";
import { NewestFirst } from "@/lib/server/db/cursor";
import type { AdminUserFilters, AdminUserQuery } from "@/lib/validations/admin-users";

export const ADMIN_USER_SELECT = {
  id: true,
  name: true,
  email: true,
  role: true,
  isActive: true,
  createdAt: true,
  emailVerified: true,
  suspendedReason: true,
  suspendedAt: true,
  organization: { select: { id: true, name: true } },
} satisfies Prisma.UserSelect;

export type AdminUserRow = Prisma.UserGetPayload<{ select: typeof ADMIN_USER_SELECT }>;

/** Newest first; the id breaks ties of one instant, so the order is total. */
const USERS = new NewestFirst("admin-users", "createdAt");

/** At most this many rows in one export, read in pages. */
const USER_EXPORT_LIMIT = 100_000;
const EXPORT_PAGE = 1_000;

/** `%`, `_` and `\` in a search mean themselves, not LIKE's wildcards. */
function literal(term: string): string {
  return term.replace(/[\\%_]/g, (char) => `\\${char}`);
}

function whereOf(filters: AdminUserFilters): Prisma.UserWhereInput {
  const term = filters.search ? literal(filters.search) : null;
  return {
    ...(filters.role === "all" ? {} : { role: filters.role }),
    ...(filters.status === "all" ? {} : { isActive: filters.status === "active" }),
    ...(term
      ? {
          OR: [
            { name: { contains: term, mode: "insensitive" } },
            { email: { contains: term, mode: "insensitive" } },
            // An organization is looked for by its name as much as its contact person's.
            { organization: { name: { contains: term, mode: "insensitive" } } },
          ],
        }
      : {}),
  };
}

/**
 * Each user's wallet balance and active bookings and each organization's live service count, for
 * a page of rows (the bookings by the userId+status index).
 */
async function figuresOf(rows: AdminUserRow[]) {
  const userIds = rows.filter((row) => row.role === "user").map((row) => row.id);
  const orgIds = rows.flatMap((row) =>
    row.role === "org" && row.organization ? [row.organization.id] : [],
  );
  const [wallets, services, bookings] = await Promise.all([
    userIds.length
      ? db().ledgerAccount.findMany({
          where: { kind: "user_wallet", userId: { in: userIds } },
          select: { userId: true, balance: true },
        })
      : [],
    orgIds.length
      ? db().service.groupBy({
          by: ["organizationId"],
          where: { organizationId: { in: orgIds }, deletedAt: null },
          _count: { _all: true },
        })
      : [],
    userIds.length
      ? db().booking.groupBy({
          by: ["userId"],
          // Open as shown: one that time has decided is settled, swept or not.
          where: { AND: [{ userId: { in: userIds } }, shownOpenWhere(new Date())] },
          _count: { _all: true },
          _sum: { totalAmount: true },
        })
      : [],
  ]);
  return {
    balances: new Map(wallets.map((wallet) => [wallet.userId, Number(wallet.balance)])),
    serviceCounts: new Map(services.map((group) => [group.organizationId, group._count._all])),
    activeBookings: new Map(
      bookings.map((group) => [
        group.userId,
        { count: group._count._all, coins: group._sum.totalAmount ?? 0 },
      ]),
    ),
  };
}

type Figures = Awaited<ReturnType<typeof figuresOf>>;

function toAdminUser(row: AdminUserRow, figures: Figures): AdminUser {
  const organizationId = row.organization?.id ?? "";
  return {
    id: row.id,
    name: row.name,
    email: row.email,
    role: row.role,
    status: row.isActive ? "active" : "suspended",
    joinDate: row.createdAt.toISOString(),
    walletBalance: row.role === "user" ? (figures.balances.get(row.id) ?? 0) : null,
    activeBookings:
      row.role === "user" ? (figures.activeBookings.get(row.id) ?? { count: 0, coins: 0 }) : null,
    servicesOffered: row.role === "org" ? (figures.serviceCounts.get(organizationId) ?? 0) : null,
    organizationName: row.organization?.name ?? null,
    emailVerified: row.emailVerified !== null,
    suspendedReason: row.suspendedReason,
    suspendedAt: row.suspendedAt?.toISOString() ?? null,
  };
}

/** Rows as the admin sees them, their figures read in two queries for all of them. */
export async function withFigures(rows: AdminUserRow[]): Promise<AdminUser[]> {
  const figures = await figuresOf(rows);
  return rows.map((row) => toAdminUser(row, figures));
}

export async function listAdminUsers(query: AdminUserQuery): Promise<AdminUserPage> {
  const rows = await db().user.findMany({
    where: { AND: [whereOf(query), ...USERS.after(query.cursor)] },
    select: ADMIN_USER_SELECT,
    orderBy: USERS.orderBy,
    take: query.limit + 1,
  });
  const page = USERS.page(rows, query.limit, (row) => row);
  return { items: await withFigures(page.items), nextCursor: page.nextCursor };
}

export const USER_EXPORT_HEADER = [
  "ID",
  "Name",
  "Email",
  "Role",
  "Status",
  "Joined (UTC)",
  "Wallet balance",
  "Services offered",
] as const;

function exportRow(user: AdminUser): CsvValue[] {
  return [
    user.id,
    user.name,
    user.email,
    user.role,
    user.status,
    user.joinDate,
    user.walletBalance,
    user.servicesOffered,
  ];
}

/** Every account the filters match, newest first, up to USER_EXPORT_LIMIT, as CSV. */
export async function exportAdminUsers(filters: AdminUserFilters): Promise<string> {
  const rows: CsvValue[][] = [];
  let cursor: string | undefined;
  while (rows.length < USER_EXPORT_LIMIT) {
    const limit = Math.min(EXPORT_PAGE, USER_EXPORT_LIMIT - rows.length);
    const page = await listAdminUsers({ ...filters, limit, cursor });
    rows.push(...page.items.map(exportRow));
    if (!page.nextCursor) break;
    cursor = page.nextCursor;
  }
  return toCsv(USER_EXPORT_HEADER, rows);
}
