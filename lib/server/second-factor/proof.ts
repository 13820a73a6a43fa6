// What a credential has proved: the rules every route and page applies. An account that must
// have a second factor and has none is sent to set one up; an action that moves money or power
// needs a second factor given with this very credential in the last 10 minutes.
import "server-only";
import { FRESH_PROOF_MS, SECOND_FACTOR_MESSAGES } from "@/lib/auth/second-factor";
import type { SessionUser } from "@/lib/auth/session-user";
import { AppError } from "@/lib/errors/app-error";
import type { Caller } from "@/lib/server/auth/caller";
import { API_TOKEN_TTL_MS } from "@/lib/server/auth/api-tokens";
import { SESSION_MAX_AGE_SECONDS } from "@/lib/server/auth/session";
import { db } from "@/lib/server/db/client";

/** Admins cannot use the product without a second factor. */
export function mustEnrolFirst(user: SessionUser): boolean {
  return user.role === "admin" && !user.secondFactor;
}

export function secondFactorRequired(): AppError {
  return new AppError("second_factor_required", SECOND_FACTOR_MESSAGES.required);
}

function isFresh(provedAt: Date | null, now = Date.now()): boolean {
  return provedAt !== null && now - provedAt.getTime() < FRESH_PROOF_MS;
}

/**
 * Refuses unless the caller's account has a second factor and this credential gave it in the
 * last 10 minutes. The refusal says when the proof ran out, so a client can tell the two apart.
 */
export function requireFreshProof(caller: Pick<Caller, "user" | "secondStep">): void {
  if (!caller.user.secondFactor) throw secondFactorRequired();
  if (isFresh(caller.secondStep.provedAt)) return;
  throw new AppError("fresh_proof_required", SECOND_FACTOR_MESSAGES.fresh, {
    details: { provedAt: caller.secondStep.provedAt?.toISOString() ?? null },
  });
}

/** Where a caller's credential lives: its session or its API token. */
type Credential = Pick<Caller, "via" | "credentialId">;

/**
 * Records a second factor given with this credential now. A pending sign-in becomes a whole
 * one, living the full time of its kind (a session's or a token's) from here.
 */
export async function markProved(credential: Credential): Promise<Date> {
  const now = new Date();
  const data = { secondFactorPending: false, secondFactorAt: now };
  const lifetimeMs =
    credential.via === "session" ? SESSION_MAX_AGE_SECONDS * 1000 : API_TOKEN_TTL_MS;
  const expires = new Date(now.getTime() + lifetimeMs);
  if (credential.via === "session") {
    await db().session.update({
      where: { id: credential.credentialId },
      data: { ...data, expires },
    });
  } else {
    await db().apiToken.update({
      where: { id: credential.credentialId },
      data: { ...data, expiresAt: expires },
    });
  }
  return now;
}
