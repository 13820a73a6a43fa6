// Who is calling: a Bearer API token or the browser session cookie, checked against the database
// on every request (expired, revoked, logged-out or older-generation credentials count as none).
import "server-only";
import { toSessionUser, type AccountRow } from "./account";
import { accountOfApiToken, accountOfSession, type CredentialAccount } from "./credential-account";
import { sessionTokenFrom } from "./session";
import { hashToken } from "./tokens";
import type { SessionUser } from "@/lib/auth/session-user";

export interface Caller {
  user: SessionUser;
  /** How the request proved who it is; cookie sessions need the Origin check. */
  via: "token" | "session";
  /** The raw credential, so logout can revoke exactly it. */
  credential: string;
  /** The session's or token's id, as /settings lists it. */
  credentialId: string;
  hasPassword: boolean;
  /**
   * `pending`: the password (or Google) was right and the second step is not done, so the
   * credential is good for that step only. `provedAt`: when it last proved a second factor.
   */
  secondStep: { pending: boolean; provedAt: Date | null };
}

function bearerTokenFrom(authorization: string | null): string | null {
  const match = authorization?.match(/^Bearer\s+(\S+)\s*$/i);
  return match?.[1] ?? null;
}

async function accountForToken(token: string) {
  const row = await accountOfApiToken(hashToken(token));
  if (!row || row.revoked || row.expiresAt <= new Date()) return null;
  return currentGeneration(row);
}

async function accountForSession(token: string) {
  const row = await accountOfSession(hashToken(token));
  if (!row || row.expiresAt <= new Date()) return null;
  return currentGeneration(row);
}

/** A credential issued before the account's last reset, password change or suspension is none. */
function currentGeneration(row: CredentialAccount): CredentialAccount | null {
  return row.credentialVersion === row.user.credentialVersion ? row : null;
}

function callerOf(row: CredentialAccount, via: Caller["via"], credential: string): Caller {
  const account: AccountRow = row.user;
  return {
    user: toSessionUser(account),
    via,
    credential,
    credentialId: row.credentialId,
    hasPassword: account.passwordHash !== null,
    secondStep: { pending: row.secondFactorPending, provedAt: row.secondFactorAt },
  };
}

/**
 * The caller of a request, or null when it carries no valid credential. A Bearer header wins
 * over a cookie; a present but invalid Bearer token is not silently replaced by the cookie.
 */
export async function resolveCaller(headers: Headers): Promise<Caller | null> {
  const bearer = bearerTokenFrom(headers.get("authorization"));
  if (bearer) {
    const row = await accountForToken(bearer);
    return row ? callerOf(row, "token", bearer) : null;
  }
  const session = sessionTokenFrom(headers.get("cookie"));
  if (!session) return null;
  const row = await accountForSession(session);
  return row ? callerOf(row, "session", session) : null;
}
