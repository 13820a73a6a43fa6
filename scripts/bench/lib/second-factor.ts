// Admins need a second factor before any admin route: a benchmark's admin sets up an
// authenticator app through the API as a person would, with the credential it signed in with
// (a Bearer token, or a session cookie with its Origin), which the set-up proves for 10 minutes.
import { Secret, TOTP } from "otpauth";
import { httpCall } from "./http";

export async function enrolAuthenticator(
  origin: string,
  auth: Record<string, string>,
): Promise<void> {
  const begun = await httpCall(origin, "POST", "/api/v1/auth/second-factor/totp", auth);
  const secret = (JSON.parse(begun.body) as { data?: { secret?: string } }).data?.secret;
  if (!secret) throw new Error(`authenticator set-up failed: ${begun.status} ${begun.body}`);
  const code = new TOTP({ secret: Secret.fromBase32(secret) }).generate();
  const confirmed = await httpCall(
    origin,
    "POST",
    "/api/v1/auth/second-factor/totp/confirm",
    { ...auth, "content-type": "application/json" },
    JSON.stringify({ code }),
  );
  if (confirmed.status !== 200)
    throw new Error(`authenticator confirmation failed: ${confirmed.status} ${confirmed.body}`);
}
