// The listed services in the search's SQL (alias `s`): what bookable.ts's bookableServiceWhere
// says (active, not deleted, organization account not suspended), written so that a walk of the
// partial indexes on status = 'active' AND "deletedAt" IS NULL can use it: the suspended
// organizations are few, found through the index on "User"."isActive" once per statement (the
// CTE `susp`), instead of an account lookup per service. Once, not once per use: each copy of
// the subquery cost PostgreSQL planning and a lookup (a browse planned in 2.5 ms with three).
import "server-only";
import { Prisma } from "@/generated/prisma/client";

const SUSPENDED_ORGANIZATIONS = Prisma.sql`SELECT so."id" FROM "OrganizationProfile" so
  JOIN "User" su ON su."id" = so."userId" WHERE su."isActive" = false`;

/** The statement's CTE of the suspended organizations' ids, for SUSPENDED_IDS. */
export const SUSPENDED_CTE = Prisma.sql`susp AS (SELECT ARRAY(${SUSPENDED_ORGANIZATIONS}) AS "ids")`;

/** The suspended organizations' ids as one text[] value (needs SUSPENDED_CTE). */
export const SUSPENDED_IDS = Prisma.sql`(SELECT "ids" FROM susp)::text[]`;

/** The service (alias `s`) is not of a suspended organization (needs SUSPENDED_CTE). */
const NOT_SUSPENDED = Prisma.sql`s."organizationId" <> ALL(${SUSPENDED_IDS})`;

/** A listed "Service" row (alias `s`; needs SUSPENDED_CTE). */
export const LISTED_SERVICE_SQL = Prisma.sql`s."status" = 'active' AND s."deletedAt" IS NULL
  AND ${NOT_SUSPENDED}`;

/**
 * The same of a "CatalogEntry" row (alias `s`; needs SUSPENDED_CTE): the table holds only the
 * services listed by their own state (active, not deleted), so what is left is the
 * organization's account.
 */
export const LISTED_ENTRY_SQL = NOT_SUSPENDED;
