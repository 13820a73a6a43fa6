// PUT /api/v1/admin/users/:id/verification: verify the account's organization, or withdraw its
// verification, with a note (audited).
import { adminUsersRoutes } from "@/lib/api/registry/admin-users";
import { apiRoute, reply } from "@/lib/api/route";
import { setOrganizationVerified } from "@/lib/server/organizations/verify-organization";
import {
  ORGANIZATION_UNVERIFIED_TITLE,
  ORGANIZATION_VERIFIED_TITLE,
} from "@/lib/organizations/verification";

export const PUT = apiRoute(
  adminUsersRoutes.verification,
  async ({ caller, params, body, client }) =>
    reply(
      await setOrganizationVerified(caller, { ...body, userId: params.id, ip: client.address }),
      {
        message: body.verified ? ORGANIZATION_VERIFIED_TITLE : ORGANIZATION_UNVERIFIED_TITLE,
      },
    ),
);
