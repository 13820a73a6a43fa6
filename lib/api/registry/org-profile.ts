// Organizations' profiles: each organization edits its own; anyone reads its public page.
import { organizationProfileSchema, publicOrganizationSchema } from "@/lib/schemas/organizations";
import { idParams } from "@/lib/validations/common";
import { organizationProfileInputSchema } from "@/lib/validations/organization-profile";
import { defineRoute } from "./define";

const TAG = "Organizations";

export const orgProfileRoutes = {
  read: defineRoute({
    method: "GET",
    path: "/api/v1/org/profile",
    tag: TAG,
    summary: "Your organization's profile",
    permission: "orgProfile.read",
    response: organizationProfileSchema,
  }),
  update: defineRoute({
    method: "PUT",
    path: "/api/v1/org/profile",
    tag: TAG,
    summary: "Edit your organization's profile",
    description:
      "Replaces the name (required), description, website (http or https; `https://` is added when no scheme is given), contact email and logo (a path of this site, from POST /api/v1/uploads/images); an empty or missing optional field is cleared. Cards and pages show the new name at once. The message says 'Profile Updated'.",
    permission: "orgProfile.edit",
    body: organizationProfileInputSchema.meta({
      description: "The public profile's fields.",
      examples: [
        {
          name: "Lovelace Analytics",
          description: "Data audits for small shops.",
          website: "https://lovelace.example",
          contactEmail: "hello@lovelace.example",
          logoUrl: "/uploads/5f2c9a.webp",
        },
      ],
    }),
    response: organizationProfileSchema,
  }),
  publicPage: defineRoute({
    method: "GET",
    path: "/api/v1/orgs/{id}",
    tag: TAG,
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
