import { defineConfig, devices } from "@playwright/test";
import { chromiumLaunchOptions as launchOptions } from "./test/support/chromium";

const port = Number(process.env.E2E_PORT ?? 3100);
const baseURL = `http://127.0.0.1:${port}`;

export default defineConfig({
  testDir: "e2e",
  timeout: 30_000,
  expect: { timeout: 10_000 },
  fullyParallel: true,
  forbidOnly: Boolean(process.env.CI),
  retries: 0,
  workers: 2,
  reporter: process.env.CI ? [["list"]] : [["list"], ["html", { open: "never" }]],
  use: {
    baseURL,
    trace: "retain-on-failure",
    screenshot: "only-on-failure",
  },
  projects: [
    {
      name: "desktop",
      testIgnore: /\.mobile\.spec\.ts$/,
      use: { ...devices["Desktop Chrome"], launchOptions },
    },
    {
      name: "phone",
      testMatch: /\.mobile\.spec\.ts$/,
      use: { ...devices["Pixel 7"], launchOptions },
    },
  ],
  webServer: {
    command: "npx --no-install tsx scripts/e2e-server.ts",
    url: `${baseURL}/health`,
    // The first run builds the app.
    timeout: 600_000,
    reuseExistingServer: false,
    stdout: "pipe",
    stderr: "pipe",
  },
});
