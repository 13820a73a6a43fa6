// A page's weight as its visitor's browser receives it: the document and the stylesheets that
// hold its first paint back, each fetched over HTTP asking for gzip and measured on the wire (as
// served) and decoded. Shared by bench:pages and e2e/page-weight.spec.ts, so it imports nothing
// but Node's own modules (the end-to-end specs load it without the app's path aliases).
//
// What blocks the first paint is read from the served HTML as a browser with scripts on reads
// it: a `<link rel=stylesheet>` blocks unless its `media` can never match a screen (a critical
// styles' pattern loads the full stylesheet with media=print and switches it with a script) or
// it is disabled; `rel=preload as=style` and `rel="alternate stylesheet"` do not block, and
// neither does anything inside `<noscript>`, `<template>`, `<script>` or a comment. Inline
// `<style>` blocks too, but its bytes travel in the document and count there: they are shown on
// their own.
import { request as httpRequest } from "node:http";
import { request as httpsRequest } from "node:https";
import { brotliDecompressSync, gunzipSync, gzipSync, inflateSync } from "node:zlib";

interface Served {
  status: number;
  location: string | null;
  /** The answer's Content-Encoding (null: sent as it is). */
  encoding: string | null;
  /** The body's bytes on the wire. */
  servedBytes: number;
  /** The body decoded. */
  body: Buffer;
}

function decode(body: Buffer, encoding: string | null): Buffer {
  if (encoding === "gzip" || encoding === "x-gzip") return gunzipSync(body);
  if (encoding === "br") return brotliDecompressSync(body);
  if (encoding === "deflate") return inflateSync(body);
  return body;
}

/**
 * GET `url` as a browser asks for it, gzip welcome, without following a redirect. Node's own
 * client, because fetch decodes the body before one can count what was sent.
 */
function fetchServed(url: string, headers: Record<string, string> = {}): Promise<Served> {
  const target = new URL(url);
  const request = target.protocol === "https:" ? httpsRequest : httpRequest;
  return new Promise((resolve, reject) => {
    const outgoing = request(
      target,
      { headers: { accept: "text/html,*/*", "accept-encoding": "gzip", ...headers } },
      (response) => {
        const chunks: Buffer[] = [];
        response.on("data", (chunk: Buffer) => chunks.push(chunk));
        response.on("error", reject);
        response.on("end", () => {
          const raw = Buffer.concat(chunks);
          const encoding = response.headers["content-encoding"]?.toLowerCase() ?? null;
          try {
            resolve({
              status: response.statusCode ?? 0,
              location: response.headers.location ?? null,
              encoding: encoding === "identity" ? null : encoding,
              servedBytes: raw.length,
              body: decode(raw, encoding),
            });
          } catch (error) {
            reject(error instanceof Error ? error : new Error(String(error)));
          }
        });
      },
    );
    outgoing.on("error", reject);
    outgoing.end();
  });
}

