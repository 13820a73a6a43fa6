// Runs before each integration test file: a fresh database copied from the migrated template,
// which the app's modules then use through DATABASE_URL (read when lib/env is first imported).
// Most files share a worker with the files before them (vitest.config.ts), so each starts from
// fresh app modules and leaves behind no environment variable, timer or process-wide holder.
import { randomBytes } from "node:crypto";
import { readFileSync } from "node:fs";
import pg from "pg";
import { afterAll, expect, inject, vi } from "vitest";

// A module mocked with vi.mock stays mocked in a shared worker, for every file after this one.
const testPath = expect.getState().testPath ?? "";
if (inject("sharedWorkers") && /\bvi\.mock\(/.test(readFileSync(testPath, "utf8"))) {
  throw new Error(`${testPath} mocks modules: add it to OWN_WORKER_FILES in vitest.config.ts`);
}

const adminUrl = inject("pgAdminUrl");
const template = inject("pgTemplate");
const name = `coinmarket_test_${randomBytes(6).toString("hex")}`;

async function admin<T>(work: (client: pg.Client) => Promise<T>): Promise<T> {
  const client = new pg.Client({ connectionString: adminUrl });
  await client.connect();
  try {
    return await work(client);
  } finally {
    await client.end();
  }
}

/** The app's process-wide holders on globalThis (`__coinmarket…` keys, `coinmarket.…` symbols). */
function clearAppGlobals(): void {
  for (const key of Reflect.ownKeys(globalThis)) {
    const isApp =
      typeof key === "string"
        ? key.startsWith("__coinmarket")
        : (key.description ?? "").startsWith("coinmarket.");
    if (isApp) Reflect.deleteProperty(globalThis, key);
  }
}

/**
 * Timers the file's code sets, cleared when it ends: a module's timer (a booking-count fold due in
 * a second, a sampler's next run) would otherwise fire during the next file, in modules that
 * still read the previous file's database. vitest's own timers are its saved originals.
 */
function trackTimers(): () => void {
  const timers = new Set<NodeJS.Timeout>();
  const { setTimeout: realSetTimeout, setInterval: realSetInterval } = globalThis;
  globalThis.setTimeout = Object.assign((...args: Parameters<typeof realSetTimeout>) => {
    const timer = realSetTimeout(...args);
    timers.add(timer);
    return timer;
  }, realSetTimeout);
  globalThis.setInterval = Object.assign((...args: Parameters<typeof realSetInterval>) => {
    const timer = realSetInterval(...args);
    timers.add(timer);
    return timer;
  }, realSetInterval);
  return () => {
    globalThis.setTimeout = realSetTimeout;
    globalThis.setInterval = realSetInterval;
    for (const timer of timers) clearTimeout(timer);
  };
}

const environmentBefore = { ...process.env };
vi.resetModules();
clearAppGlobals();
const clearTimers = trackTimers();

await admin((client) => client.query(`CREATE DATABASE "${name}" TEMPLATE "${template}"`));
const url = new URL(adminUrl);
url.pathname = `/${name}`;
process.env.DATABASE_URL = url.toString();
delete process.env.DATA_DIR;
// A DATABASE_URL without Razorpay keys has payments switched off unless it says test mode; the
// tests run the simulated provider (payments-off.int.test.ts checks the switched-off case).
process.env.PAYMENTS_MODE ??= "test";
// A deployment always has AUTH_SECRET (npm start makes one); payout details are sealed with it.
process.env.AUTH_SECRET ??= randomBytes(32).toString("base64url");

const app = globalThis as {
  __coinmarketDb?: { $disconnect(): Promise<void> };
  [key: symbol]: Set<Promise<void>> | undefined;
};

afterAll(async () => {
  // Work the file's requests started and did not wait for (lib/server/background.ts) would
  // otherwise open this file's database again after it is gone, for the next file to find.
  const background = app[Symbol.for("coinmarket.background")];
  while (background?.size) await Promise.all([...background]);
  clearTimers();
  await app.__coinmarketDb?.$disconnect();
  await admin((client) => client.query(`DROP DATABASE IF EXISTS "${name}" WITH (FORCE)`));
  clearAppGlobals();
  for (const key of Object.keys(process.env)) {
    if (!(key in environmentBefore)) delete process.env[key];
  }
  Object.assign(process.env, environmentBefore);
});
