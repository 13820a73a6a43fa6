// POST /api/v1/auth/second-factor/verify: give a second factor, finishing a sign-in or proving
// this credential afresh.
import { secondFactorRoutes } from "@/lib/api/registry/auth-second-factor";
import { apiRoute, reply } from "@/lib/api/route";
import { giveSecondFactor } from "@/lib/server/second-factor/second-step";

export const POST = apiRoute(secondFactorRoutes.verify, async ({ caller, body }) => {
  const { provedAt, completedSignIn } = await giveSecondFactor(caller, body);
  return reply(
    { user: caller.user, provedAt: provedAt.toISOString(), completedSignIn },
    { message: completedSignIn ? "Login successful" : "Verified." },
  );
});
