// The app server's CPU profile (BENCH_PROFILE=1: node --cpu-prof) read back as a share per layer
// of the request's way: each sample goes to the layer of the frame nearest its leaf that belongs
// to one (the app's own files by their path, through the build's source maps; the database
// client, Next.js, the logger, the metrics and the tracer by their package). Node's own frames
// (streams, sockets, web Request/Response) and libraries used by a layer (zod) count for the
// layer that called them; a sample with no layer on its stack is Node.js's (HTTP parsing, timers,
// promise jobs). Self time by layer, so the shares add up to the server's busy time.
import { existsSync, readdirSync, readFileSync } from "node:fs";
import { SourceMap } from "node:module";
import { join } from "node:path";
import { fileURLToPath } from "node:url";

export interface CpuProfile {
  /** Microseconds on the machine's monotonic clock (process.hrtime's), as every process sees it. */
  startTime: number;
  nodes: {
    id: number;
    callFrame: { functionName: string; url: string; lineNumber: number; columnNumber: number };
    children?: number[];
  }[];
  samples: number[];
  /** Microseconds between a sample and the one before it. */
  timeDeltas: number[];
}

/** The layers in the order a request meets them; the table prints them in this order. */
export const LAYERS = [
  "edge and API gate",
  "Next.js",
  "tracing",
  "authorization",
  "route wrapper",
  "response checking",
  "logging and metrics",
  "domain",
  "database client (Prisma, pg)",
  "Node.js",
  "garbage collection",
] as const;

export type Layer = (typeof LAYERS)[number];

