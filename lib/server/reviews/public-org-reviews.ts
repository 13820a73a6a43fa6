// The public reviews of an organization's services as anyone reads them on its page (/orgs/{id}):
// the reviews the catalogue shows (of a completed booking, not withdrawn), newest first in keyset
// pages, each with the organization's reply. A page an organization does not have (unknown,
// suspended) has no reviews either: 404, as the page itself.
import "server-only";
import type { Page } from "@/lib/payments/wallet-entry";
import type { OrgReview } from "@/lib/schemas/org-reviews";
import { AppError } from "@/lib/errors/app-error";
import { db } from "@/lib/server/db/client";
import { NewestFirst } from "@/lib/server/db/cursor";
import { ORGANIZATION_NOT_FOUND } from "@/lib/server/organizations/public-organization";
import type { CursorPageQuery } from "@/lib/validations/common";
import { ORG_REVIEW_SELECT, publicReviewOf, toOrgReview } from "./org-reviews";

const REVIEWS = new NewestFirst("org-public-reviews", "createdAt");

export async function listPublicOrgReviews(params: {
  organizationId: string;
  query: CursorPageQuery;
}): Promise<Page<OrgReview>> {
  const { organizationId, query } = params;
  const organization = await db().organizationProfile.findFirst({
    where: { id: organizationId, user: { isActive: true } },
    select: { id: true },
  });
  if (!organization) throw AppError.notFound(ORGANIZATION_NOT_FOUND);
  const rows = await db().review.findMany({
    where: { AND: [publicReviewOf(organizationId), ...REVIEWS.after(query.cursor)] },
    select: ORG_REVIEW_SELECT,
    orderBy: REVIEWS.orderBy,
    take: query.limit + 1,
  });
  return REVIEWS.page(rows, query.limit, toOrgReview);
}
