// GET /api/v1/auth/verify-email?token=...: the link in the verification email. Verifies, then
// sends the browser to the page that says how it went.
import { z } from "zod";
import { apiRoute } from "@/lib/api/route";
import { verifyEmail } from "@/lib/server/auth/email-verification";
import { appOrigin } from "@/lib/server/http/app-url";

export const GET = apiRoute(
  { auth: "public", query: z.object({ token: z.string().max(200).default("") }) },
  async ({ request, caller, query }) => {
    const status = await verifyEmail(query.token);
    const target = new URL("/verify-email", appOrigin(request.headers, request.url));
    target.searchParams.set("status", status);
    if (caller) target.searchParams.set("signedIn", "1");
    return Response.redirect(target, 303);
  },
);
