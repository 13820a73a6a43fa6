// An organization's public page (/orgs/{id} and GET /api/v1/orgs/{id}): its profile, the rating
// across its services and its live services. An organization whose account is suspended has no
// page, like its services have no listing (modules/catalog/server/bookable.ts).
import "server-only";
import { AppError } from "@/lib/errors/app-error";
import type { PublicOrganization } from "@/lib/organizations/organization-types";
import { bookableServiceWhere } from "@/modules/catalog/server/bookable";
import { toServiceCard } from "@/modules/catalog/server/search-services";
import { db } from "@/lib/server/db/client";
import { PROFILE_FIELDS_SELECT } from "./organization-profile";

export const ORGANIZATION_NOT_FOUND = "Organization not found.";
/** Services shown on the page; an organization with more says how many it has. */
const PAGE_SERVICES = 48;

/** The page's data; 404 (not_found) for an unknown or suspended organization. */
export async function getPublicOrganization(id: string): Promise<PublicOrganization> {
  const found = await findPublicOrganization(id);
  if (!found) throw AppError.notFound(ORGANIZATION_NOT_FOUND);
  return found;
}

/** The same, or null: for the page, which answers its own not-found page. */
export async function findPublicOrganization(id: string): Promise<PublicOrganization | null> {
  const organization = await db().organizationProfile.findFirst({
    where: { id, user: { isActive: true } },
    select: { ...PROFILE_FIELDS_SELECT, createdAt: true },
  });
  if (!organization) return null;

  const live = { ...bookableServiceWhere, organizationId: id };
  const [services, serviceCount, reviews] = await Promise.all([
    db().service.findMany({
      where: live,
      orderBy: [{ bookingCount: "desc" }, { createdAt: "desc" }, { id: "asc" }],
      take: PAGE_SERVICES,
    }),
    db().service.count({ where: live }),
    // Every review that counts, of any of its services, paused or deleted ones too: taking a
    // service down does not take its reviews out of the organization's record. The services
    // keep the sums in the same transaction as each review (organizationId is indexed).
    db().service.aggregate({
      where: { organizationId: id },
      _sum: { ratingSum: true, reviewCount: true },
    }),
  ]);

  const count = reviews._sum.reviewCount ?? 0;
  const sum = reviews._sum.ratingSum ?? 0;
  const { createdAt, ...profile } = organization;
  return {
    ...profile,
    memberSince: createdAt.toISOString(),
    rating: { average: count > 0 ? Math.round((sum / count) * 10) / 10 : null, count },
    services: services.map((service) =>
      toServiceCard({
        ...service,
        organizationName: organization.name,
        organizationVerified: organization.verified,
      }),
    ),
    serviceCount,
  };
}
