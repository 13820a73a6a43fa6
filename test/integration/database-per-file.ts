// Runs before each integration test file: a fresh database copied from the migrated template,
// which the app's modules then use through DATABASE_URL (read when lib/env is first imported).
// In a shared worker, test/support/shared-worker.ts runs first and takes back the environment
// and the timers after this file's afterAll.
import { randomBytes } from "node:crypto";
import pg from "pg";
import { afterAll, inject } from "vitest";

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
  await app.__coinmarketDb?.$disconnect();
  await admin((client) => client.query(`DROP DATABASE IF EXISTS "${name}" WITH (FORCE)`));
});
