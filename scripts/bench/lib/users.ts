// Accounts for the money benchmarks (bench:booking, bench:money) and the two-server storm: verified
// users, organizations or admins with API tokens made as issueApiToken makes them, written in bulk.
// Organizations and admins also get an authenticator app, as a confirmed enrolment leaves it, and
// their tokens the proof a two-step sign-in gives (fresh for 10 minutes from their creation): the
// routes that move money need both. The benchmark never types a code, so the secret is sealed
// with a key of its own that nothing keeps.
import { randomBytes } from "node:crypto";
import type { PrismaClient } from "@/generated/prisma/client";
import { hashToken, newSecretToken } from "@/lib/server/auth/tokens";
import { sealingKey, sealText } from "@/lib/server/crypto/sealed-box";

export interface BenchUser {
  id: string;
  name: string;
  email: string;
  token: string;
}

/** `count` verified accounts named `<prefix>_<n>`, each with a 30-day API token. */
export async function createBenchUsers(
  prisma: PrismaClient,
  prefix: string,
  count: number,
  role: "user" | "org" | "admin" = "user",
): Promise<BenchUser[]> {
  const users: BenchUser[] = Array.from({ length: count }, (_, index) => ({
    id: `${prefix}_${index}`,
    name: `Bench ${role} ${prefix} ${index}`,
    email: `${prefix.replace(/_/g, "-")}-${index}@example.test`,
    token: newSecretToken("cm_"),
  }));
  await prisma.user.createMany({
    data: users.map((user) => ({
      id: user.id,
      name: user.name,
      email: user.email,
      role,
      emailVerified: new Date(),
    })),
  });
  const secondFactor = role !== "user";
  if (secondFactor) {
    const key = sealingKey(randomBytes(32).toString("base64url"), "totp-secret v1");
    await prisma.totpFactor.createMany({
      data: users.map((user) => ({
        userId: user.id,
        secretSealed: sealText(key, randomBytes(20).toString("hex"), user.id),
        confirmedAt: new Date(),
      })),
    });
  }
  // What issueApiToken() writes: the token's hash, 30 days (and the second step's proof).
  await prisma.apiToken.createMany({
    data: users.map((user) => ({
      userId: user.id,
      tokenHash: hashToken(user.token),
      name: "bench",
      expiresAt: new Date(Date.now() + 30 * 24 * 60 * 60 * 1000),
      secondFactorAt: secondFactor ? new Date() : null,
    })),
  });
  return users;
}
