// The route files under /api and the methods each answers, from the registry: which file Next.js
// serves a path from (static segments before parameters), and what its Allow header says.
import type { HttpMethod } from "./define";
import { API_ROUTES } from "./index";

/** Route files under /api that are not part of the registry: Auth.js's own. */
const OTHER_ROUTE_FILES: readonly { path: string; methods: readonly HttpMethod[] }[] = [
  { path: "/api/auth/{...nextauth}", methods: ["GET", "POST"] },
];

/** Every method Next.js dispatches to a route file; it answers any other with a 500. */
export const NEXT_METHODS: readonly string[] = [
  "GET",
  "HEAD",
  "OPTIONS",
  "POST",
  "PUT",
  "DELETE",
  "PATCH",
];

export interface RouteFile {
  /** What the file answers, HEAD and OPTIONS included (Next answers them for it), sorted. */
  allow: readonly string[];
}

/** Kinds in Next's order of preference: 0 static text, 1 a parameter, 2 a catch-all. */
type Segment = { kind: 0; text: string } | { kind: 1 | 2 };

interface Entry {
  file: RouteFile;
  segments: Segment[];
}

function segmentOf(text: string): Segment {
  if (/^\{\.\.\..+\}$/.test(text)) return { kind: 2 };
  return /^\{.+\}$/.test(text) ? { kind: 1 } : { kind: 0, text };
}

function allowOf(methods: Set<string>): string[] {
  if (methods.has("GET")) methods.add("HEAD");
  methods.add("OPTIONS");
  return [...methods].sort();
}

function buildEntries(): Entry[] {
  const methodsByPath = new Map<string, Set<string>>();
  const routes = [
    ...API_ROUTES.map((route) => ({ path: route.path, methods: [route.method] })),
    ...OTHER_ROUTE_FILES,
  ];
  for (const { path, methods } of routes) {
    const known = methodsByPath.get(path) ?? new Set<string>();
    for (const method of methods) known.add(method);
    methodsByPath.set(path, known);
  }
  return [...methodsByPath].map(([path, methods]) => ({
    file: { allow: allowOf(methods) },
    segments: path.split("/").slice(1).map(segmentOf),
  }));
}

let entries: Entry[] | undefined;

/** Built on first use, most specific first: the first that matches a path is Next's choice. */
function sortedEntries(): Entry[] {
  entries ??= buildEntries().sort(moreSpecific);
  return entries;
}

/** Whether `parts` (decoded segments) are a path the file serves. */
function matches(segments: Segment[], parts: string[]): boolean {
  for (const [index, segment] of segments.entries()) {
    const part = parts[index];
    if (part === undefined || part === "") return false;
    if (segment.kind === 2) return !parts.slice(index).includes("");
    if (segment.kind === 0 && segment.text !== part) return false;
  }
  return parts.length === segments.length;
}

/** Static segments beat parameters, which beat catch-alls, from the left, as in Next.js. */
function moreSpecific(a: Entry, b: Entry): number {
  for (let index = 0; index < Math.max(a.segments.length, b.segments.length); index += 1) {
    const difference = (a.segments[index]?.kind ?? 3) - (b.segments[index]?.kind ?? 3);
    if (difference !== 0) return difference;
  }
  return 0;
}

/**
 * The route file a path as sent (`/api/v1/orgs/abc%20d`, percent-encoding checked already) is
 * served from; undefined when no file of the registry serves it (the JSON 404 does). Each segment
 * is decoded on its own, so an encoded slash stays inside its segment, as Next.js keeps it.
 */
export function routeFileOf(pathname: string): RouteFile | undefined {
  const parts = pathname.split("/").slice(1).map(decodeURIComponent);
  return sortedEntries().find((entry) => matches(entry.segments, parts))?.file;
}
