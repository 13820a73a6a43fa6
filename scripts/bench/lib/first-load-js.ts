// First-load JavaScript of a page: every script its server-rendered HTML references (the
// framework, the shared chunks and the route's own), read from the production build's
// .next/static and measured gzip-compressed, as a browser on a first visit downloads them.
// Inline scripts (the page's server-component payload) are data, not code, and are left out,
// as Next.js's own "First Load JS" figure leaves them out; so are `noModule` scripts (Next's
// polyfills for browsers without ES modules), which a modern browser never downloads.
import { existsSync, readFileSync } from "node:fs";
import { join } from "node:path";
import { gzipSync } from "node:zlib";

export interface FirstLoadJs {
  /** Scripts the HTML references, each with its gzipped size in bytes. */
  scripts: { path: string; gzipBytes: number }[];
  totalGzipBytes: number;
}

const SCRIPT_TAG = /<script\b[^>]*>/g;
const SOURCE = /\bsrc="([^"]+)"/;
const NO_MODULE = /\bnomodule\b/i;

const sizes = new Map<string, number>();

function gzippedSize(file: string): number {
  let size = sizes.get(file);
  if (size === undefined) {
    size = gzipSync(readFileSync(file)).length;
    sizes.set(file, size);
  }
  return size;
}

/** The scripts `html` loads from the build (/_next/static/...), measured from `buildDir`. */
export function firstLoadJs(html: string, buildDir = ".next"): FirstLoadJs {
  const paths = new Set<string>();
  for (const [tag] of html.matchAll(SCRIPT_TAG)) {
    const source = SOURCE.exec(tag)?.[1]?.replaceAll("&amp;", "&");
    if (!source || NO_MODULE.test(tag)) continue;
    const path = new URL(source, "http://page.invalid/").pathname;
    if (path.startsWith("/_next/static/")) paths.add(decodeURIComponent(path));
  }
  const scripts = [...paths].map((path) => {
    const file = join(buildDir, "static", path.slice("/_next/static/".length));
    if (!existsSync(file)) throw new Error(`the page loads ${path}, which the build lacks`);
    return { path, gzipBytes: gzippedSize(file) };
  });
  return { scripts, totalGzipBytes: scripts.reduce((sum, script) => sum + script.gzipBytes, 0) };
}

const STYLESHEET_TAG = /<link\b[^>]*\brel="stylesheet"[^>]*>/g;
const HREF = /\bhref="([^"]+)"/;

/** The build's files (.next/static/...) of the stylesheets `html` links, in their order. */
export function stylesheetFiles(html: string, buildDir = ".next"): string[] {
  const files: string[] = [];
  for (const [tag] of html.matchAll(STYLESHEET_TAG)) {
    const href = HREF.exec(tag)?.[1]?.replaceAll("&amp;", "&");
    const path = href && new URL(href, "http://page.invalid/").pathname;
    if (!path?.startsWith("/_next/static/")) continue;
    const file = join(buildDir, "static", decodeURIComponent(path).slice("/_next/static/".length));
    if (!existsSync(file)) throw new Error(`the page links ${path}, which the build lacks`);
    if (!files.includes(file)) files.push(file);
  }
  return files;
}
