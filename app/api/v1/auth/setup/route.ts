// POST /api/v1/auth/setup: finish an account that is missing a piece (an org's profile).
import { authRoutes } from "@/lib/api/registry/auth";
import { apiRoute } from "@/lib/api/route";
import { completeAccountSetup } from "@/lib/server/auth/profile";

export const POST = apiRoute(authRoutes.setup, ({ caller }) => completeAccountSetup(caller));
