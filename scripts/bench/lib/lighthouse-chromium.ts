// Lighthouse against Debian's Chromium (or CHROMIUM_PATH): one headless browser started here
// with a DevTools port, which Lighthouse drives. Nothing is downloaded at run time, so this
// works on a closed network; Lighthouse's default config is its mobile preset (a Moto G Power
// sized screen, simulated slow 4G and a 4x slower CPU).
import { spawn, type ChildProcess } from "node:child_process";
import { mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import lighthouse from "lighthouse";
import { CHROMIUM_ARGS, chromiumExecutable } from "@/test/support/chromium";
import { freePort } from "@/test/support/postgres-server";

/** The installed Lighthouse's version, for the report. */
export function lighthouseVersion(): string {
  const manifest = readFileSync(join("node_modules", "lighthouse", "package.json"), "utf8");
  return (JSON.parse(manifest) as { version: string }).version;
}

export interface LighthouseBrowser {
  port: number;
  close(): Promise<void>;
}

export async function launchLighthouseBrowser(): Promise<LighthouseBrowser> {
  const executable = chromiumExecutable();
  if (!executable) {
    throw new Error("no Chromium: install Debian's chromium package or set CHROMIUM_PATH");
  }
  const port = await freePort();
  const profile = mkdtempSync(join(tmpdir(), "coinmarket-lighthouse-"));
  const child: ChildProcess = spawn(
    executable,
    [
      "--headless=new",
      `--remote-debugging-port=${port}`,
      `--user-data-dir=${profile}`,
      ...CHROMIUM_ARGS,
      "about:blank",
    ],
    { stdio: "ignore" },
  );
  let exited = false;
  const exit = new Promise<void>((resolve) =>
    child.on("exit", () => {
      exited = true;
      resolve();
    }),
  );
  const close = async () => {
    if (!exited) child.kill("SIGTERM");
    await exit;
    // Chromium's helper processes outlive the browser process by a moment and may still be
    // writing its cache: retry until they are gone.
    rmSync(profile, { recursive: true, force: true, maxRetries: 10, retryDelay: 200 });
  };
  const deadline = Date.now() + 30_000;
  for (;;) {
    if (exited) throw new Error(`${executable} exited before its DevTools port opened`);
    const ready = await fetch(`http://127.0.0.1:${port}/json/version`).then(
      (response) => response.ok,
      () => false,
    );
    if (ready) break;
    if (Date.now() > deadline) {
      await close();
      throw new Error(`${executable} did not open its DevTools port within 30 s`);
    }
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
  return { port, close };
}

export interface AuditFailure {
  id: string;
  title: string;
  /** Lighthouse's own summary of what failed (e.g. the elements), shortened. */
  details: string[];
}

export interface LighthouseFigures {
  /** The URL the page ended on (a sign-in redirect shows here). */
  finalUrl: string;
  /** The document's HTTP status. */
  status: number | null;
  performance: number | null;
  accessibility: number | null;
  metrics: {
    firstContentfulPaintMs: number | null;
    largestContentfulPaintMs: number | null;
    totalBlockingTimeMs: number | null;
    cumulativeLayoutShift: number | null;
    speedIndexMs: number | null;
  };
  /** Accessibility audits that failed, and performance audits that cost points. */
  accessibilityFailures: AuditFailure[];
  performanceOpportunities: AuditFailure[];
  runtimeError: string | null;
  /**
   * Lighthouse's measure of this machine's speed while it ran (higher is faster; a desktop of
   * Lighthouse's reference class scores about 1,000 and up): the mobile preset's 4x CPU slowdown is
   * applied on top, so a busy or slow machine shows up here and in Total Blocking Time.
   */
  benchmarkIndex: number | null;
}

/** One Lighthouse run (mobile preset, simulated throttling) of performance and accessibility. */
export async function runLighthouse(
  browser: LighthouseBrowser,
  url: string,
  headers: Record<string, string>,
): Promise<LighthouseFigures> {
  const result = await lighthouse(url, {
    port: browser.port,
    output: "json",
    logLevel: "error",
    onlyCategories: ["performance", "accessibility"],
    extraHeaders: headers,
  });
  if (!result) throw new Error(`Lighthouse gave no result for ${url}`);
  const lhr = result.lhr;
  // BENCH_LIGHTHOUSE_REPORTS=<folder> keeps each run's full report, to look into an audit.
  const reports = process.env.BENCH_LIGHTHOUSE_REPORTS;
  if (reports) {
    mkdirSync(reports, { recursive: true });
    const name = new URL(url).pathname.replace(/[^a-z0-9]+/gi, "_").replace(/^_|_$/g, "");
    writeFileSync(join(reports, `${name || "home"}-${Date.now()}.json`), JSON.stringify(lhr));
  }
  const audits = lhr.audits;
  const numeric = (id: string) => {
    const value = audits[id]?.numericValue;
    return typeof value === "number" ? Math.round(value * 1000) / 1000 : null;
  };
  const score = (id: string) => {
    const value = lhr.categories[id]?.score;
    return typeof value === "number" ? Math.round(value * 100) : null;
  };
  const describe = (id: string): AuditFailure => {
    const audit = audits[id]!;
    const details: string[] = [];
    // Tables list items; a list (e.g. the LCP element and its phases) holds tables.
    const tableItems = (value: unknown): unknown[] => {
      const table = value as { type?: string; items?: unknown } | undefined;
      // Some audits' details hold `items` that are not a list (an object of figures): none to show.
      if (!Array.isArray(table?.items)) return [];
      const items: unknown[] = table.items;
      return table.type === "list" ? items.flatMap((item) => tableItems(item)) : items;
    };
    for (const item of tableItems(audit.details).slice(0, 6)) {
      const { node, url, phase, timing } = item as {
        node?: { snippet?: string; explanation?: string };
        url?: string;
        phase?: string;
        timing?: number;
      };
      if (node?.snippet) {
        const why = node.explanation?.split("\n").slice(0, 2).join(" ");
        details.push(`${node.snippet.slice(0, 160)}${why ? ` | ${why}` : ""}`);
      } else if (typeof url === "string") details.push(url);
      else if (phase && typeof timing === "number")
        details.push(`${phase}: ${timing.toFixed(0)} ms`);
    }
    const title = audit.displayValue ? `${audit.title} (${audit.displayValue})` : audit.title;
    return { id, title, details };
  };
  const refs = (category: string) => lhr.categories[category]?.auditRefs ?? [];
  const accessibilityFailures = refs("accessibility")
    .filter((ref) => ref.weight > 0 && audits[ref.id]?.score !== null && audits[ref.id]!.score! < 1)
    .map((ref) => describe(ref.id));
  const performanceOpportunities = Object.values(audits)
    .filter(
      (audit) =>
        audit.score !== null &&
        audit.score < 0.9 &&
        (audit.scoreDisplayMode === "metricSavings" || audit.scoreDisplayMode === "numeric") &&
        !refs("performance").some((ref) => ref.id === audit.id && ref.group === "metrics"),
    )
    .map((audit) => describe(audit.id));
  // The first document request: its status tells a rendered page from an error page.
  const requests = audits["network-requests"]?.details;
  const items: unknown[] = requests && "items" in requests ? requests.items : [];
  const document = items.find(
    (item) => (item as { resourceType?: string }).resourceType === "Document",
  ) as { statusCode?: number } | undefined;
  const status = document?.statusCode ?? null;
  return {
    finalUrl: lhr.finalDisplayedUrl,
    status,
    performance: score("performance"),
    accessibility: score("accessibility"),
    metrics: {
      firstContentfulPaintMs: numeric("first-contentful-paint"),
      largestContentfulPaintMs: numeric("largest-contentful-paint"),
      totalBlockingTimeMs: numeric("total-blocking-time"),
      cumulativeLayoutShift: numeric("cumulative-layout-shift"),
      speedIndexMs: numeric("speed-index"),
    },
    accessibilityFailures,
    performanceOpportunities,
    runtimeError: lhr.runtimeError ? `${lhr.runtimeError.code}: ${lhr.runtimeError.message}` : null,
    benchmarkIndex: lhr.environment?.benchmarkIndex ?? null,
  };
}
