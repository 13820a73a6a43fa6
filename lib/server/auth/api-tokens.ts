// Bearer tokens for API clients: issued at login, stored hashed, expiring, revoked by logout,
// password changes and suspension.
import { db } from "@/lib/server/db/client";
import type { Tx } from "@/lib/server/ledger/types";
import { hashToken, newSecretToken } from "./tokens";

export const API_TOKEN_TTL_MS = 30 * 24 * 60 * 60 * 1000;

export async function issueApiToken(
  userId: string,
  name = "login",
): Promise<{ token: string; expiresAt: Date }> {
  const token = newSecretToken("cm_");
  const expiresAt = new Date(Date.now() + API_TOKEN_TTL_MS);
  await db().apiToken.create({ data: { userId, tokenHash: hashToken(token), name, expiresAt } });
  return { token, expiresAt };
}

export async function revokeApiToken(token: string): Promise<void> {
  await db().apiToken.updateMany({
    where: { tokenHash: hashToken(token), revokedAt: null },
    data: { revokedAt: new Date() },
  });
}

/** Ends every session and API token of an account (suspension, password reset). */
export async function revokeAllCredentials(tx: Tx, userId: string): Promise<void> {
  await tx.session.deleteMany({ where: { userId } });
  await tx.apiToken.updateMany({
    where: { userId, revokedAt: null },
    data: { revokedAt: new Date() },
  });
}
