// Bearer tokens for API clients that ask for one at login: stored hashed, expiring, revoked by
// logout, password changes and suspension. Every credential carries the account's credential
// generation when it was issued; bumping the generation ends them all at once, including any a
// racing sign-in writes after the bump (lib/server/auth/caller.ts compares the two).
import "server-only";
import { db } from "@/lib/server/db/client";
import type { Tx } from "@/lib/server/ledger/types";
import { SECOND_STEP_MINUTES } from "@/lib/auth/second-factor";
import type { IssuedFrom } from "./session";
import { hashToken, newSecretToken } from "./tokens";

export const API_TOKEN_TTL_MS = 30 * 24 * 60 * 60 * 1000;

/** A token awaiting its second step lives 10 minutes unless the step makes it whole. */
export async function issueApiToken(
  userId: string,
  credentialVersion: number,
  options: { secondFactorPending: boolean; from: IssuedFrom },
): Promise<{ token: string; expiresAt: Date }> {
  const token = newSecretToken("cm_");
  const lifetimeMs = options.secondFactorPending
    ? SECOND_STEP_MINUTES * 60 * 1000
    : API_TOKEN_TTL_MS;
  const expiresAt = new Date(Date.now() + lifetimeMs);
  await db().apiToken.create({
    data: {
      userId,
      tokenHash: hashToken(token),
      name: "login",
      expiresAt,
      credentialVersion,
      secondFactorPending: options.secondFactorPending,
      address: options.from.address,
      userAgent: options.from.userAgent,
    },
  });
  return { token, expiresAt };
}

export async function revokeApiToken(token: string): Promise<void> {
  await db().apiToken.updateMany({
    where: { tokenHash: hashToken(token), revokedAt: null },
    data: { revokedAt: new Date() },
  });
}

/** Moves the account to a new credential generation; answers the new one. */
export async function bumpCredentialVersion(tx: Tx, userId: string): Promise<number> {
  const { credentialVersion } = await tx.user.update({
    where: { id: userId },
    data: { credentialVersion: { increment: 1 } },
    select: { credentialVersion: true },
  });
  return credentialVersion;
}

/**
 * Ends every session and API token of an account (suspension, password reset): those that exist
 * now are deleted or revoked, and those a sign-in racing this transaction writes afterwards carry
 * the old generation, so they never work either.
 */
export async function revokeAllCredentials(tx: Tx, userId: string): Promise<void> {
  await bumpCredentialVersion(tx, userId);
  await tx.session.deleteMany({ where: { userId } });
  await tx.apiToken.updateMany({
    where: { userId, revokedAt: null },
    data: { revokedAt: new Date() },
  });
}
