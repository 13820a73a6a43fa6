// The API reference page (/docs/api): the generated OpenAPI document as plain HTML, readable the
// moment it arrives (api-reference-html.ts), and on demand (?view=interactive) Scalar's reference
// UI over the same document, to try requests: its script is 4 MB, so the reference never waits
// for it. Everything is served from here, nothing from a CDN: the page must work offline and under
// the page's Content-Security-Policy, whose nonce the proxy hands each request.
import { existsSync, readFileSync } from "node:fs";
import { readFile } from "node:fs/promises";
import path from "node:path";
import { ApiReference } from "@scalar/nextjs-api-reference";
import { policyNonce } from "@/lib/security/headers";
import { SITE } from "@/lib/site";
import { apiReferenceBody, escapeHtml, REFERENCE_CSS } from "./api-reference-html";

/**
 * Where the reference UI's script and its package.json are (the app runs from the project's root,
 * as `npm start` does): copied out of the package by the build (dist/api-reference, see
 * scripts/lib/production-build.mjs), since the package and all it pulls in for this one file is a
 * devDependency a production install leaves out; else, before any build (`npm run dev`), the
 * package itself.
 */
export function scalarFiles(root = process.cwd()): { script: string; packageJson: string } {
  const built = path.join(root, "dist", "api-reference");
  if (existsSync(path.join(built, "standalone.js"))) {
    return {
      script: path.join(built, "standalone.js"),
      packageJson: path.join(built, "package.json"),
    };
  }
  const pkg = path.join(root, "node_modules", "@scalar", "api-reference");
  return {
    script: path.join(pkg, "dist", "browser", "standalone.js"),
    packageJson: path.join(pkg, "package.json"),
  };
}

let scriptPath: string | null = null;

/** The reference UI's script, versioned so browsers may keep it for a year. */
function scalarScriptPath(): string {
  if (!scriptPath) {
    const { version } = JSON.parse(readFileSync(scalarFiles().packageJson, "utf8")) as {
      version: string;
    };
    scriptPath = `/docs/api/scalar.js?v=${encodeURIComponent(version)}`;
  }
  return scriptPath;
}

/** The element Scalar renders into; the way back to the app goes right above it. */
const APP_ROOT = '<div id="app"></div>';

const PAGE_TITLE = `API Documentation · ${SITE.name}`;

/**
 * A bar above the reference with the way back to the app (docs/features.md): every footer links
 * here, and Scalar's page has no link of its own; and the way between the plain and the
 * interactive reference. Plain HTML, so it works before any script loads.
 */
function backBar(other: { href: string; label: string }): string {
  return `<header class="cm-back-bar"><a href="/" class="cm-brand">${SITE.name}</a><nav aria-label="Reference" class="cm-bar-links"><a href="${other.href}">${other.label}</a><a href="/" class="cm-back"><span aria-hidden="true">&larr;</span> Back to ${SITE.name}</a></nav></header>`;
}

/** Its style, in the page's one nonce'd style block; Scalar's sticky parts sit below it. */
const BACK_BAR_CSS = `
:root { --scalar-custom-header-height: 48px; }
.cm-back-bar { position: sticky; top: 0; z-index: 100; height: 48px; box-sizing: border-box;
  display: flex; align-items: center; justify-content: space-between; gap: 16px; padding: 0 16px;
  background: var(--scalar-background-1, var(--bg, #fff));
  border-bottom: 1px solid var(--scalar-border-color, var(--line, #e5e5e5));
  font: 500 14px/1.4 system-ui, sans-serif; }
.cm-back-bar a { color: var(--scalar-color-1, var(--fg, #1b1b1b)); text-decoration: none; border-radius: 6px; }
.cm-bar-links { display: flex; gap: 16px; align-items: center; }
.cm-back-bar a:hover { text-decoration: underline; }
.cm-back-bar a:focus-visible { outline: 2px solid var(--scalar-color-accent, #3070ec); outline-offset: 2px; }
.cm-brand { font-weight: 700; font-size: 16px; }
.cm-bar-links a { white-space: nowrap; }
@media (max-width: 480px) { .cm-brand { display: none; } .cm-back-bar { justify-content: flex-end; } }
`;

let body: string | null = null;

/** The reference as plain HTML: no script at all. Its body is the same for every request. */
function plainReferencePage(nonce: string | null): Response {
  body ??= apiReferenceBody();
  const styleNonce = nonce ? ` nonce="${escapeHtml(nonce)}"` : "";
  const html = `<!doctype html>
<html lang="en">
<head>
<meta charset="utf-8" />
<meta name="viewport" content="width=device-width, initial-scale=1" />
<title>${escapeHtml(PAGE_TITLE)}</title>
<meta name="description" content="The ${escapeHtml(SITE.name)} API: every route with its method, path and what it does." />
<style${styleNonce}>${REFERENCE_CSS}${BACK_BAR_CSS}</style>
</head>
<body>
${backBar({ href: "/docs/api?view=interactive", label: "Interactive reference" })}
${body}
</body>
</html>`;
  return new Response(html, {
    status: 200,
    headers: { "content-type": "text/html; charset=utf-8", "cache-control": "no-store" },
  });
}

/** Scalar's interactive reference: loads its script, then the document, then renders. */
async function interactiveReferencePage(nonce: string | null): Promise<Response> {
  const page = ApiReference({
    url: "/api/v1/openapi.json",
    pageTitle: PAGE_TITLE,
    cdn: scalarScriptPath(),
    nonce: nonce ?? undefined,
    // No fonts, telemetry or tools from Scalar's servers: the page talks only to this site.
    withDefaultFonts: false,
    telemetry: false,
    agent: { disabled: true },
    mcp: { disabled: true },
    showDeveloperTools: "never",
    hideClientButton: false,
    defaultOpenAllTags: false,
    metaData: { title: PAGE_TITLE },
    customCss: BACK_BAR_CSS,
  })();
  const html = await page.text();
  if (!html.includes(APP_ROOT)) throw new Error("Scalar's page has no #app element to follow");
  const headers = new Headers(page.headers);
  headers.set("content-type", "text/html; charset=utf-8");
  headers.set("cache-control", "no-store");
  const bar = backBar({ href: "/docs/api", label: "Plain reference" });
  return new Response(
    html.replace("<html>", '<html lang="en">').replace(APP_ROOT, bar + APP_ROOT),
    {
      status: 200,
      headers,
    },
  );
}

/** GET /docs/api: the plain reference; `?view=interactive`, Scalar's. */
export async function apiReferencePage(request: Request): Promise<Response> {
  const nonce = policyNonce(request.headers.get("content-security-policy")) ?? null;
  const interactive = new URL(request.url).searchParams.get("view") === "interactive";
  return interactive ? interactiveReferencePage(nonce) : plainReferencePage(nonce);
}

let script: Promise<Buffer> | null = null;

/** Scalar's standalone bundle, read once. */
export function apiReferenceScript(): Promise<Buffer> {
  script ??= readFile(scalarFiles().script);
  return script;
}
