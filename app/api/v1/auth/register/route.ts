// POST /api/v1/auth/register: create a user or org account and send the verification email.
import { authRoutes } from "@/lib/api/registry/auth";
import { apiRoute, reply } from "@/lib/api/route";
import { ACCOUNT_CREATED, registerAccount } from "@/lib/server/auth/register-account";

export const POST = apiRoute(authRoutes.register, async ({ body, client }) => {
  const user = await registerAccount(body, client);
  return reply({ user }, { status: 201, message: ACCOUNT_CREATED });
});
