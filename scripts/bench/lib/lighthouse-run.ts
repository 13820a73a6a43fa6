// One Lighthouse run (its default config: the mobile preset; simulated throttling, or devtools
// throttling, which really loads the page at the preset's speeds) of a page's performance and
// accessibility, in a fresh browser context whose cookie jar holds the session:
// the page's own requests (documents, the browser's API reads, prefetches) carry it as a
// signed-in visitor's would. The fresh context also starts with an empty cache, which Lighthouse
// would otherwise clear itself: `disableStorageReset` keeps it from wiping the cookies.
import { mkdirSync, writeFileSync } from "node:fs";
import { join } from "node:path";
import lighthouse from "lighthouse";
import type { Browser } from "puppeteer-core";
import { inFreshContext } from "./lighthouse-chromium";
import { readFigures, type LighthouseFigures } from "./lighthouse-figures";
import type { ThrottlingMethod } from "./pages-plan";
import type { JarCookie } from "./sign-in";

export async function runLighthouse(
  browser: Browser,
  run: { url: string; cookies: JarCookie[]; throttling: ThrottlingMethod },
): Promise<LighthouseFigures> {
  const { url, cookies, throttling } = run;
  return inFreshContext(browser, url, cookies, async (page) => {
    const result = await lighthouse(
      url,
      {
        output: "json",
        logLevel: "error",
        onlyCategories: ["performance", "accessibility"],
        disableStorageReset: true,
        throttlingMethod: throttling,
      },
      undefined,
      page,
    );
    if (!result) throw new Error(`Lighthouse gave no result for ${url}`);
    // The figures of one method must never pass for the other's.
    const used = result.lhr.configSettings.throttlingMethod;
    if (used !== throttling)
      throw new Error(`Lighthouse throttled ${url} by ${used}, not ${throttling}`);
    keepReport(url, throttling, result.lhr);
    return readFigures(result.lhr);
  });
}

/** BENCH_LIGHTHOUSE_REPORTS=<folder> keeps each run's full report, to look into an audit. */
function keepReport(url: string, throttling: ThrottlingMethod, lhr: unknown) {
  const reports = process.env.BENCH_LIGHTHOUSE_REPORTS;
  if (!reports) return;
  mkdirSync(reports, { recursive: true });
  const name = new URL(url).pathname.replace(/[^a-z0-9]+/gi, "_").replace(/^_|_$/g, "");
  const port = new URL(url).port;
  writeFileSync(
    join(reports, `${name || "home"}-${port}-${throttling}-${Date.now()}.json`),
    JSON.stringify(lhr),
  );
}
