// An organization as its own profile form and its public page (/orgs/{id}) show it: shared by the
// server that reads it (lib/server/organizations) and the screens and API schemas.
import type { ServiceCard } from "@/modules/catalog/shared/catalog-types";

/** Who offers a service, as a card or a page names it, with a link to its public page. */
export interface OrganizationRef {
  id: string;
  name: string;
}

/** What the organization says about itself, and the platform's check of it. */
export interface OrganizationProfileFields {
  id: string;
  name: string;
  description: string | null;
  website: string | null;
  contactEmail: string | null;
  logoUrl: string | null;
  /** Set by the platform's team, never by the organization. */
  verified: boolean;
}

/** The organization's own profile (GET orgProfile.read, PUT orgProfile.update). */
export interface OrganizationProfileView extends OrganizationProfileFields {
  updatedAt: string;
}

interface OrganizationRating {
  /** One decimal; null when no review counts yet. */
  average: number | null;
  /** Reviews that count (not withdrawn), over all its services. */
  count: number;
}

/** The public page (GET orgProfile.publicPage). */
export interface PublicOrganization extends OrganizationProfileFields {
  memberSince: string;
  rating: OrganizationRating;
  /** Its live services (approved, active, listed), most booked first. */
  services: ServiceCard[];
  /** How many live services it has; `services` holds at most the first page of them. */
  serviceCount: number;
}

export function organizationHref(id: string): string {
  return `/orgs/${encodeURIComponent(id)}`;
}
