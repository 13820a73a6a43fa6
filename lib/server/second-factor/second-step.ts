// Giving a second factor: the sign-in's second step (a pending session or token becomes a whole
// one) and the step-up of a signed-in credential before an action that needs a fresh proof. Both
// are the same call; each attempt is counted for the account before it is checked, as password
// attempts are, and a success clears the count.
import "server-only";
import type { AuthenticationResponseJSON } from "@simplewebauthn/server";
import { SECOND_FACTOR_MESSAGES, type SecondFactorMethod } from "@/lib/auth/second-factor";
import { AppError } from "@/lib/errors/app-error";
import { recordAudit } from "@/lib/server/audit/record-audit";
import type { Caller } from "@/lib/server/auth/caller";
import { recordSignIn } from "@/lib/server/auth/sign-ins";
import { db } from "@/lib/server/db/client";
import { hit, rateLimitedError, resetLimit } from "@/lib/server/rate-limit/rate-limit";
import { RULES } from "@/lib/server/rate-limit/rules";
import { claimPasskeyAssertion } from "./passkeys";
import { markProved } from "./proof";
import { claimRecoveryCode } from "./recovery-codes";
import { claimTotpCode } from "./totp";

export type SecondFactorAnswer =
  | { method: "totp"; code: string }
  | { method: "recovery_code"; code: string }
  | { method: "passkey"; response: AuthenticationResponseJSON };

const REFUSALS: Record<SecondFactorMethod, string> = {
  totp: SECOND_FACTOR_MESSAGES.invalidCode,
  recovery_code: SECOND_FACTOR_MESSAGES.invalidRecoveryCode,
  passkey: SECOND_FACTOR_MESSAGES.invalidPasskey,
};

function accepts(userId: string, answer: SecondFactorAnswer): Promise<boolean> {
  switch (answer.method) {
    case "totp":
      return claimTotpCode(userId, answer.code, { confirmed: true });
    case "recovery_code":
      return claimRecoveryCode(userId, answer.code);
    case "passkey":
      return claimPasskeyAssertion(userId, answer.response);
  }
}

/** Checks an answer for the caller's account, counted against its limit; throws when wrong. */
async function checkSecondFactor(userId: string, answer: SecondFactorAnswer): Promise<void> {
  const attempts = await hit(RULES.secondFactorAttempts, userId);
  if (attempts.limited) throw rateLimitedError(RULES.secondFactorAttempts, attempts);
  if (!(await accepts(userId, answer))) {
    const message = REFUSALS[answer.method];
    const path = answer.method === "passkey" ? "response" : "code";
    throw new AppError("invalid_second_factor", message, { issues: [{ path, message }] });
  }
  await resetLimit(RULES.secondFactorAttempts, userId);
}

/**
 * The second step of a sign-in, or a step-up: the credential is proved from now. A recovery
 * code's use is audited (the owner sees it on the security page by the codes left).
 */
export async function giveSecondFactor(
  caller: Caller,
  answer: SecondFactorAnswer,
): Promise<{ provedAt: Date; completedSignIn: boolean }> {
  if (!caller.user.secondFactor) {
    throw new AppError("second_factor_required", SECOND_FACTOR_MESSAGES.required);
  }
  await checkSecondFactor(caller.user.id, answer);
  const provedAt = await markProved(caller);
  // A browser's sign-in counts once it is whole (the dashboard's "Welcome" or "Welcome back").
  if (caller.secondStep.pending && caller.via === "session") await recordSignIn(caller.user.id);
  if (answer.method === "recovery_code") {
    await recordAudit(db(), {
      actorId: caller.user.id,
      action: "account.recovery_code_used",
      entityType: "user",
      entityId: caller.user.id,
    });
  }
  return { provedAt, completedSignIn: caller.secondStep.pending };
}
