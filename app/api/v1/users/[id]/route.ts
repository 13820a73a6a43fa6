// GET /api/v1/users/:id: an account, for itself or an admin.
import { z } from "zod";
import { apiRoute } from "@/lib/api/route";
import { getUserForCaller } from "@/lib/server/auth/profile";

export const GET = apiRoute(
  { auth: "signed-in", params: z.object({ id: z.string().min(1).max(64) }) },
  ({ caller, params }) => getUserForCaller(caller, params.id),
);