/** The layer of one of the app's own files (a path from the project's root), or null. */
export function layerOfOwnFile(path: string): Layer | null {
  if (
    /^lib\/runtime\/|^lib\/api\/(gate|cors|percent-decoding)\.ts|^lib\/api\/registry\/route-files/.test(
      path,
    )
  ) {
    return "edge and API gate";
  }
  if (/^lib\/api\/route-span\.ts|^lib\/server\/telemetry\//.test(path)) return "tracing";
  if (/^lib\/api\/authorize\.ts|^lib\/server\/(auth|second-factor)\//.test(path)) {
    return "authorization";
  }
  if (/^lib\/api\/response-data\.ts/.test(path)) return "response checking";
  if (/^lib\/server\/observability\//.test(path)) return "logging and metrics";
  if (/^generated\/prisma\//.test(path)) return "database client (Prisma, pg)";
  if (
    /^lib\/api\/|^lib\/server\/http\/|^lib\/validations\/text-input|^lib\/server\/ledger\/read-only/.test(
      path,
    )
  ) {
    return "route wrapper";
  }
  if (/^(lib|modules|app|components|instrumentation)\b/.test(path)) return "domain";
  return null;
}

/** The layer of a package's frame; undefined for the ones that count for their caller. */
function layerOfPackage(name: string): Layer | undefined {
  if (name === "next") return "Next.js";
  if (name.startsWith("@opentelemetry/")) return "tracing";
  if (["pino", "sonic-boom", "prom-client"].includes(name)) return "logging and metrics";
  if (name.startsWith("@prisma/") || /^(pg|pg-.+|postgres-.+|debug)$/.test(name)) {
    return "database client (Prisma, pg)";
  }
  return undefined;
}

const OWN_ROOT =
  /^(?:(?:\.\.\/)+|turbopack:\/\/\/\[project\]\/|\[project\]\/)?((?:lib|modules|app|components|generated|instrumentation)\b.*)$/;

/** A frame's source: the project file a built chunk's source map names, or the URL's package. */
function frameSource(
  url: string,
  line: number,
  column: number,
  maps: Map<string, SourceMap | null>,
) {
  const pkg = /node_modules\/((?:@[^/]+\/)?[^/]+)\/(?!.*node_modules\/)/.exec(url)?.[1];
  if (pkg) return { pkg };
  if (!url.startsWith("file://")) return { pkg: url.startsWith("wasm") ? "@prisma/client" : null };
  const path = fileURLToPath(url);
  if (!/\/(\.next|dist)\//.test(path)) return { pkg: null };
  let map = maps.get(path);
  if (map === undefined) {
    map = existsSync(`${path}.map`)
      ? new SourceMap(JSON.parse(readFileSync(`${path}.map`, "utf8")) as never)
      : null;
    maps.set(path, map);
  }
  const origin = map?.findOrigin(line + 1, column + 1);
  const file = origin && "fileName" in origin ? origin.fileName : "";
  const own = OWN_ROOT.exec(file)?.[1];
  if (own) return { own };
  const inPackage = /node_modules\/((?:@[^/]+\/)?[^/]+)\//.exec(file)?.[1];
  if (inPackage) return { pkg: inPackage };
  // Bundled runtimes keep their own sources: Prisma's client and Next.js's server.
  if (/client-engine-runtime|src\/runtime\/|query[-_]compiler|@prisma/.test(file)) {
    return { pkg: "@prisma/client" };
  }
  if (/webpack:\/\/next|src\/(server|shared|client|lib)\//.test(file)) return { pkg: "next" };
  return { pkg: null };
}

/** A stretch of the monotonic clock, in microseconds: a mode's measured rounds. */
export interface Window {
  from: number;
  to: number;
}

/** Now on the monotonic clock the profiler stamps its samples with, in microseconds. */
export function monotonicMicros(): number {
  return Number(process.hrtime.bigint() / 1000n);
}

/**
 * Milliseconds of busy time per layer (idle time left out), of the samples inside `windows`
 * (all of them when none are given).
 */
export function layerTimes(profile: CpuProfile, windows?: readonly Window[]): Map<Layer, number> {
  const byId = new Map(profile.nodes.map((node) => [node.id, node]));
  const parent = new Map<number, number>();
  for (const node of profile.nodes)
    for (const child of node.children ?? []) parent.set(child, node.id);
  const maps = new Map<string, SourceMap | null>();
  const layerOfNode = new Map<number, Layer | null>();
  const ownLayer = (id: number): Layer | null => {
    const known = layerOfNode.get(id);
    if (known !== undefined) return known;
    const { url, lineNumber, columnNumber } = byId.get(id)!.callFrame;
    const source = frameSource(url, lineNumber, columnNumber, maps);
    const layer =
      "own" in source && source.own
        ? layerOfOwnFile(source.own)
        : "pkg" in source && source.pkg
          ? (layerOfPackage(source.pkg) ?? null)
          : null;
    layerOfNode.set(id, layer);
    return layer;
  };
  const times = new Map<Layer, number>();
  let at = profile.startTime;
  for (const [index, leaf] of profile.samples.entries()) {
    at += profile.timeDeltas[index] ?? 0;
    if (windows && !windows.some(({ from, to }) => at >= from && at < to)) continue;
    const name = byId.get(leaf)?.callFrame.functionName;
    if (name === "(idle)") continue;
    let layer: Layer | null = name === "(garbage collector)" ? "garbage collection" : null;
    for (
      let id: number | undefined = leaf;
      layer === null && id !== undefined;
      id = parent.get(id)
    ) {
      layer = ownLayer(id);
    }
    // A sample stands for the time until the next one.
    const ms = (profile.timeDeltas[index + 1] ?? 0) / 1000;
    times.set(layer ?? "Node.js", (times.get(layer ?? "Node.js") ?? 0) + ms);
  }
  return times;
}

/** The profiles node --cpu-prof wrote into `folder` (one per process of the app server). */
export function readProfiles(folder: string): CpuProfile[] {
  return readdirSync(folder)
    .filter((name) => name.endsWith(".cpuprofile"))
    .map((name) => JSON.parse(readFileSync(join(folder, name), "utf8")) as CpuProfile);
}

/** The layer times of several profiles inside `windows`, summed. */
export function profilesLayerTimes(
  profiles: readonly CpuProfile[],
  windows: readonly Window[],
): Map<Layer, number> {
  const total = new Map<Layer, number>();
  for (const profile of profiles) {
    for (const [layer, ms] of layerTimes(profile, windows)) {
      total.set(layer, (total.get(layer) ?? 0) + ms);
    }
  }
  return total;
}
