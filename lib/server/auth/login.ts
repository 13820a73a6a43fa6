// Email + password sign-in: a browser session, or a Bearer API token for a client that asks for
// one (a browser never needs a token, and one left behind would outlive its logout). Each success
// records where it came from (address, and a browser's device id), so floods from elsewhere never
// lock the owner out there (sign-in-sources.ts); one from a browser and address the account had
// not used is mailed to the owner (new-sign-in-notice.ts).
import "server-only";
import { AUTH_MESSAGES } from "@/lib/auth/auth-messages";
import { AppError } from "@/lib/errors/app-error";
import type { SessionUser } from "@/lib/auth/session-user";
import { db } from "@/lib/server/db/client";
import { metrics } from "@/lib/server/observability/metrics";
import {
  accountAtAddress,
  hit,
  rateLimitedError,
  resetLimit,
} from "@/lib/server/rate-limit/rate-limit";
import { RULES } from "@/lib/server/rate-limit/rules";
import { ACCOUNT_SELECT, toSessionUser } from "./account";
import { issueApiToken } from "./api-tokens";
import { newDeviceId } from "./device-cookie";
import { decoyHash, verifyPassword } from "./password";
import { noticeNewSignIn } from "./new-sign-in-notice";
import { createSession } from "./session";
import {
  recognise,
  rememberSignInSource,
  sourceOf,
  type Familiarity,
  type Requester,
} from "./sign-in-sources";

export const ACCOUNT_SUSPENDED = AUTH_MESSAGES.accountSuspended;

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

export type LoginResult = {
  user: SessionUser;
  /** The credential works for the second step only until a second factor is given. */
  secondFactorRequired: boolean;
} & (
  | {
      session: { token: string; expires: Date };
      /** The browser's device id, to be set (or renewed) as its device cookie. */
      device: string;
      apiToken?: undefined;
    }
  | { apiToken: { token: string; expiresAt: Date }; session?: undefined }
);

/**
 * Counts the attempt against its source's limits before the password is checked, in atomic
 * statements, so requests racing each other cannot check more passwords than the limits allow.
 * Only a source the account does not know counts toward, and is refused by, the account-wide
 * ceiling: strangers elsewhere can slow each other, never the owner where the owner signs in.
 * Answers the per-account counter's subject and how the account knew the requester.
 */
async function countAttempt(
  email: string,
  requester: Requester,
): Promise<{ here: string; familiarity: Familiarity }> {
  const familiarity = await recognise(email, requester);
  const source = sourceOf(requester, familiarity);
  const perSource = await hit(RULES.loginPerAddress, source);
  if (perSource.limited) throw rateLimitedError(RULES.loginPerAddress, perSource);
  const here = accountAtAddress(email, source);
  const perAccount = await hit(RULES.loginFailuresPerAccount, here);
  if (perAccount.limited) throw rateLimitedError(RULES.loginFailuresPerAccount, perAccount);
  if (!familiarity) {
    const accountWide = await hit(RULES.loginFailuresAccountWide, email);
    if (accountWide.limited) throw rateLimitedError(RULES.loginFailuresAccountWide, accountWide);
  }
  return { here, familiarity };
}

export async function loginWithPassword(
  input: { email: string; password: string; issueToken?: boolean },
  requester: Requester & { userAgent: string | null },
): Promise<LoginResult> {
  const { here, familiarity } = await countAttempt(input.email, requester);
  const account = await db().user.findUnique({
    where: { email: input.email },
    select: ACCOUNT_SELECT,
  });
  const valid = account?.passwordHash
    ? await verifyPassword(input.password, account.passwordHash)
    : await verifyPassword(input.password, await decoyHash()).then(() => false);
  if (!account || !valid) {
    metrics().loginFailures.inc();
    throw new AppError("invalid_credentials", AUTH_MESSAGES.invalidCredentials);
  }
  if (!account.isActive) throw await suspendedError(account.id);

  // A success clears this source's failures only: the account-wide count of strangers' failures
  // runs out with its window, or each sign-in of the owner would hand them a fresh allowance.
  await resetLimit(RULES.loginFailuresPerAccount, here);
  // Stamped with the generation read together with the password hash: a reset or suspension that
  // commits after that read leaves this credential dead on arrival.
  const user = toSessionUser(account);
  // With a second factor the credential is only halfway: good for the second step, 10 minutes.
  const issue = {
    secondFactorPending: user.secondFactor,
    from: { address: requester.address, userAgent: requester.userAgent },
  };
  const secondFactorRequired = user.secondFactor;
  // Mailed while the second step may still be to come: whoever it is has the password. Before
  // this sign-in's source is remembered, which would make it known.
  await noticeNewSignIn({
    account,
    familiarity,
    address: requester.address,
    userAgent: requester.userAgent,
    kind: input.issueToken ? "api_token" : "browser",
  });
  if (input.issueToken) {
    // An API client is known by its address (it gets no cookie).
    await rememberSignInSource(account.id, { address: requester.address, device: null });
    const apiToken = await issueApiToken(account.id, account.credentialVersion, issue);
    return { user, secondFactorRequired, apiToken };
  }
  const device = requester.device ?? newDeviceId();
  await rememberSignInSource(account.id, { address: requester.address, device });
  const session = await createSession(account.id, account.credentialVersion, issue);
  return { user, secondFactorRequired, session, device };
}
