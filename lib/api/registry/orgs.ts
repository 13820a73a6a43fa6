// /api/v1/orgs: an organization's public page.
import { publicOrganizationSchema } from "@/lib/schemas/organizations";
import { idParams } from "@/lib/validations/common";
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
};
