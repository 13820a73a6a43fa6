// Email + password sign-in: a browser session, or a Bearer API token for a client that asks for
// one (a browser never needs a token, and one left behind would outlive its logout).
import "server-only";
import { AppError } from "@/lib/api/errors";
import type { SessionUser } from "@/lib/auth/session-user";
import { db } from "@/lib/server/db/client";
import {
  accountAtAddress,
  hit,
  rateLimitedError,
  resetLimit,
} from "@/lib/server/rate-limit/rate-limit";
import { RULES } from "@/lib/server/rate-limit/rules";
import { ACCOUNT_SELECT, toSessionUser } from "./account";
import { issueApiToken } from "./api-tokens";
import { decoyHash, verifyPassword } from "./password";
import { createSession } from "./session";

export const INVALID_CREDENTIALS = "Invalid email or password";
export const ACCOUNT_SUSPENDED = "This account has been suspended. Please contact support.";

/** The refusal of a suspended account, with the reason its admin gave (only after the password). */
async function suspendedError(userId: string): Promise<AppError> {
  const row = await db().user.findUnique({
    where: { id: userId },
    select: { suspendedReason: true },
  });
  const reason = row?.suspendedReason ?? null;
  return new AppError(
    "account_suspended",
    ACCOUNT_SUSPENDED,
    reason ? { details: { reason } } : {},
  );
}

export type LoginResult =
  | { user: SessionUser; session: { token: string; expires: Date }; apiToken?: undefined }
  | { user: SessionUser; apiToken: { token: string; expiresAt: Date }; session?: undefined };

export async function loginWithPassword(
  input: { email: string; password: string; issueToken?: boolean },
  context: { address: string },
): Promise<LoginResult> {
  const perAddress = await hit(RULES.loginPerAddress, context.address);
  if (perAddress.limited) throw rateLimitedError(RULES.loginPerAddress, perAddress);
  // The attempt is counted before the password is checked, in one atomic statement, so requests
  // racing each other cannot check more passwords than the limit allows. A success clears it.
  const here = accountAtAddress(input.email, context.address);
  const perAccount = await hit(RULES.loginFailuresPerAccount, here);
  if (perAccount.limited) throw rateLimitedError(RULES.loginFailuresPerAccount, perAccount);
  const accountWide = await hit(RULES.loginFailuresAccountWide, input.email);
  if (accountWide.limited) throw rateLimitedError(RULES.loginFailuresAccountWide, accountWide);

  const account = await db().user.findUnique({
    where: { email: input.email },
    select: ACCOUNT_SELECT,
  });
  const valid = account?.passwordHash
    ? await verifyPassword(input.password, account.passwordHash)
    : await verifyPassword(input.password, await decoyHash()).then(() => false);
  if (!account || !valid) throw new AppError("invalid_credentials", INVALID_CREDENTIALS);
  if (!account.isActive) throw await suspendedError(account.id);

  await resetLimit(RULES.loginFailuresPerAccount, here);
  await resetLimit(RULES.loginFailuresAccountWide, input.email);
  // Stamped with the generation read together with the password hash: a reset or suspension that
  // commits after that read leaves this credential dead on arrival.
  const user = toSessionUser(account);
  if (input.issueToken) {
    return { user, apiToken: await issueApiToken(account.id, account.credentialVersion) };
  }
  return { user, session: await createSession(account.id, account.credentialVersion) };
}
