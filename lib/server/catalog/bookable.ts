// Which services are listed and bookable: active, not deleted, and offered by an organization
// whose account is not suspended. Being listed follows the organization's account, so suspending
// it hides its services and reactivating it brings back exactly those that were active, without
// changing any service's own status. Every listing and the booking path use these definitions.
import "server-only";
import { Prisma } from "@/generated/prisma/client";
import { AppError } from "@/lib/api/errors";
import type { Tx } from "@/lib/server/ledger/types";

/** Prisma filter for a listed service. */
export const bookableServiceWhere = {
  status: "active",
  deletedAt: null,
  organization: { user: { isActive: true } },
} as const satisfies Prisma.ServiceWhereInput;

/** The same, in SQL, for a query over "Service" AS `s`. */
export const BOOKABLE_SERVICE_SQL = Prisma.sql`s."status" = 'active' AND s."deletedAt" IS NULL
  AND EXISTS (SELECT 1 FROM "OrganizationProfile" bo JOIN "User" bu ON bu."id" = bo."userId"
              WHERE bo."id" = s."organizationId" AND bu."isActive")`;

/** The booking path's answer for a service that is not bookable (same words as create-booking). */
export const ORGANIZATION_NOT_BOOKABLE = "This service is not available for booking.";

/**
 * Inside a booking's transaction, as its FIRST statement: share-locks the organization's account
 * row and refuses (409) when it is suspended. Suspension updates that row, so the two serialize:
 * a booking that got the lock first is committed before the suspension can go on, and is then
 * found and cancelled by it; a booking that comes after waits for the suspension to commit and
 * sees the account suspended. Taking this lock before any wallet or escrow row keeps one lock
 * order (account, then money) with the suspension, so the two never deadlock.
 */
export async function lockBookableOrganization(tx: Tx, organizationId: string): Promise<void> {
  const [row] = await tx.$queryRaw<{ isActive: boolean }[]>`
    SELECT u."isActive" FROM "OrganizationProfile" o JOIN "User" u ON u."id" = o."userId"
    WHERE o."id" = ${organizationId} FOR SHARE OF u`;
  if (!row?.isActive) throw AppError.conflict(ORGANIZATION_NOT_BOOKABLE);
}
