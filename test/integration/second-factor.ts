// Second factors for integration tests: an authenticator app set up on an account, and its codes.
// Each code works once per account (lib/server/second-factor/totp.ts), and a code is accepted for
// the 30-second step before and after its own, so one account has up to three codes to give at
// any moment: codesFor hands out those it has not given yet, and waits for the next step when
// all three were given.
import { Secret, TOTP } from "otpauth";
import { POST as beginTotp } from "@/app/api/v1/auth/second-factor/totp/route";
import { POST as confirmTotp } from "@/app/api/v1/auth/second-factor/totp/confirm/route";
import { db } from "@/lib/server/db/client";
import { sealTotpSecret } from "@/lib/server/second-factor/totp";
import { call } from "./http";

const PERIOD_MS = 30_000;
const given = new Map<string, Set<number>>();

function totpOf(secret: string): TOTP {
  return new TOTP({ secret: Secret.fromBase32(secret), digits: 6, period: 30, algorithm: "SHA1" });
}

/** The code of one time step. */
export function codeAtStep(secret: string, step: number): string {
  return totpOf(secret).generate({ timestamp: step * PERIOD_MS });
}

function currentStep(): number {
  return Math.floor(Date.now() / PERIOD_MS);
}

/** A time step whose code the server has not seen yet, now taken (waits for a new step if it must). */
export async function freshStep(secret: string): Promise<number> {
  for (;;) {
    const now = currentStep();
    const used = given.get(secret) ?? new Set<number>();
    given.set(secret, used);
    const step = [now, now + 1, now - 1].find((candidate) => !used.has(candidate));
    if (step !== undefined) {
      used.add(step);
      return step;
    }
    await new Promise((resolve) => setTimeout(resolve, PERIOD_MS - (Date.now() % PERIOD_MS) + 50));
  }
}

/** A code of this secret the server has not seen yet. */
export async function freshCode(secret: string): Promise<string> {
  return codeAtStep(secret, await freshStep(secret));
}

/** An authenticator app set up and confirmed on the account, written directly: its secret. */
export async function enrolTotpDirectly(userId: string): Promise<string> {
  const secret = new Secret({ size: 20 }).base32;
  await db().totpFactor.create({
    data: { userId, secretSealed: sealTotpSecret(secret, userId), confirmedAt: new Date() },
  });
  return secret;
}

/**
 * An authenticator app set up through the API with a Bearer token, as a client would: its secret
 * and recovery codes. The token is proved from then (10 minutes).
 */
export async function enrolThroughApi(
  token: string,
): Promise<{ secret: string; uri: string; qrCode: string; recoveryCodes: string[] }> {
  const begun = await call<{ secret: string; uri: string; qrCode: string }>(
    beginTotp,
    "/api/v1/auth/second-factor/totp",
    { method: "POST", bearer: token },
  );
  if (begun.status !== 200 || !begun.body.data)
    throw new Error(`set-up failed: ${JSON.stringify(begun.body)}`);
  const confirmed = await call<{ recoveryCodes: string[] }>(
    confirmTotp,
    "/api/v1/auth/second-factor/totp/confirm",
    { bearer: token, body: { code: await freshCode(begun.body.data.secret) } },
  );
  if (confirmed.status !== 200 || !confirmed.body.data)
    throw new Error(`confirmation failed: ${JSON.stringify(confirmed.body)}`);
  return { ...begun.body.data, recoveryCodes: confirmed.body.data.recoveryCodes };
}
