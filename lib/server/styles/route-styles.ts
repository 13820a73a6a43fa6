// The styles a page's first paint needs, inline in its document, and the whole stylesheet beside
// them, loaded without holding the paint (for client-side navigations to other screens). The
// build writes them per route (scripts/lib/route-styles.mjs); this module finds the current
// request's route among them.
import "server-only";
import { readFileSync } from "node:fs";
import { join } from "node:path";
import { ROUTE_STYLES_KEY } from "@/lib/styles/route-styles-key";

/** Written by `npm run build`'s route-styles step, beside Next's own manifests. */
export const ROUTE_STYLES_MANIFEST = join(".next", "route-styles.json");

export interface RouteStylesManifest {
  /** The whole stylesheet's address, as Next.js built it from app/globals.css. */
  stylesheet: string;
  /** Route pattern (`/admin/users/[id]`) to the part of that stylesheet its code can render. */
  routes: Record<string, string>;
}

export interface PageStyles {
  stylesheet: string;
  /** The route pattern whose styles the page inlines; null when the path matches no route. */
  route: string | null;
}

/** Parses the manifest, refusing one of another shape (a build from another version). */
export function parseRouteStylesManifest(text: string): RouteStylesManifest {
  const value: unknown = JSON.parse(text);
  if (typeof value === "object" && value !== null && "stylesheet" in value && "routes" in value) {
    const { stylesheet, routes } = value;
    if (
      typeof stylesheet === "string" &&
      typeof routes === "object" &&
      routes !== null &&
      Object.values(routes).every((css) => typeof css === "string")
    ) {
      return { stylesheet, routes: routes as Record<string, string> };
    }
  }
  throw new Error(
    `${ROUTE_STYLES_MANIFEST} is not a route-styles manifest: run \`npm run build\`.`,
  );
}

type Segment =
  | { kind: "static"; name: string }
  | { kind: "dynamic" }
  | { kind: "catch-all" }
  | { kind: "optional-catch-all" };

function segmentOf(part: string): Segment {
  if (part.startsWith("[[...") && part.endsWith("]]")) return { kind: "optional-catch-all" };
  if (part.startsWith("[...") && part.endsWith("]")) return { kind: "catch-all" };
  if (part.startsWith("[") && part.endsWith("]")) return { kind: "dynamic" };
  return { kind: "static", name: part };
}

const partsOf = (path: string) => path.split("/").filter((part) => part !== "");

// Read once per pattern: every page request matches its path against every route.
const parsedPatterns = new Map<string, Segment[]>();
function segmentsOf(pattern: string): Segment[] {
  let segments = parsedPatterns.get(pattern);
  if (!segments) {
    segments = partsOf(pattern).map(segmentOf);
    parsedPatterns.set(pattern, segments);
  }
  return segments;
}

/** Whether `parts` (a path's segments) fill `pattern`'s segments. */
function fills(pattern: Segment[], parts: string[]): boolean {
  for (const [index, segment] of pattern.entries()) {
    const part = parts[index];
    if (segment.kind === "optional-catch-all") return true;
    if (segment.kind === "catch-all") return part !== undefined;
    if (part === undefined) return false;
    if (segment.kind === "static" && segment.name !== part) return false;
  }
  return pattern.length === parts.length;
}

// Next.js prefers a static segment to a dynamic one, and a dynamic one to a catch-all, at the
// first segment where two matching routes differ.
const RANK = { static: 0, dynamic: 1, "catch-all": 2, "optional-catch-all": 3 } as const;

function moreSpecific(a: Segment[], b: Segment[]): number {
  for (let index = 0; index < Math.max(a.length, b.length); index += 1) {
    const left = a[index];
    const right = b[index];
    if (!left || !right) return left ? -1 : 1;
    const difference = RANK[left.kind] - RANK[right.kind];
    if (difference !== 0) return difference;
  }
  return 0;
}

/**
 * The route pattern Next.js serves `path` from (`/admin/users/u_1?tab=x` → `/admin/users/[id]`),
 * or null when none matches.
 */
export function matchRoute(path: string, patterns: Iterable<string>): string | null {
  const parts = partsOf(path.split(/[?#]/, 1)[0] ?? "");
  let best: { pattern: string; segments: Segment[] } | null = null;
  for (const pattern of patterns) {
    const segments = segmentsOf(pattern);
    if (!fills(segments, parts)) continue;
    if (!best || moreSpecific(segments, best.segments) < 0) best = { pattern, segments };
  }
  return best?.pattern ?? null;
}

let loaded: RouteStylesManifest | null = null;

/**
 * The styles of the page at `path` (the proxy's `x-pathname`), from the build's manifest, which
 * it also makes readable to the server rendering of client components (ROUTE_STYLES_KEY).
 */
export function pageStyles(path: string | null): PageStyles {
  if (!loaded) {
    loaded = parseRouteStylesManifest(
      readFileSync(join(process.cwd(), ROUTE_STYLES_MANIFEST), "utf8"),
    );
    (globalThis as Record<symbol, unknown>)[ROUTE_STYLES_KEY] = loaded.routes;
  }
  const route = path === null ? null : matchRoute(path, Object.keys(loaded.routes));
  return { stylesheet: loaded.stylesheet, route };
}
