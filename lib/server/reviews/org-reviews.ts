// The public reviews of an organization's services, newest first in keyset pages: where it reads
// what customers said and replies. Public means what the catalogue shows: of a completed booking
// and not withdrawn; held and withdrawn reviews are not the organization's to see or answer.
import "server-only";
import type { Prisma } from "@/generated/prisma/client";
import type { SessionUser } from "@/lib/auth/session-user";
import type { Page } from "@/lib/payments/wallet-entry";
import type { OrgReview } from "@/lib/schemas/org-reviews";
import { db } from "@/lib/server/db/client";
import { NewestFirst } from "@/lib/server/db/cursor";
import type { CursorPageQuery } from "@/lib/validations/common";
import { shortName } from "@/modules/catalog/server/get-service";
import { organizationIdOf } from "@/modules/services/server/manage-services";

const REVIEWS = new NewestFirst("org-reviews", "createdAt");

export const ORG_REVIEW_SELECT = {
  id: true,
  rating: true,
  comment: true,
  createdAt: true,
  reply: true,
  repliedAt: true,
  service: { select: { id: true, title: true } },
  user: { select: { name: true } },
} satisfies Prisma.ReviewSelect;

type OrgReviewRow = Prisma.ReviewGetPayload<{ select: typeof ORG_REVIEW_SELECT }>;

/** The reviews of the organization's services that anyone may read. */
export function publicReviewOf(organizationId: string): Prisma.ReviewWhereInput {
  return {
    withdrawnAt: null,
    booking: { status: "completed" },
    service: { organizationId },
  };
}

export function toOrgReview(row: OrgReviewRow): OrgReview {
  return {
    id: row.id,
    serviceId: row.service.id,
    serviceTitle: row.service.title,
    rating: row.rating,
    comment: row.comment,
    authorName: shortName(row.user.name),
    createdAt: row.createdAt.toISOString(),
    reply: row.reply,
    repliedAt: row.repliedAt?.toISOString() ?? null,
  };
}

export async function listOrgReviews(params: {
  caller: SessionUser;
  query: CursorPageQuery;
}): Promise<Page<OrgReview>> {
  const { caller, query } = params;
  const rows = await db().review.findMany({
    where: { AND: [publicReviewOf(organizationIdOf(caller)), ...REVIEWS.after(query.cursor)] },
    select: ORG_REVIEW_SELECT,
    orderBy: REVIEWS.orderBy,
    take: query.limit + 1,
  });
  return REVIEWS.page(rows, query.limit, toOrgReview);
}
