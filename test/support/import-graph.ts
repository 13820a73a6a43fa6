// The app's own import graph, read from the source: which of the repository's modules a file
// loads when it runs, directly or through others. Type-only imports (erased when compiled) and
// packages are left out. Lets a test say "no page can reach this module".
import { existsSync, readdirSync, readFileSync, statSync } from "node:fs";
import path from "node:path";
import { fileURLToPath } from "node:url";

const ROOT = fileURLToPath(new URL("../..", import.meta.url));
const EXTENSIONS = ["", ".ts", ".tsx", "/index.ts", "/index.tsx"];
// `import ... from "x"`, `export ... from "x"`, `import "x"` and `import("x")`.
const IMPORT =
  /(?:^|\n)\s*(import|export)\s+(type\s+)?(?:[^'";]*?\s+from\s+)?["']([^"']+)["']|import\(\s*["']([^"']+)["']\s*\)/g;

/** A repository file's path relative to the root: `lib/server/ledger/transfer.ts`. */
export type RepoFile = string;

function resolve(from: RepoFile, specifier: string): RepoFile | null {
  let base: string;
  if (specifier.startsWith("@/")) base = path.join(ROOT, specifier.slice(2));
  else if (specifier.startsWith(".")) base = path.resolve(ROOT, path.dirname(from), specifier);
  else return null;
  for (const extension of EXTENSIONS) {
    const file = base + extension;
    if (existsSync(file) && statSync(file).isFile()) return path.relative(ROOT, file);
  }
  return null;
}

const imported = new Map<RepoFile, RepoFile[]>();

/** The repository modules `file` imports at run time (each file read once per test run). */
function importsOf(file: RepoFile): RepoFile[] {
  const known = imported.get(file);
  if (known) return known;
  const source = readFileSync(path.join(ROOT, file), "utf8");
  const found: RepoFile[] = [];
  for (const [, , typeOnly, specifier, dynamic] of source.matchAll(IMPORT)) {
    if (typeOnly) continue;
    const resolved = resolve(file, (specifier ?? dynamic)!);
    if (resolved) found.push(resolved);
  }
  imported.set(file, found);
  return found;
}

/** The chain of imports from `start` to `target` (both included), or null when none leads there. */
export function importChain(start: RepoFile, target: RepoFile): RepoFile[] | null {
  const cameFrom = new Map<RepoFile, RepoFile | null>([[start, null]]);
  const queue = [start];
  for (let file = queue.shift(); file !== undefined; file = queue.shift()) {
    if (file === target) {
      const chain: RepoFile[] = [];
      for (let at: RepoFile | null = file; at !== null; at = cameFrom.get(at) ?? null) {
        chain.unshift(at);
      }
      return chain;
    }
    for (const next of importsOf(file)) {
      if (!cameFrom.has(next)) {
        cameFrom.set(next, file);
        queue.push(next);
      }
    }
  }
  return null;
}

/** Every file under `dir` (relative to the root) whose name passes `keep`. */
export function filesUnder(dir: string, keep: (name: string) => boolean): RepoFile[] {
  return readdirSync(path.join(ROOT, dir), { recursive: true, encoding: "utf8" })
    .filter((name) => keep(path.basename(name)))
    .map((name) => path.join(dir, name));
}
