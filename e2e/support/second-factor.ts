// Second factors for the end-to-end specs: authenticator codes the server has not seen yet, an
// authenticator set up through the API, the second step of an API sign-in, and the demo admin's
// secret, which the setup project (e2e/setup/second-factor.setup.ts) enrols on each server.
//
// A code works once per account and 30-second step, and the server takes the step before and
// after its own too (lib/server/second-factor/totp.ts): an account has at most three codes to give
// at any moment, then one more every 30 seconds. Every worker, and the setup, signs the demo admin
// in, so which steps were given is kept in one file all of them share, changed under a lock; a
// caller that finds the three taken waits for the next step.
import { createHash } from "node:crypto";
import { expect, test, type APIRequestContext } from "@playwright/test";
import { Secret, TOTP } from "otpauth";
import { readState, withLock, writeState } from "./run-state";

const PERIOD_MS = 30_000;
/** A code of the step before now is only sent with this much of the current step left. */
const SAFE_MARGIN_MS = 5_000;
/** The ledger's lock is held for a read and a write: one older than this was left behind. */
const STALE_LOCK_MS = 10_000;
const LEDGER = "given-steps";

const SECOND_FACTOR_API = "/api/v1/auth/second-factor";

function totpOf(secret: string): TOTP {
  return new TOTP({ secret: Secret.fromBase32(secret), digits: 6, period: 30, algorithm: "SHA1" });
}

/** The code of one 30-second step. */
export function codeAtStep(secret: string, step: number): string {
  return totpOf(secret).generate({ timestamp: step * PERIOD_MS });
}

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

type Ledger = Record<string, number[]>;

/** Claims a step of the secret no one has given yet, or answers null when all three are. */
function claimStep(secret: string): number | null {
  const now = Date.now();
  const current = Math.floor(now / PERIOD_MS);
  const key = createHash("sha256").update(secret).digest("hex").slice(0, 24);
  const ledger = readState<Ledger>(LEDGER) ?? {};
  const given = new Set(ledger[key] ?? []);
  // The step that runs out first goes first, while it is sure to arrive in time.
  const left = PERIOD_MS - (now % PERIOD_MS);
  const candidates =
    left > SAFE_MARGIN_MS ? [current - 1, current, current + 1] : [current, current + 1];
  const step = candidates.find((candidate) => !given.has(candidate));
  if (step === undefined) return null;
  // Only the steps the server would still take are worth keeping.
  for (const [other, steps] of Object.entries(ledger)) {
    const live = steps.filter((s) => s >= current - 1);
    if (live.length > 0) ledger[other] = live;
    else delete ledger[other];
  }
  ledger[key] = [...(ledger[key] ?? []), step];
  writeState(LEDGER, ledger);
  return step;
}

/** A code of the secret that no process of this run has given yet (waits for one if it must). */
export async function freshCode(secret: string): Promise<string> {
  for (;;) {
    const step = await withLock(LEDGER, STALE_LOCK_MS, () => claimStep(secret));
    if (step !== null) return codeAtStep(secret, step);
    await sleep(PERIOD_MS - (Date.now() % PERIOD_MS) + 100);
  }
}

async function dataOf<T>(response: Awaited<ReturnType<APIRequestContext["post"]>>): Promise<T> {
  expect(response.ok(), `${response.url()}: ${await response.text()}`).toBe(true);
  return ((await response.json()) as { data: T }).data;
}

export interface TotpEnrolment {
  /** Base32, as the security page shows it. */
  secret: string;
  /** The ten single-use codes the account's first factor brings. */
  recoveryCodes: string[];
}

/**
 * Sets up an authenticator app on the account `api` (with `headers`) is signed in as, through the
 * API, as the security page does: a new secret, then its first code. The credential that
 * confirms it counts as proved for the next 10 minutes.
 */
export async function enrolTotp(
  api: APIRequestContext,
  headers: Record<string, string> = {},
): Promise<TotpEnrolment> {
  const { secret } = await dataOf<{ secret: string }>(
    await api.post(`${SECOND_FACTOR_API}/totp`, { headers }),
  );
  const { recoveryCodes } = await dataOf<{ recoveryCodes: string[] | null }>(
    await api.post(`${SECOND_FACTOR_API}/totp/confirm`, {
      headers,
      data: { code: await freshCode(secret) },
    }),
  );
  return { secret, recoveryCodes: recoveryCodes ?? [] };
}

/**
 * Gives a code with the credential `api` (with `headers`) carries: finishes a sign-in whose
 * password was right, or proves a signed-in credential afresh for 10 minutes.
 */
export async function giveCode(
  api: APIRequestContext,
  secret: string,
  headers: Record<string, string> = {},
): Promise<void> {
  await dataOf(
    await api.post(`${SECOND_FACTOR_API}/verify`, {
      headers,
      data: { method: "totp", code: await freshCode(secret) },
    }),
  );
}

/** The name of a server's entry in the run's state (its port names it). */
export function serverKey(baseURL: string): string {
  return new URL(baseURL).port || "80";
}

const secretEntry = (baseURL: string) => `demo-admin-secret-${serverKey(baseURL)}`;

export function storeDemoAdminSecret(baseURL: string, secret: string): void {
  writeState(secretEntry(baseURL), { secret });
}

/** The secret the setup stored for this server, or null when there is none. */
export function storedDemoAdminSecret(baseURL: string): string | null {
  return readState<{ secret: string }>(secretEntry(baseURL))?.secret ?? null;
}

/** The demo admin's authenticator secret on the server of the running test's project. */
export function demoAdminSecret(): string {
  const baseURL = test.info().project.use.baseURL ?? "";
  const secret = storedDemoAdminSecret(baseURL);
  if (!secret) {
    throw new Error(
      `No authenticator secret of the demo admin for ${baseURL}: the setup project that enrols ` +
        `it (e2e/setup/second-factor.setup.ts) did not run. Run the specs through a project ` +
        `that depends on it (playwright.config.ts).`,
    );
  }
  return secret;
}
