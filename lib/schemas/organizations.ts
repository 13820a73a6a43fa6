// Organizations as the API answers them: an organization's own profile, and its public page.
import { z } from "zod";
import type {
  OrganizationProfileView,
  PublicOrganization,
} from "@/lib/organizations/organization-types";
import { serviceCardSchema } from "@/modules/catalog/shared/schemas";
import { count, isoDateTime } from "./common";

const profileFields = {
  id: z.string(),
  name: z.string(),
  description: z.string().nullable(),
  website: z.string().nullable().meta({ description: "An http(s) address." }),
  contactEmail: z.string().nullable(),
  logoUrl: z.string().nullable().meta({ description: "A path of this site (/uploads/...)." }),
  verified: z.boolean(),
};

export const organizationProfileSchema = z
  .object({ ...profileFields, updatedAt: isoDateTime })
  .meta({
    id: "OrganizationProfile",
    description: "An organization's profile as it edits it.",
  }) satisfies z.ZodType<OrganizationProfileView>;

export const publicOrganizationSchema = z
  .object({
    ...profileFields,
    memberSince: isoDateTime,
    rating: z.object({
      average: z.number().nullable(),
      count: count,
    }),
    services: z.array(serviceCardSchema),
    serviceCount: count,
  })
  .meta({
    id: "PublicOrganization",
    description:
      "An organization's public page: its profile, the rating across its services and its live services.",
  }) satisfies z.ZodType<PublicOrganization>;
