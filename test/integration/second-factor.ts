// Second factors for integration tests: an authenticator app set up on an account, and its codes.
// Each code works once per account (lib/server/second-factor/totp.ts), and a code is accepted for
// the 30-second step before and after its own, so one account has up to three codes to give at
// any moment: codesFor hands out those it has not given yet, and waits for the next step when
// all three were given.
import { Secret, TOTP } from "otpauth";
import { db } from "@/lib/server/db/client";
import { sealTotpSecret } from "@/lib/server/second-factor/totp";

const PERIOD_MS = 30_000;
const given = new Map<string, Set<number>>();

function totpOf(secret: string): TOTP {
  return new TOTP({ secret: Secret.fromBase32(secret), digits: 6, period: 30, algorithm: "SHA1" });
}

/** The code of one time step. */
export function codeAtStep(secret: string, step: number): string {
  return totpOf(secret).generate({ timestamp: step * PERIOD_MS });
}

export function currentStep(): number {
  return Math.floor(Date.now() / PERIOD_MS);
}

/** A code of this secret the server has not seen yet (waits for a new step when it must). */
export async function freshCode(secret: string): Promise<string> {
  for (;;) {
    const now = currentStep();
    const used = given.get(secret) ?? new Set<number>();
    given.set(secret, used);
    const step = [now, now + 1, now - 1].find((candidate) => !used.has(candidate));
    if (step !== undefined) {
      used.add(step);
      return codeAtStep(secret, step);
    }
    await new Promise((resolve) => setTimeout(resolve, PERIOD_MS - (Date.now() % PERIOD_MS) + 50));
  }
}

/** Marks a step as used by a test that sent its code itself. */
export function noteGiven(secret: string, step: number): void {
  const used = given.get(secret) ?? new Set<number>();
  used.add(step);
  given.set(secret, used);
}

/** An authenticator app set up and confirmed on the account, written directly: its secret. */
export async function enrolTotpDirectly(userId: string): Promise<string> {
  const secret = new Secret({ size: 20 }).base32;
  await db().totpFactor.create({
    data: { userId, secretSealed: sealTotpSecret(secret, userId), confirmedAt: new Date() },
  });
  return secret;
}
