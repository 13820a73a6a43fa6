// One service as its organization (and an admin) sees it: the live fields, its moderation state
// and the open change, if any.
import "server-only";
import type { Prisma } from "@/generated/prisma/client";
import {
  readQuestions,
  type OrgServiceView,
  type ServiceChangeView,
  type ServiceFields,
} from "@/modules/services/shared/schemas";
import { averageRating } from "@/modules/catalog/shared/categories";
import { CUSTOMER_FACING_FIELDS } from "@/modules/services/shared/validations";
import { readProposal } from "./proposed-fields";

export const ORG_SERVICE_INCLUDE = {
  organization: { select: { name: true, verified: true } },
  changes: { where: { openSlot: { not: null } }, take: 1 },
  _count: { select: { bookings: { where: { status: "active" } } } },
} satisfies Prisma.ServiceInclude;

type ServiceRow = Prisma.ServiceGetPayload<{ include: typeof ORG_SERVICE_INCLUDE }>;
type ChangeRow = ServiceRow["changes"][number];

export function liveFields(row: Pick<ServiceRow, keyof ServiceFields>): ServiceFields {
  return {
    title: row.title,
    description: row.description,
    price: row.price,
    category: row.category,
    features: row.features ?? [],
    images: row.images ?? [],
    questions: readQuestions(row.questions),
  };
}

/** The customer-facing fields where `proposed` differs from `live`. */
export function changedFields(live: ServiceFields, proposed: ServiceFields): string[] {
  return CUSTOMER_FACING_FIELDS.filter(
    (field) => JSON.stringify(live[field]) !== JSON.stringify(proposed[field]),
  );
}

function toChangeView(change: ChangeRow, live: ServiceFields): ServiceChangeView {
  const proposed = readProposal(change.proposed, live);
  return {
    id: change.id,
    status: change.status,
    proposed,
    changedFields: changedFields(live, proposed),
    note: change.note,
    createdAt: change.createdAt.toISOString(),
    decidedAt: change.decidedAt?.toISOString() ?? null,
  };
}

export function toOrgServiceView(row: ServiceRow): OrgServiceView {
  const live = liveFields(row);
  const change = row.changes[0];
  return {
    id: row.id,
    organizationId: row.organizationId,
    organizationName: row.organization.name,
    ...live,
    status: row.status,
    duration: row.duration,
    tags: row.tags ?? [],
    moderationNote: row.moderationNote,
    bookingCount: row.bookingCount,
    activeBookings: row._count.bookings,
    rating: averageRating(row.ratingSum, row.reviewCount),
    reviewCount: row.reviewCount,
    createdAt: row.createdAt.toISOString(),
    updatedAt: row.updatedAt.toISOString(),
    submittedAt: row.submittedAt?.toISOString() ?? null,
    approvedAt: row.approvedAt?.toISOString() ?? null,
    pendingChange: change ? toChangeView(change, live) : null,
  };
}
