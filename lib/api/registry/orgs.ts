// /api/v1/orgs: an organization's public page, and the reviews of its services.
import { orgReviewPageSchema } from "@/lib/schemas/org-reviews";
import { publicOrganizationSchema } from "@/lib/schemas/organizations";
import { cursorPageQuery, idParams } from "@/lib/validations/common";
import { defineRoute } from "./define";

export const orgsRoutes = {
  read: defineRoute({
    method: "GET",
    path: "/api/v1/orgs/{id}",
    tag: "Organizations",
    summary: "An organization's public page",
    description:
      "Its profile, verified badge, the rating across its services (reviews that count, with their number; `average` null when none) and its live services, most booked first. An unknown organization, or one whose account is suspended, is 404.",
    permission: "organizations.view",
    params: idParams,
    response: publicOrganizationSchema,
    cache: { maxAge: 60, staleWhileRevalidate: 600 },
    errors: ["not_found"],
  }),
  reviews: defineRoute({
    method: "GET",
    path: "/api/v1/orgs/{id}/reviews",
    tag: "Organizations",
    summary: "The public reviews of an organization's services, newest first, with its replies",
    description:
      "The reviews the catalogue shows (of completed bookings, not withdrawn), each with the service it is about, the author's first name and the organization's one reply. An unknown organization, or one whose account is suspended, is 404.",
    permission: "organizations.view",
    params: idParams,
    query: cursorPageQuery,
    response: orgReviewPageSchema,
    cache: { maxAge: 60, staleWhileRevalidate: 600 },
    errors: ["not_found"],
  }),
};
