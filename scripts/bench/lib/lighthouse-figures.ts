// What bench:pages keeps of a Lighthouse report: scores, metrics, the LCP breakdown (what the
// largest paint waited for) and the audits that failed or cost points, with their details.
import { percentOf } from "@/lib/economics/percent";
import type lighthouse from "lighthouse";

export type LighthouseReport = NonNullable<Awaited<ReturnType<typeof lighthouse>>>["lhr"];

export interface AuditFailure {
  id: string;
  title: string;
  /** Lighthouse's own summary of what failed (e.g. the elements), shortened. */
  details: string[];
}

/** Lighthouse's LCP phases (audit largest-contentful-paint-element), in milliseconds. */
export interface LcpBreakdown {
  ttfbMs: number;
  loadDelayMs: number;
  loadTimeMs: number;
  renderDelayMs: number;
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
  lcpBreakdown: LcpBreakdown | null;
  /** The largest paint's element, as Lighthouse quotes it. */
  lcpElement: string | null;
  accessibilityFailures: AuditFailure[];
  performanceOpportunities: AuditFailure[];
  runtimeError: string | null;
  /** The page's own API reads (/api/...) that were answered 401: they went without a session. */
  unauthorizedApiReads: string[];
  /**
   * Lighthouse's measure of this machine's speed while it ran (higher is faster): the mobile
   * preset's 4x CPU slowdown comes on top, so a busy machine shows here and in blocking time.
   */
  benchmarkIndex: number | null;
}

interface DetailItem {
  node?: { snippet?: string; explanation?: string };
  url?: string;
  phase?: string;
  timing?: number;
}

/** The rows of an audit's details: tables list items; a list (e.g. LCP's) holds tables. */
export function detailItems(details: unknown): DetailItem[] {
  if (typeof details !== "object" || details === null || !("items" in details)) return [];
  const { items } = details;
  // Some audits' details hold `items` that are not a list (an object of figures): none to show.
  if (!Array.isArray(items)) return [];
  const isList = "type" in details && details.type === "list";
  return items.flatMap((item: unknown) =>
    isList ? detailItems(item) : typeof item === "object" && item !== null ? [item] : [],
  );
}

const PHASES: Record<string, keyof LcpBreakdown> = {
  TTFB: "ttfbMs",
  "Load Delay": "loadDelayMs",
  "Load Time": "loadTimeMs",
  "Render Delay": "renderDelayMs",
};

/** The four phases from the LCP element audit's details; null when the report lacks them. */
export function lcpBreakdown(details: unknown): LcpBreakdown | null {
  const breakdown: Partial<LcpBreakdown> = {};
  for (const { phase, timing } of detailItems(details)) {
    const key = phase === undefined ? undefined : PHASES[phase];
    if (key && typeof timing === "number") breakdown[key] = Math.round(timing);
  }
  const { ttfbMs, loadDelayMs, loadTimeMs, renderDelayMs } = breakdown;
  return ttfbMs === undefined ||
    loadDelayMs === undefined ||
    loadTimeMs === undefined ||
    renderDelayMs === undefined
    ? null
    : { ttfbMs, loadDelayMs, loadTimeMs, renderDelayMs };
}

export function readFigures(lhr: LighthouseReport): LighthouseFigures {
  const audits = lhr.audits;
  const numeric = (id: string) => {
    const value = audits[id]?.numericValue;
    return typeof value === "number" ? Math.round(value * 1000) / 1000 : null;
  };
  const score = (id: string) => {
    const value = lhr.categories[id]?.score;
    return typeof value === "number" ? Math.round(percentOf(value)) : null;
  };
  const describe = (id: string): AuditFailure => {
    const audit = audits[id];
    const details: string[] = [];
    for (const { node, url, phase, timing } of detailItems(audit?.details).slice(0, 6)) {
      if (node?.snippet) {
        const why = node.explanation?.split("\n").slice(0, 2).join(" ");
        details.push(`${node.snippet.slice(0, 160)}${why ? ` | ${why}` : ""}`);
      } else if (typeof url === "string") details.push(url);
      else if (phase && typeof timing === "number") {
        details.push(`${phase}: ${timing.toFixed(0)} ms`);
      }
    }
    const title = audit?.displayValue ? `${audit.title} (${audit.displayValue})` : audit?.title;
    return { id, title: title ?? id, details };
  };
  const refs = (category: string) => lhr.categories[category]?.auditRefs ?? [];
  const accessibilityFailures = refs("accessibility")
    .filter((ref) => {
      const value = audits[ref.id]?.score;
      return ref.weight > 0 && typeof value === "number" && value < 1;
    })
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
  const requests = detailItems(audits["network-requests"]?.details);
  const unauthorizedApiReads = requests.flatMap((item) =>
    typeof item.url === "string" &&
    new URL(item.url).pathname.startsWith("/api/") &&
    "statusCode" in item &&
    item.statusCode === 401
      ? [item.url]
      : [],
  );
  // The first document request: its status tells a rendered page from an error page.
  const documentRequest = requests.find(
    (item) => "resourceType" in item && item.resourceType === "Document",
  );
  const status =
    documentRequest && "statusCode" in documentRequest ? documentRequest.statusCode : null;
  const lcpElementAudit = audits["largest-contentful-paint-element"]?.details;
  return {
    finalUrl: lhr.finalDisplayedUrl,
    status: typeof status === "number" ? status : null,
    performance: score("performance"),
    accessibility: score("accessibility"),
    metrics: {
      firstContentfulPaintMs: numeric("first-contentful-paint"),
      largestContentfulPaintMs: numeric("largest-contentful-paint"),
      totalBlockingTimeMs: numeric("total-blocking-time"),
      cumulativeLayoutShift: numeric("cumulative-layout-shift"),
      speedIndexMs: numeric("speed-index"),
    },
    lcpBreakdown: lcpBreakdown(lcpElementAudit),
    lcpElement: detailItems(lcpElementAudit).find((item) => item.node)?.node?.snippet ?? null,
    accessibilityFailures,
    performanceOpportunities,
    runtimeError: lhr.runtimeError ? `${lhr.runtimeError.code}: ${lhr.runtimeError.message}` : null,
    unauthorizedApiReads,
    benchmarkIndex: lhr.environment?.benchmarkIndex ?? null,
  };
}
