// Which services are listed and bookable: active, not deleted, and offered by an organization
// whose account is not suspended. Being listed follows the organization's account, so suspending
// it hides its services and reactivating it brings back exactly those that were active, without
// changing any service's own status. Every listing and the booking path use these definitions.
import "server-only";
import type { Prisma } from "@/generated/prisma/client";
import { AppError } from "@/lib/errors/app-error";
import { NOT_BOOKABLE } from "@/lib/bookings/messages";
import type { Tx } from "@/lib/server/ledger/types";

/** Prisma filter for a listed service. */
export const bookableServiceWhere = {
  status: "active",
  deletedAt: null,
  organization: { user: { isActive: true } },
} as const satisfies Prisma.ServiceWhereInput;

/** The booking path's answer for a service that is gone (deleted, or never was). */
export const SERVICE_GONE = "Service not found.";

/**
 * Inside a booking's transaction, as its FIRST statement: share-locks the organization's account
 * row and key-share-locks the service's row, and refuses a service that is deleted (404), no
 * longer active or whose organization is suspended (409), as they are now, not as read before
 * the transaction.
 *
 * Suspension updates the account row and a service's delete locks its row FOR UPDATE, so each
 * serializes with the booking: a booking that got its locks first is committed before the
 * suspension or the delete can go on, and is then found by it (cancelled by the suspension; the
 * delete refused while it is active); a booking that comes after waits for them to commit and
 * sees the account suspended or the service deleted. The key-share lock is the one the
 * booking's foreign key takes anyway: it blocks only a delete, never another booking, an edit or
 * the count's fold. Taking these before any wallet or escrow row keeps one lock order (account
 * and service, then money) with the suspension, so the two never deadlock.
 */
export async function lockBookableService(
  tx: Tx,
  service: { id: string; organizationId: string },
): Promise<void> {
  const [row] = await tx.$queryRaw<{ isActive: boolean; status: string; deleted: boolean }[]>`
    SELECT u."isActive", s."status"::text AS "status", s."deletedAt" IS NOT NULL AS "deleted"
    FROM "Service" s
    JOIN "OrganizationProfile" o ON o."id" = s."organizationId"
    JOIN "User" u ON u."id" = o."userId"
    WHERE s."id" = ${service.id} AND s."organizationId" = ${service.organizationId}
    FOR SHARE OF u FOR KEY SHARE OF s`;
  if (!row || row.deleted) throw AppError.notFound(SERVICE_GONE);
  if (!row.isActive || row.status !== "active") throw AppError.conflict(NOT_BOOKABLE);
}
