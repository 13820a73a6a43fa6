// Single-use, expiring links: email verification (24 h), password reset (1 h) and the "Not you?"
// link of a payout-details mail that freezes conversions (7 days).
import "server-only";
import { AppError } from "@/lib/errors/app-error";
import type { ActionTokenPurpose } from "@/generated/prisma/client";
import { db } from "@/lib/server/db/client";
import type { Tx } from "@/lib/server/ledger/types";
import { hashToken, newSecretToken } from "./tokens";

export const ACTION_TOKEN_TTL_MS: Record<ActionTokenPurpose, number> = {
  verify_email: 24 * 60 * 60 * 1000,
  reset_password: 60 * 60 * 1000,
  freeze_conversions: 7 * 24 * 60 * 60 * 1000,
};

/**
 * Makes a new link token; earlier unused ones of the same purpose stop working. The account's
 * row is locked first, so two requests at the same moment cannot both leave a working link.
 * `keepEarlier`: the earlier ones keep working (a freeze link: a later change of payout details
 * must not void the link the owner is about to follow).
 */
export async function issueActionToken(
  tx: Tx,
  {
    userId,
    purpose,
    keepEarlier = false,
  }: { userId: string; purpose: ActionTokenPurpose; keepEarlier?: boolean },
): Promise<string> {
  const token = newSecretToken();
  await tx.$queryRaw`SELECT "id" FROM "User" WHERE "id" = ${userId} FOR NO KEY UPDATE`;
  if (!keepEarlier) {
    await tx.actionToken.updateMany({
      where: { userId, purpose, usedAt: null },
      data: { usedAt: new Date() },
    });
  }
  await tx.actionToken.create({
    data: {
      userId,
      purpose,
      tokenHash: hashToken(token),
      expiresAt: new Date(Date.now() + ACTION_TOKEN_TTL_MS[purpose]),
    },
  });
  return token;
}

export const EXPIRED_RESET_LINK = "This reset link has expired. Please request a new one.";
export const INVALID_RESET_LINK = "This reset link is invalid. Please request a new one.";

export type ActionTokenProblem = "expired" | "invalid";

/** A link to use: its purpose, the token from the link, and the words for each refusal. */
type LinkUse = {
  purpose: ActionTokenPurpose;
  token: string;
  messages: Record<ActionTokenProblem, string>;
};

export class ActionTokenError extends AppError {
  constructor(
    readonly problem: ActionTokenProblem,
    messages: Record<ActionTokenProblem, string>,
  ) {
    super(problem === "expired" ? "expired_action_code" : "invalid_action_code", messages[problem]);
  }
}

/** The token's row when it can still be used, else the reason it cannot. */
export async function findUsableToken(tx: Tx, purpose: ActionTokenPurpose, token: string) {
  if (!token) return { problem: "invalid" as const };
  const row = await tx.actionToken.findUnique({
    where: { tokenHash: hashToken(token) },
    include: { user: { select: { id: true, email: true, name: true, isActive: true } } },
  });
  if (!row || row.purpose !== purpose || row.usedAt) return { problem: "invalid" as const };
  if (row.expiresAt <= new Date()) return { problem: "expired" as const };
  return { row };
}

/**
 * Marks the token used and returns its user, in the caller's transaction. The conditional
 * update makes a link single-use even when it is opened twice at once.
 */
export async function consumeActionToken(tx: Tx, { purpose, token, messages }: LinkUse) {
  const found = await findUsableToken(tx, purpose, token);
  if (!found.row) throw new ActionTokenError(found.problem, messages);
  const claimed = await tx.actionToken.updateMany({
    where: { id: found.row.id, usedAt: null },
    data: { usedAt: new Date() },
  });
  if (claimed.count !== 1) throw new ActionTokenError("invalid", messages);
  return found.row.user;
}

/**
 * consumeActionToken for links of which several may be out at once (password reset): using one
 * voids the account's other unused links of the purpose. The account's row is locked before the
 * link is claimed, so two of its links used at the same moment wait for each other (the second
 * then finds itself voided) rather than each voiding the other's and deadlocking.
 */
export async function consumeOneOfActionTokens(tx: Tx, { purpose, token, messages }: LinkUse) {
  const found = await findUsableToken(tx, purpose, token);
  if (!found.row) throw new ActionTokenError(found.problem, messages);
  const { userId } = found.row;
  await tx.$queryRaw`SELECT "id" FROM "User" WHERE "id" = ${userId} FOR NO KEY UPDATE`;
  const user = await consumeActionToken(tx, { purpose, token, messages });
  await tx.actionToken.updateMany({
    where: { userId, purpose, usedAt: null },
    data: { usedAt: new Date() },
  });
  return user;
}

export async function peekActionToken({ purpose, token, messages }: LinkUse) {
  const found = await findUsableToken(db(), purpose, token);
  if (!found.row) throw new ActionTokenError(found.problem, messages);
  return found.row.user;
}

/**
 * Voids every outstanding link of the account (password reset and email verification), in the
 * caller's transaction: a suspension ends them, so a link mailed before it never works again,
 * not even after reactivation.
 */
export async function voidActionTokens(tx: Tx, userId: string): Promise<number> {
  const voided = await tx.actionToken.updateMany({
    where: { userId, usedAt: null },
    data: { usedAt: new Date() },
  });
  return voided.count;
}
