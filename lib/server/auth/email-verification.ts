// Email verification: the link in the email, and sending a new one (rate-limited).
import "server-only";
import { AppError } from "@/lib/errors/app-error";
import type { SessionUser } from "@/lib/auth/session-user";
import { db } from "@/lib/server/db/client";
import { dispatchMail, enqueueMail } from "@/lib/server/mail/outbox";
import { verificationEmail } from "@/lib/server/mail/templates";
import { accountAtAddress, enforce } from "@/lib/server/rate-limit/rate-limit";
import { RULES } from "@/lib/server/rate-limit/rules";
import { consumeActionToken, findUsableToken, issueActionToken } from "./action-tokens";
import { hashToken } from "./tokens";
import { verificationUrl } from "./register-account";

/** `superseded`: the link was replaced by a newer one sent since (resending voids older links). */
export type VerificationOutcome = "verified" | "already" | "expired" | "invalid" | "superseded";

const VERIFY_MESSAGES = {
  expired: "This verification link has expired.",
  invalid: "This verification link is invalid.",
};

export const EMAIL_VERIFIED =
  "Thanks for confirming your email address. Your account is ready to use.";
const LINK_SUPERSEDED =
  "This verification link was replaced by a newer one we sent you. Open the most recent verification email to verify your account.";

/** Verifies the address the link was sent for; never throws for a bad link. */
export async function verifyEmail(token: string): Promise<VerificationOutcome> {
  const found = await findUsableToken(db(), "verify_email", token);
  if (!found.row) return found.problem === "invalid" ? whyInvalid(token) : found.problem;
  try {
    return await db().$transaction(async (tx) => {
      const user = await consumeActionToken(tx, {
        purpose: "verify_email",
        token,
        messages: VERIFY_MESSAGES,
      });
      const updated = await tx.user.updateMany({
        where: { id: user.id, emailVerified: null },
        data: { emailVerified: new Date() },
      });
      return updated.count === 1 ? "verified" : "already";
    });
  } catch (error) {
    if (error instanceof AppError && error.code === "expired_action_code") return "expired";
    if (error instanceof AppError && error.code === "invalid_action_code") return "invalid";
    throw error;
  }
}

/**
 * verifyEmail for an API client: the outcome with its message when the address is verified
 * (now or before), else the refusal the verify page would show, as an error.
 */
export async function verifyEmailOrThrow(
  token: string,
): Promise<{ outcome: "verified" | "already"; message: string }> {
  const outcome = await verifyEmail(token);
  // The refusals name their outcome too, as the verify page's `status` does.
  const details = { outcome };
  switch (outcome) {
    case "verified":
      return { outcome, message: EMAIL_VERIFIED };
    case "already":
      return { outcome, message: ALREADY_VERIFIED };
    case "expired":
      throw new AppError("expired_action_code", VERIFY_MESSAGES.expired, { details });
    case "superseded":
      throw new AppError("invalid_action_code", LINK_SUPERSEDED, { details });
    case "invalid":
      throw new AppError("invalid_action_code", VERIFY_MESSAGES.invalid, { details });
  }
}

/**
 * A used link of an account still unverified and active, with a newer link issued after it, was
 * voided by that newer one (issueActionToken): saying so sends the person to the latest email
 * instead of asking for yet another link. Anything else stays "invalid".
 */
async function whyInvalid(token: string): Promise<VerificationOutcome> {
  if (!token) return "invalid";
  const row = await db().actionToken.findUnique({
    where: { tokenHash: hashToken(token) },
    select: {
      userId: true,
      purpose: true,
      createdAt: true,
      user: { select: { emailVerified: true, isActive: true } },
    },
  });
  if (!row || row.purpose !== "verify_email" || row.user.emailVerified || !row.user.isActive) {
    return "invalid";
  }
  const newer = await db().actionToken.count({
    where: { userId: row.userId, purpose: "verify_email", createdAt: { gt: row.createdAt } },
  });
  return newer > 0 ? "superseded" : "invalid";
}

export const VERIFICATION_SENT = "Verification email sent. Please check your inbox.";
export const ALREADY_VERIFIED = "Your email is already verified.";

/** `callbackUrl`: the page the new link leads back to (checked to be a path on this site). */
export async function resendVerification(
  user: SessionUser,
  context: { address: string },
  callbackUrl: string | null = null,
): Promise<string> {
  if (user.emailVerified) return ALREADY_VERIFIED;
  await enforce(RULES.resendPerAddress, context.address);
  await enforce(RULES.resendPerAccount, accountAtAddress(user.email, context.address));
  await enforce(RULES.resendAccountWide, user.email);
  const queued = await db().$transaction(async (tx) => {
    const token = await issueActionToken(tx, { userId: user.id, purpose: "verify_email" });
    return enqueueMail(
      tx,
      verificationEmail(user.email, user.name, verificationUrl(token, callbackUrl)),
    );
  });
  await dispatchMail([queued]);
  return VERIFICATION_SENT;
}
