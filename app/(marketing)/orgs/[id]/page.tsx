import { cache } from "react";
import type { Metadata } from "next";
import { headers } from "next/headers";
import { notFound } from "next/navigation";
import { connection } from "next/server";
import { Container } from "@/components/layout/container";
import { OrganizationHeader } from "@/components/organizations/organization-header";
import { OrganizationReviews } from "@/components/organizations/organization-reviews";
import { REVIEWS_PAGE_SIZE } from "@/components/organizations/organization-reviews-messages";
import { OrganizationServices } from "@/components/organizations/organization-services";
import { dateStyleFor } from "@/lib/format/date-time";
import { findPublicOrganization } from "@/lib/server/organizations/public-organization";
import { detectRegion } from "@/lib/server/payments/region";
import { listPublicOrgReviews } from "@/lib/server/reviews/public-org-reviews";

interface OrganizationPageProps {
  params: Promise<{ id: string }>;
}

// generateMetadata and the page ask for the same organization: one read per request.
const loadOrganization = cache(findPublicOrganization);

/** A description for search results and link previews: the first sentences, whole words. */
function summary(text: string | null, name: string): string {
  if (!text) return `Services offered by ${name} on Coinmarket.`;
  const flat = text.replace(/\s+/g, " ").trim();
  return flat.length <= 160 ? flat : `${flat.slice(0, 157).replace(/\s+\S*$/, "")}...`;
}

export async function generateMetadata({ params }: OrganizationPageProps): Promise<Metadata> {
  await connection();
  const organization = await loadOrganization((await params).id);
  if (!organization) return { title: "Organization not found" };
  const description = summary(organization.description, organization.name);
  return {
    title: organization.name,
    description,
    openGraph: {
      title: organization.name,
      description,
      type: "profile",
      ...(organization.logoUrl ? { images: [organization.logoUrl] } : {}),
    },
  };
}

export default async function OrganizationPage({ params }: OrganizationPageProps) {
  await connection();
  const organization = await loadOrganization((await params).id);
  if (!organization) notFound();
  const requestHeaders = await headers();
  const [region, reviews] = await Promise.all([
    detectRegion(requestHeaders),
    listPublicOrgReviews({ organizationId: organization.id, query: { limit: REVIEWS_PAGE_SIZE } }),
  ]);

  return (
    <Container className="space-y-12 py-10 sm:py-14">
      <OrganizationHeader organization={organization} />
      <OrganizationServices organization={organization} />
      <OrganizationReviews
        organization={organization}
        initial={reviews}
        dateStyle={dateStyleFor(region, requestHeaders)}
      />
    </Container>
  );
}
