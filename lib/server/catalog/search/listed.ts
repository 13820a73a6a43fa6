// The listed services in the search's SQL (alias `s`): what bookable.ts's BOOKABLE_SERVICE_SQL
// says (active, not deleted, organization account not suspended), written so that a walk of the
// partial indexes on status = 'active' AND "deletedAt" IS NULL can use it: the suspended
// organizations are few, found through the index on "User"."isActive", and hashed once per
// statement, instead of an account lookup per service.
import "server-only";
import { Prisma } from "@/generated/prisma/client";

export const SUSPENDED_ORGANIZATIONS = Prisma.sql`SELECT so."id" FROM "OrganizationProfile" so
  JOIN "User" su ON su."id" = so."userId" WHERE su."isActive" = false`;

export const LISTED_SERVICE_SQL = Prisma.sql`s."status" = 'active' AND s."deletedAt" IS NULL
  AND s."organizationId" NOT IN (${SUSPENDED_ORGANIZATIONS})`;

/**
 * The same of a "CatalogEntry" row (alias `s`): the table holds only the services listed by
 * their own state (active, not deleted), so what is left is the organization's account.
 */
export const LISTED_ENTRY_SQL = Prisma.sql`s."organizationId" NOT IN (${SUSPENDED_ORGANIZATIONS})`;
