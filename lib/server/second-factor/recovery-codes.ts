// Recovery codes: ten single-use codes handed out once at enrolment (and whenever the owner makes
// a new set, which voids the old one). 50 random bits each, stored as SHA-256 like every other
// high-entropy secret here; typed with or without the dash, in any case.
import "server-only";
import { randomInt } from "node:crypto";
import { RECOVERY_CODE_COUNT } from "@/lib/auth/second-factor";
import { hashToken } from "@/lib/server/auth/tokens";
import { db } from "@/lib/server/db/client";
import type { Tx } from "@/lib/server/ledger/types";

/** Letters and digits no one misreads (no 0/o, 1/l/i). */
const ALPHABET = "23456789abcdefghjkmnpqrstuvwxyz";
const GROUP = 5;

function newCode(): string {
  const chars = Array.from({ length: GROUP * 2 }, () => ALPHABET[randomInt(ALPHABET.length)]);
  return `${chars.slice(0, GROUP).join("")}-${chars.slice(GROUP).join("")}`;
}

function normalise(code: string): string {
  return code.trim().toLowerCase().replace(/[\s-]/g, "");
}

function hashOf(code: string): string {
  return hashToken(`recovery:${normalise(code)}`);
}

/** A new set for the account, replacing the old one: the codes, to be shown once. */
export async function replaceRecoveryCodes(tx: Tx, userId: string): Promise<string[]> {
  const codes = Array.from({ length: RECOVERY_CODE_COUNT }, newCode);
  await tx.recoveryCode.deleteMany({ where: { userId } });
  await tx.recoveryCode.createMany({
    data: codes.map((code) => ({ userId, codeHash: hashOf(code) })),
  });
  return codes;
}

/** Uses one code: true once per code, whatever races it. */
export async function claimRecoveryCode(userId: string, code: string): Promise<boolean> {
  if (!/^[a-z0-9]{10}$/.test(normalise(code))) return false;
  const { count } = await db().recoveryCode.updateMany({
    where: { userId, codeHash: hashOf(code), usedAt: null },
    data: { usedAt: new Date() },
  });
  return count === 1;
}

export function recoveryCodesLeft(userId: string): Promise<number> {
  return db().recoveryCode.count({ where: { userId, usedAt: null } });
}
