// How this project launches Chromium, for Playwright's tests and the screenshot script.
import { existsSync } from "node:fs";
import type { LaunchOptions } from "@playwright/test";

/** CHROMIUM_PATH, else Debian's /usr/bin/chromium, else Playwright's own browser. */
export function chromiumExecutable(): string | undefined {
  if (process.env.CHROMIUM_PATH) return process.env.CHROMIUM_PATH;
  if (existsSync("/usr/bin/chromium")) return "/usr/bin/chromium";
  return undefined;
}

export const chromiumLaunchOptions: LaunchOptions = {
  executablePath: chromiumExecutable(),
  // Without these, Chromium keeps trying to reach Google's hosts, which a closed network refuses.
  args: [
    "--no-sandbox",
    "--disable-gpu",
    "--disable-background-networking",
    "--disable-component-update",
    "--disable-sync",
    "--no-first-run",
    "--disable-quic",
  ],
};
