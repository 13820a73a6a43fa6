// The browser the page benchmarks drive: Debian's Chromium (or CHROMIUM_PATH), headless, through
// puppeteer-core. Nothing is downloaded at run time, so this works on a closed network. Lighthouse
// and the interaction measurements each take pages from it (lighthouse-run.ts, interaction.ts).
import { readFileSync } from "node:fs";
import { join } from "node:path";
import puppeteer, { type Browser, type Page } from "puppeteer-core";
import { CHROMIUM_ARGS, chromiumExecutable } from "@/test/support/chromium";
import type { JarCookie } from "./sign-in";

/** The installed Lighthouse's version, for the report. */
export function lighthouseVersion(): string {
  const manifest = readFileSync(join("node_modules", "lighthouse", "package.json"), "utf8");
  return (JSON.parse(manifest) as { version: string }).version;
}

export async function launchBenchBrowser(): Promise<Browser> {
  const executablePath = chromiumExecutable();
  if (!executablePath) {
    throw new Error(
      "bench:pages needs Chromium: install Debian's chromium package (apt-get install chromium)" +
        " or set CHROMIUM_PATH to a Chromium or Chrome executable",
    );
  }
  return puppeteer.launch({
    executablePath,
    headless: true,
    args: CHROMIUM_ARGS,
    // Lighthouse emulates its own phone screen; the interaction runs set theirs.
    defaultViewport: null,
  });
}

/**
 * `measure` with a page of a fresh browser context (an empty cache; a cookie jar holding only
 * `cookies`, for `origin`'s host), closed afterwards: every run starts as the same visitor.
 */
export async function inFreshContext<T>(
  browser: Browser,
  origin: string,
  cookies: JarCookie[],
  measure: (page: Page) => Promise<T>,
): Promise<T> {
  const context = await browser.createBrowserContext();
  try {
    const domain = new URL(origin).hostname;
    if (cookies.length > 0) {
      await context.setCookie(...cookies.map((cookie) => ({ ...cookie, domain, path: "/" })));
    }
    return await measure(await context.newPage());
  } finally {
    await context.close();
  }
}
