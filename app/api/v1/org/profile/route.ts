// GET /api/v1/org/profile: the caller's organization profile. PUT: replace it (audited).
import { orgProfileRoutes } from "@/lib/api/registry/org";
import { apiRoute, reply } from "@/lib/api/route";
import {
  getOwnOrganizationProfile,
  updateOwnOrganizationProfile,
} from "@/lib/server/organizations/organization-profile";

export const GET = apiRoute(orgProfileRoutes.read, ({ caller }) =>
  getOwnOrganizationProfile(caller.user),
);

export const PUT = apiRoute(orgProfileRoutes.update, async ({ caller, body, client }) =>
  reply(await updateOwnOrganizationProfile(caller.user, body, client), {
    message: "Profile Updated",
  }),
);
