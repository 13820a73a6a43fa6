// Accounts for integration tests, made through the real API.
import { randomUUID } from "node:crypto";
import { POST as register } from "@/app/api/v1/auth/register/route";
import { POST as login } from "@/app/api/v1/auth/login/route";
import { POST as verifySecondFactor } from "@/app/api/v1/auth/second-factor/verify/route";
import { PUT as setVerification } from "@/app/api/v1/admin/users/[id]/verification/route";
import { ACCOUNT_SELECT, toSessionUser } from "@/lib/server/auth/account";
import { settleBackgroundWork } from "@/lib/server/background";
import { db } from "@/lib/server/db/client";
import { hashPassword } from "@/lib/server/auth/password";
import { Browser, call, freshIp } from "./http";
import { enrolTotpDirectly, freshCode } from "./second-factor";

export const PASSWORD = "correct-horse-9";

export function uniqueEmail(label = "person"): string {
  return `${label}-${randomUUID().slice(0, 8)}@example.test`;
}

export async function registerThroughApi(
  options: { role?: "user" | "org"; email?: string; name?: string } = {},
) {
  const email = options.email ?? uniqueEmail(options.role ?? "user");
  const response = await call(register, "/api/v1/auth/register", {
    ip: freshIp(),
    body: {
      name: options.name ?? "Test Person",
      email,
      password: PASSWORD,
      confirmPassword: PASSWORD,
      acceptTerms: true,
      role: options.role ?? "user",
      // An organization signs up with its own name.
      ...(options.role === "org" ? { organizationName: "Test Org" } : {}),
    },
  });
  return { email, response };
}

/**
 * A verified account of the role, signed in: its Bearer token and a browser with the cookie.
 * Admins and organizations get an authenticator app (`secret`) and sign in with its codes, so
 * both credentials carry a fresh proof (10 minutes); `secondFactor: false` leaves it out.
 */
export async function signedIn(
  role: "user" | "org" | "admin" = "user",
  options: { verified?: boolean; secondFactor?: boolean } = {},
) {
  const email = uniqueEmail(role);
  const user = await db().user.create({
    data: {
      email,
      name: `Test ${role}`,
      role,
      passwordHash: await hashPassword(PASSWORD),
      emailVerified: options.verified === false ? null : new Date(),
      ...(role === "org" ? { organization: { create: { name: "Test Org" } } } : {}),
    },
  });
  const withSecondFactor = options.secondFactor ?? role !== "user";
  const secret = withSecondFactor ? await enrolTotpDirectly(user.id) : null;
  // Two sign-ins, as two clients would: a browser gets the cookie, an API client asks for a token.
  // From one address, so the second is from a known one and mails no new-sign-in notice.
  const ip = freshIp();
  const browser = new Browser();
  const inBrowser = await browser.call(login, "/api/v1/auth/login", {
    ip,
    body: { email, password: PASSWORD },
  });
  const forApi = await call<{ token: string }>(login, "/api/v1/auth/login", {
    ip,
    body: { email, password: PASSWORD, issueToken: true },
  });
  if (inBrowser.status !== 200 || forApi.status !== 200 || !forApi.body.data)
    throw new Error(`login failed: ${JSON.stringify([inBrowser.body, forApi.body])}`);
  const token = forApi.body.data.token;
  if (secret) {
    const viaBrowser = await browser.call(verifySecondFactor, "/api/v1/auth/second-factor/verify", {
      body: { method: "totp", code: await freshCode(secret) },
    });
    const viaToken = await call(verifySecondFactor, "/api/v1/auth/second-factor/verify", {
      bearer: token,
      body: { method: "totp", code: await freshCode(secret) },
    });
    if (viaBrowser.status !== 200 || viaToken.status !== 200)
      throw new Error(`second step failed: ${JSON.stringify([viaBrowser.body, viaToken.body])}`);
  }
  return { user, email, token, browser, secret };
}

/** A verified account signedIn made: its user, email, Bearer token and browser. */
export type SignedInAccount = Awaited<ReturnType<typeof signedIn>>;

/** The newest email to an address, with the first link in it. */
export async function lastMailTo(email: string) {
  // Some mail (password resets) is written after the request has been answered.
  await settleBackgroundWork();
  const mail = await db().mailOutbox.findFirst({
    where: { to: email },
    orderBy: { createdAt: "desc" },
  });
  const link = mail?.text.match(/https?:\/\/\S+/)?.[0] ?? null;
  return { mail, link };
}

/** A signed-in account as the app's server code sees it (SessionUser), with its Bearer token. */
export async function signedInAccount(role: "user" | "org" | "admin" = "user") {
  const { user, token } = await signedIn(role);
  const row = await db().user.findUniqueOrThrow({ where: { id: user.id }, select: ACCOUNT_SELECT });
  return { session: toSessionUser(row), token };
}

/** The admin who verifies organizations for a test file's setup (one per file, signed in once). */
let verifier: ReturnType<typeof signedIn> | null = null;

/**
 * An admin verifies the organization of the account, through the real admin route (audited):
 * only a verified organization may convert coins to money.
 */
export async function verifiedByAdmin(orgUserId: string): Promise<void> {
  const already = await db().organizationProfile.count({
    where: { userId: orgUserId, verified: true },
  });
  if (already) return;
  verifier ??= signedIn("admin");
  const admin = await verifier;
  const answer = await call(setVerification, `/api/v1/admin/users/${orgUserId}/verification`, {
    method: "PUT",
    bearer: admin.token,
    params: { id: orgUserId },
    body: { verified: true, note: "Registration documents checked" },
  });
  if (answer.status !== 200) throw new Error(`verification failed: ${JSON.stringify(answer.body)}`);
}
