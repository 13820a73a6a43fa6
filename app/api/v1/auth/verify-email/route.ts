// GET /api/v1/auth/verify-email?token=...: the link in the verification email. Verifies, then
// sends the browser to the page that says how it went, on whichever host the browser used (a
// relative Location: no origin is built from request headers).
// POST /api/v1/auth/verify-email { token }: the same check for API clients, answered in JSON.
import { authRoutes } from "@/lib/api/registry/auth";
import { apiRoute, reply } from "@/lib/api/route";
import { verifyEmail, verifyEmailOrThrow } from "@/lib/server/auth/email-verification";

export const GET = apiRoute(authRoutes.verifyEmail, async ({ caller, query }) => {
  const status = await verifyEmail(query.token);
  const target = new URLSearchParams({ status });
  if (caller) target.set("signedIn", "1");
  // The page the sign-up started from, already checked to be a path on this site.
  if (query.callbackUrl) target.set("callbackUrl", query.callbackUrl);
  return new Response(null, {
    status: 303,
    headers: { location: `/verify-email?${target.toString()}`, "cache-control": "no-store" },
  });
});

export const POST = apiRoute(authRoutes.verifyEmailJson, async ({ body }) => {
  const { outcome, message } = await verifyEmailOrThrow(body.token);
  return reply({ outcome }, { message });
});
