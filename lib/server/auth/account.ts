// The account as every request sees it, loaded fresh each time: a role change or a suspension
// applies on the very next request, whatever a cookie or token was issued with.
import "server-only";
import type { SessionUser } from "@/lib/auth/session-user";
import type { Prisma } from "@/generated/prisma/client";

/** What says whether an account has a second factor (hasSecondFactor reads it). */
export const SECOND_FACTOR_SELECT = {
  totpFactor: { select: { confirmedAt: true } },
  _count: { select: { passkeys: true } },
} satisfies Prisma.UserSelect;

export const ACCOUNT_SELECT = {
  id: true,
  name: true,
  email: true,
  role: true,
  emailVerified: true,
  isActive: true,
  image: true,
  createdAt: true,
  passwordHash: true,
  credentialVersion: true,
  organization: { select: { id: true, name: true } },
  ledgerAccounts: { where: { kind: "user_wallet" }, select: { balance: true } },
  ...SECOND_FACTOR_SELECT,
} satisfies Prisma.UserSelect;

export type AccountRow = Prisma.UserGetPayload<{ select: typeof ACCOUNT_SELECT }>;

export function toSessionUser(row: AccountRow): SessionUser {
  return {
    id: row.id,
    name: row.name,
    email: row.email,
    role: row.role,
    emailVerified: row.emailVerified !== null,
    isActive: row.isActive,
    image: row.image,
    createdAt: row.createdAt.toISOString(),
    organization: row.organization,
    walletBalance: Number(row.ledgerAccounts[0]?.balance ?? 0n),
    secondFactor: hasSecondFactor(row),
  };
}

/** A confirmed authenticator app or at least one passkey (an unconfirmed enrolment is none). */
export function hasSecondFactor(row: Pick<AccountRow, "totpFactor" | "_count">): boolean {
  return Boolean(row.totpFactor?.confirmedAt) || row._count.passkeys > 0;
}
