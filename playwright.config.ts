import { defineConfig, devices } from "@playwright/test";
import { chromiumLaunchOptions as launchOptions } from "./test/support/chromium";

const port = Number(process.env.E2E_PORT ?? 3100);
const postgresPort = Number(process.env.E2E_PG_PORT ?? 3101);
// The servers listen on 127.0.0.1; the browser calls them "localhost" because Next reports
// loopback requests as localhost, and the Google sign-in's cookies must stay on one host name.
const baseURL = `http://localhost:${port}`;
const postgresBaseURL = `http://localhost:${postgresPort}`;

/** The specs that also run against the same build on PostgreSQL. */
const ON_POSTGRES = /(landing|showcase-pages|api)\.spec\.ts$/;

/** The setup projects' file: the demo admin's authenticator app on each server. */
const SETUP = /setup\/second-factor\.setup\.ts$/;

/**
 * The specs that change the platform's money rules (commission, fees, exchange rates) run after
 * every other, one after the other: the rest price bookings, top-ups and conversions with the
 * rules as seeded, and would see the change if it ran beside them.
 */
const MONEY_RULES = /admin-settings(\.mobile)?\.spec\.ts$/;

export default defineConfig({
  testDir: "e2e",
  // Time limits guard against hangs; they are not performance checks (the bench:* scripts are).
  // The 2-core machines these run on vary about twofold in speed from day to day, and a page's
  // scripts alone take 0.6 s to run on a quiet one, so the limits leave room for a busy one.
  timeout: 60_000,
  expect: { timeout: 20_000 },
  fullyParallel: true,
  forbidOnly: Boolean(process.env.CI),
  // On CI one retry, so one timing accident on a busy 2-core machine does not sink a run; the
  // list reporter still names every test that needed it as "flaky", and a test that fails twice
  // fails the run. Locally none: a flaky test should be seen and fixed.
  retries: process.env.CI ? 1 : 0,
  workers: 2,
  // On CI each test's duration is also kept as JSON beside the tiers' logs (.ci/logs), to see
  // where the end-to-end tier's time goes.
  reporter: process.env.CI
    ? [["list"], ["json", { outputFile: ".ci/logs/e2e-results.json" }]]
    : [["list"], ["html", { open: "never" }]],
  use: {
    baseURL,
    // A trace only when a test is tried again: recording every test's screenshots and snapshots
    // costs each of them 10 to 20%.
    trace: "on-first-retry",
    screenshot: "only-on-failure",
    // The browser's clock reads India Standard Time, the seeded audience's, whatever the machine's
    // zone: pages print dates in the browser's zone (lib/format/viewer-time-zone.ts), and the
    // specs that spell a time out expect IST. A spec about another zone sets its own.
    timezoneId: "Asia/Kolkata",
  },
  projects: [
    // Admins cannot use the product without a second factor: before the specs of a server run,
    // the demo admin sets up an authenticator app there and the workers read its secret
    // (e2e/support/second-factor.ts). One setup per server, each server's specs after their own.
    {
      name: "second-factor-setup",
      testMatch: SETUP,
    },
    {
      name: "second-factor-setup-postgres",
      testMatch: SETUP,
      use: { baseURL: postgresBaseURL },
    },
    {
      name: "desktop",
      testIgnore: [/\.mobile\.spec\.ts$/, MONEY_RULES],
      dependencies: ["second-factor-setup"],
      use: { ...devices["Desktop Chrome"], launchOptions },
    },
    {
      name: "phone",
      testMatch: /\.mobile\.spec\.ts$/,
      testIgnore: MONEY_RULES,
      dependencies: ["second-factor-setup"],
      use: { ...devices["Pixel 7"], launchOptions },
    },
    {
      name: "money-rules-desktop",
      testMatch: /admin-settings\.spec\.ts$/,
      dependencies: ["desktop", "phone"],
      use: { ...devices["Desktop Chrome"], launchOptions },
    },
    {
      name: "money-rules-phone",
      testMatch: /admin-settings\.mobile\.spec\.ts$/,
      dependencies: ["money-rules-desktop"],
      use: { ...devices["Pixel 7"], launchOptions },
    },
    {
      name: "postgres",
      testMatch: ON_POSTGRES,
      dependencies: ["second-factor-setup-postgres"],
      use: { ...devices["Desktop Chrome"], launchOptions, baseURL: postgresBaseURL },
    },
  ],
  // Started one after the other: the first builds the app if needed, the second reuses it. Their
  // logs keep to warnings unless LOG_LEVEL says otherwise: a line per request of every spec
  // would bury what went wrong.
  webServer: [
    {
      name: "embedded",
      command: "npx --no-install tsx --import ./scripts/lib/server-only.mjs scripts/e2e-server.ts",
      url: `http://127.0.0.1:${port}/health`,
      timeout: 600_000,
      reuseExistingServer: false,
      stdout: "pipe",
      stderr: "pipe",
      env: { LOG_LEVEL: process.env.LOG_LEVEL ?? "warn" },
    },
    {
      name: "postgres",
      command:
        "npx --no-install tsx --import ./scripts/lib/server-only.mjs scripts/e2e-server-postgres.ts",
      url: `http://127.0.0.1:${postgresPort}/health`,
      timeout: 600_000,
      reuseExistingServer: false,
      stdout: "pipe",
      stderr: "pipe",
      env: { LOG_LEVEL: process.env.LOG_LEVEL ?? "warn" },
    },
  ],
});
