// Runs before each integration test file: a fresh database copied from the migrated template,
// which the app's modules then use through DATABASE_URL (read when lib/env is first imported).
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

afterAll(async () => {
  const cached = (globalThis as { __coinmarketDb?: { $disconnect(): Promise<void> } })
    .__coinmarketDb;
  await cached?.$disconnect();
  await admin((client) => client.query(`DROP DATABASE IF EXISTS "${name}" WITH (FORCE)`));
});
