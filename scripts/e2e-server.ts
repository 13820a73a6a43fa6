// The server the end-to-end tests drive: `next start` on loopback over a fresh embedded
// database (wiped at every run, then migrated and seeded like a first `npm start`), with a local
// OpenID Connect provider standing in for Google, trusting one proxy (the specs) and with its
// development mailbox asked for (MAIL_DEV_INBOX=1).
import { rmSync } from "node:fs";
import { parseEnv } from "../lib/env";
import { startMockOidc } from "../test/support/mock-oidc";
import { serve } from "@/lib/runtime/serve";

/**
 * The specs stand in for the edge's country header (e.g. Cloudflare's cf-ipcountry): a spec that
 * sends it is a buyer from that country (e2e/coins-top-up-usd.spec.ts); without it, India.
 */
const E2E_COUNTRY_HEADER = "x-e2e-country";

async function main() {
  const dataDir = process.env.E2E_DATA_DIR ?? ".data-e2e";
  rmSync(dataDir, { recursive: true, force: true });
  const oidc = await startMockOidc(
    Number(process.env.E2E_OIDC_PORT ?? 3190),
    Number(process.env.E2E_OIDC_CONTROL_PORT ?? 3191),
  );
  const env = parseEnv({
    ...process.env,
    DATABASE_URL: "",
    SEED_DEMO: "",
    SMTP_URL: "",
    DATA_DIR: dataDir,
    PORT: process.env.E2E_PORT ?? "3100",
    AUTH_GOOGLE_ID: "coinmarket-e2e",
    AUTH_GOOGLE_SECRET: "coinmarket-e2e-secret",
    AUTH_GOOGLE_ISSUER: oidc.issuer,
    TRUSTED_COUNTRY_HEADER: E2E_COUNTRY_HEADER,
    // The specs read sign-up and reset links from /api/dev/mailbox. The server trusts a proxy
    // (below), and a server behind a proxy has no mailbox unless it is asked for: ask.
    MAIL_DEV_INBOX: "1",
    // The specs approve conversions minutes after their organization saved its payout details;
    // the day's hold on a new destination is tried over HTTP (lib/server/conversions tests).
    PAYOUT_HOLD_HOURS: "0",
  });
  // The Next server reads its configuration from its environment; mail stays in the outbox.
  delete process.env.SMTP_URL;
  Object.assign(process.env, {
    AUTH_GOOGLE_ID: env.AUTH_GOOGLE_ID,
    AUTH_GOOGLE_SECRET: env.AUTH_GOOGLE_SECRET,
    AUTH_GOOGLE_ISSUER: env.AUTH_GOOGLE_ISSUER,
    TRUSTED_COUNTRY_HEADER: E2E_COUNTRY_HEADER,
    MAIL_DEV_INBOX: "1",
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
