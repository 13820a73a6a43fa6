// POST /api/v1/auth/register: create a user or org account and send the verification email.
import { authRoutes } from "@/lib/api/registry/auth";
import { apiRoute, reply } from "@/lib/api/route";
import { ACCOUNT_CREATED, registerAccount } from "@/lib/server/auth/register-account";
import { requestContext } from "@/lib/server/http/request-context";

export const POST = apiRoute(authRoutes.register, async ({ request, body }) => {
  const user = await registerAccount(body, requestContext(request));
  return reply({ user }, { status: 201, message: ACCOUNT_CREATED });
});
