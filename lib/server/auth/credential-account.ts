// The account behind a credential (an API token's or a session's hash), read in one statement:
// the credential, its account, the organization, the wallet balance and its second factors. Every authenticated
// request reads this first; Prisma's nested select took four round trips for it.
import "server-only";
import { Prisma, type Role } from "@/generated/prisma/client";
import { db } from "@/lib/server/db/client";
import type { AccountRow } from "./account";

export interface CredentialAccount {
  /** The session's or token's id (what /settings lists and revokes). */
  credentialId: string;
  /** When the credential stops working, and whether it was revoked (sessions never are). */
  expiresAt: Date;
  revoked: boolean;
  /** Password right, second step not done: the credential works for that step only. */
  secondFactorPending: boolean;
  /** When the credential last proved a second factor. */
  secondFactorAt: Date | null;
  /** The account's generation when the credential was issued. */
  credentialVersion: number;
  user: AccountRow;
}

interface Row {
  credentialId: string;
  expiresAt: Date;
  revoked: boolean;
  secondFactorPending: boolean;
  secondFactorAt: Date | null;
  totpConfirmedAt: Date | null;
  passkeyCount: number;
  issuedVersion: number;
  id: string;
  name: string;
  email: string;
  role: Role;
  emailVerified: Date | null;
  isActive: boolean;
  image: string | null;
  createdAt: Date;
  passwordHash: string | null;
  credentialVersion: number;
  organizationId: string | null;
  organizationName: string | null;
  walletBalance: bigint | null;
}

async function read(credential: Prisma.Sql): Promise<CredentialAccount | null> {
  const [row] = await db().$queryRaw<Row[]>`
    SELECT c."credentialId", c."expiresAt", c."revoked", c."issuedVersion",
      c."secondFactorPending", c."secondFactorAt", t."confirmedAt" AS "totpConfirmedAt",
      (SELECT count(*)::int FROM "Passkey" p WHERE p."userId" = u."id") AS "passkeyCount",
      u."id", u."name", u."email",
      u."role"::text AS "role", u."emailVerified", u."isActive", u."image", u."createdAt",
      u."passwordHash", u."credentialVersion", o."id" AS "organizationId",
      o."name" AS "organizationName", w."balance" AS "walletBalance"
    FROM (${credential}) AS c
    JOIN "User" u ON u."id" = c."userId"
    LEFT JOIN "OrganizationProfile" o ON o."userId" = u."id"
    LEFT JOIN "LedgerAccount" w ON w."kind" = 'user_wallet' AND w."userId" = u."id"
    LEFT JOIN "TotpFactor" t ON t."userId" = u."id"`;
  if (!row) return null;
  return {
    credentialId: row.credentialId,
    expiresAt: row.expiresAt,
    revoked: row.revoked,
    secondFactorPending: row.secondFactorPending,
    secondFactorAt: row.secondFactorAt,
    credentialVersion: row.issuedVersion,
    user: {
      id: row.id,
      name: row.name,
      email: row.email,
      role: row.role,
      emailVerified: row.emailVerified,
      isActive: row.isActive,
      image: row.image,
      createdAt: row.createdAt,
      passwordHash: row.passwordHash,
      credentialVersion: row.credentialVersion,
      organization:
        row.organizationId !== null && row.organizationName !== null
          ? { id: row.organizationId, name: row.organizationName }
          : null,
      ledgerAccounts: row.walletBalance === null ? [] : [{ balance: row.walletBalance }],
      totpFactor: { confirmedAt: row.totpConfirmedAt },
      _count: { passkeys: row.passkeyCount },
    },
  };
}

/** The API token with this hash and its account. */
export function accountOfApiToken(tokenHash: string): Promise<CredentialAccount | null> {
  return read(Prisma.sql`
    SELECT "id" AS "credentialId", "userId", "expiresAt", "revokedAt" IS NOT NULL AS "revoked",
      "credentialVersion" AS "issuedVersion", "secondFactorPending", "secondFactorAt"
    FROM "ApiToken" WHERE "tokenHash" = ${tokenHash}`);
}

/** The session with this hash and its account. */
export function accountOfSession(sessionHash: string): Promise<CredentialAccount | null> {
  return read(Prisma.sql`
    SELECT "id" AS "credentialId", "userId", "expires" AS "expiresAt", false AS "revoked",
      "credentialVersion" AS "issuedVersion", "secondFactorPending", "secondFactorAt"
    FROM "Session" WHERE "sessionToken" = ${sessionHash}`);
}