// One tag's attributes: name, then a double-quoted, single-quoted or bare value, or none.
const ATTRIBUTE = /([^\s"'>/=]+)(?:\s*=\s*(?:"([^"]*)"|'([^']*)'|([^\s"'=<>`]+)))?/g;
const OPEN_TAG = String.raw`(?:[^>"']|"[^"]*"|'[^']*')*>`;
// Elements whose content a browser with scripts on does not parse as the page's markup (or, for
// <style>, parses as CSS), and the <link> tags that remain.
const PARTS = new RegExp(
  String.raw`<!--[\s\S]*?-->|<(script|noscript|template|style)\b(${OPEN_TAG})([\s\S]*?)<\/\1\s*>|<link\b(${OPEN_TAG})`,
  "gi",
);

function decodeEntities(value: string): string {
  return value
    .replaceAll("&quot;", '"')
    .replaceAll("&#x27;", "'")
    .replaceAll("&#39;", "'")
    .replaceAll("&lt;", "<")
    .replaceAll("&gt;", ">")
    .replaceAll("&amp;", "&");
}

/** A start tag's attributes (its text after the tag's name), names lowercased. */
export function attributesOf(tag: string): Map<string, string> {
  const attributes = new Map<string, string>();
  for (const match of tag.replace(/\/?>$/, "").matchAll(ATTRIBUTE)) {
    const [, name = "", double, single, bare] = match;
    const lower = name.toLowerCase();
    if (!attributes.has(lower))
      attributes.set(lower, decodeEntities(double ?? single ?? bare ?? ""));
  }
  return attributes;
}

const MEDIA_TYPES_OF_A_SCREEN = new Set(["all", "screen"]);

/**
 * Whether a media list could match a screen, so that a stylesheet under it holds the first paint
 * back: "print" or "not all" never can; a query on features ("(min-width: 48rem)") is taken to
 * match, as it may at some width.
 */
export function mediaMayMatchScreen(media: string | undefined): boolean {
  if (media === undefined || media.trim() === "") return true;
  return media.split(",").some((part) => {
    const query = part
      .trim()
      .toLowerCase()
      .replace(/^only\s+/, "");
    if (query === "") return false;
    const negated = /^not\s/.test(query);
    const rest = query.replace(/^not\s+/, "");
    const type = rest.startsWith("(") ? "all" : (/^[a-z-]+/.exec(rest)?.[0] ?? "");
    const typeMatches = MEDIA_TYPES_OF_A_SCREEN.has(type);
    if (!negated) return typeMatches;
    // "not print" matches a screen; "not screen and (...)" may, at some width.
    return rest.includes("(") || !typeMatches;
  });
}

function blocksPaint(attributes: Map<string, string>): boolean {
  const rel = (attributes.get("rel") ?? "").toLowerCase().split(/\s+/);
  if (!rel.includes("stylesheet") || rel.includes("alternate")) return false;
  if (!attributes.get("href") || attributes.has("disabled")) return false;
  // blocking="render" holds the paint back whatever the media says.
  if ((attributes.get("blocking") ?? "").toLowerCase().split(/\s+/).includes("render")) return true;
  return mediaMayMatchScreen(attributes.get("media"));
}

interface RenderBlocking {
  /** The stylesheets that block the first paint, as absolute URLs, once each, in order. */
  stylesheets: string[];
  /** The bytes (UTF-8) of the inline <style> elements' text, which travel in the document. */
  inlineStyleBytes: number;
}

/** What in `html` (served at `pageUrl`) holds the first paint back. */
export function renderBlocking(html: string, pageUrl: string): RenderBlocking {
  const stylesheets: string[] = [];
  let inlineStyleBytes = 0;
  for (const [, element, , content, linkTag] of html.matchAll(PARTS)) {
    if (element?.toLowerCase() === "style") {
      inlineStyleBytes += Buffer.byteLength(content ?? "");
    } else if (linkTag !== undefined) {
      const attributes = attributesOf(linkTag);
      if (!blocksPaint(attributes)) continue;
      const url = new URL(attributes.get("href") ?? "", pageUrl).href;
      if (!stylesheets.includes(url)) stylesheets.push(url);
    }
  }
  return { stylesheets, inlineStyleBytes };
}

/**
 * `html` without its inline `<style>` elements: what the document would be if its styles came by
 * another way (those inside a script, a template or a comment are not styles, and stay).
 */
export function withoutInlineStyles(html: string): string {
  return html.replace(PARTS, (part: string, element: string | undefined) =>
    element?.toLowerCase() === "style" ? "" : part,
  );
}

interface ServedFile {
  url: string;
  bytes: number;
  servedBytes: number;
  encoding: string | null;
}

export interface PageWeight {
  document: ServedFile;
  /** The stylesheets that block the first paint. */
  blockingStylesheets: ServedFile[];
  /** Their bytes on the wire, summed. */
  blockingCssServedBytes: number;
  inlineStyleBytes: number;
  /**
   * The document without its inline styles, gzipped whole: the least it could weigh if its
   * styles came by a request instead.
   */
  unstyledDocumentGzipBytes: number;
}

type WeighedPage =
  | { weight: PageWeight; html: string; problem: null }
  | { weight: null; html: null; problem: string };

/**
 * The page at `url` and its render-blocking stylesheets, fetched with `headers` (a signed-in
 * visitor's Cookie). A page that does not answer 200 (a sign-in redirect) has a problem instead.
 */
export async function weighPage(
  url: string,
  headers: Record<string, string> = {},
): Promise<WeighedPage> {
  const page = await fetchServed(url, headers);
  if (page.status !== 200) {
    const to = page.location ? ` -> ${page.location}` : "";
    return { weight: null, html: null, problem: `answered ${page.status}${to}` };
  }
  const html = page.body.toString("utf8");
  const blocking = renderBlocking(html, url);
  const blockingStylesheets: ServedFile[] = [];
  for (const stylesheet of blocking.stylesheets) {
    const served = await fetchServed(stylesheet, headers);
    if (served.status !== 200) {
      return {
        weight: null,
        html: null,
        problem: `its stylesheet ${stylesheet} answered ${served.status}`,
      };
    }
    blockingStylesheets.push(servedFile(stylesheet, served));
  }
  return {
    weight: {
      document: servedFile(url, page),
      blockingStylesheets,
      blockingCssServedBytes: blockingStylesheets.reduce((sum, file) => sum + file.servedBytes, 0),
      inlineStyleBytes: blocking.inlineStyleBytes,
      unstyledDocumentGzipBytes: gzipSync(withoutInlineStyles(html)).length,
    },
    html,
    problem: null,
  };
}

function servedFile(url: string, served: Served): ServedFile {
  return {
    url,
    bytes: served.body.length,
    servedBytes: served.servedBytes,
    encoding: served.encoding,
  };
}
