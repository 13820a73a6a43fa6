// POST /api/v1/auth/register: create a user or org account and send the verification email.
import { apiRoute, reply } from "@/lib/api/route";
import { ACCOUNT_CREATED, registerAccount } from "@/lib/server/auth/register-account";
import { registrationBodySchema } from "@/lib/server/auth/self-registration";
import { requestContext } from "@/lib/server/http/request-context";

export const POST = apiRoute(
  { auth: "public", body: registrationBodySchema },
  async ({ request, body }) => {
    const user = await registerAccount(body, requestContext(request));
    return reply({ user }, { status: 201, message: ACCOUNT_CREATED });
  },
);
