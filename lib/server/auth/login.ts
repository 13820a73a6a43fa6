// Email + password sign-in: a browser session and a Bearer API token.
import { AppError } from "@/lib/api/errors";
import type { SessionUser } from "@/lib/auth/session-user";
import { db } from "@/lib/server/db/client";
import { hit, rateLimitedError, resetLimit } from "@/lib/server/rate-limit/rate-limit";
import { RULES } from "@/lib/server/rate-limit/rules";
import { ACCOUNT_SELECT, toSessionUser } from "./account";
import { issueApiToken } from "./api-tokens";
import { decoyHash, verifyPassword } from "./password";
import { createSession } from "./session";

export const INVALID_CREDENTIALS = "Invalid email or password";
export const ACCOUNT_SUSPENDED = "This account has been suspended. Please contact support.";

export interface LoginResult {
  user: SessionUser;
  session: { token: string; expires: Date };
  apiToken: { token: string; expiresAt: Date };
}

export async function loginWithPassword(
  input: { email: string; password: string },
  context: { address: string },
): Promise<LoginResult> {
  const perAddress = await hit(RULES.loginPerAddress, context.address);
  if (perAddress.limited) throw rateLimitedError(RULES.loginPerAddress, perAddress);
  // The attempt is counted before the password is checked, in one atomic statement, so requests
  // racing each other cannot check more passwords than the limit allows. A success clears it.
  const perAccount = await hit(RULES.loginFailuresPerAccount, input.email);
  if (perAccount.limited) throw rateLimitedError(RULES.loginFailuresPerAccount, perAccount);

  const account = await db().user.findUnique({
    where: { email: input.email },
    select: ACCOUNT_SELECT,
  });
  const valid = account?.passwordHash
    ? await verifyPassword(input.password, account.passwordHash)
    : await verifyPassword(input.password, await decoyHash()).then(() => false);
  if (!account || !valid) throw new AppError("invalid_credentials", INVALID_CREDENTIALS);
  if (!account.isActive) throw new AppError("account_suspended", ACCOUNT_SUSPENDED);

  await resetLimit(RULES.loginFailuresPerAccount, input.email);
  const [session, apiToken] = await Promise.all([
    createSession(account.id),
    issueApiToken(account.id),
  ]);
  return { user: toSessionUser(account), session, apiToken };
}
