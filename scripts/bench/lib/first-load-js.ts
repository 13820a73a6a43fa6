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

const STATIC = "/_next/static/";

/**
 * The build's file behind a page's `src` or `href` (as written in the HTML), when it is one of the
 * build's (/_next/static/...); `verb` says how the page uses it when the build lacks it.
 */
function buildFileOf(reference: string, buildDir: string, verb: string) {
  const url = new URL(reference.replaceAll("&amp;", "&"), "http://page.invalid/");
  const path = decodeURIComponent(url.pathname);
  if (!path.startsWith(STATIC)) return null;
  const file = join(buildDir, "static", path.slice(STATIC.length));
  if (!existsSync(file)) throw new Error(`the page ${verb} ${path}, which the build lacks`);
  return { path, file };
}

/** The scripts `html` loads from the build (/_next/static/...), measured from `buildDir`. */
export function firstLoadJs(html: string, buildDir = ".next"): FirstLoadJs {
  const files = new Map<string, string>();
  for (const [tag] of html.matchAll(SCRIPT_TAG)) {
    const source = SOURCE.exec(tag)?.[1];
    const found = source && !NO_MODULE.test(tag) && buildFileOf(source, buildDir, "loads");
    if (found) files.set(found.path, found.file);
  }
  const scripts = [...files].map(([path, file]) => ({ path, gzipBytes: gzippedSize(file) }));
  return { scripts, totalGzipBytes: scripts.reduce((sum, script) => sum + script.gzipBytes, 0) };
}

const LINK_TAG = /<link\b[^>]*>/g;
// A stylesheet the page links, blocking or not, or preloads to apply later (critical styles
// inline, the full stylesheet loaded without holding the first paint back).
const STYLESHEET =
  /\brel="stylesheet"|\brel="preload"[^>]*\bas="style"|\bas="style"[^>]*\brel="preload"/;
const HREF = /\bhref="([^"]+)"/;

/**
 * The build's files (.next/static/...) of the stylesheets `html` links or preloads as styles,
 * blocking the first paint or not, in their order: the app's whole stylesheet.
 */
export function stylesheetFiles(html: string, buildDir = ".next"): string[] {
  const files = new Set<string>();
  for (const [tag] of html.matchAll(LINK_TAG)) {
    if (!STYLESHEET.test(tag)) continue;
    const href = HREF.exec(tag)?.[1];
    const found = href && buildFileOf(href, buildDir, "links");
    if (found) files.add(found.file);
  }
  return [...files];
}
