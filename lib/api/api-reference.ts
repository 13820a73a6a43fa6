// The API reference page (/docs/api): Scalar's reference UI over the generated OpenAPI document.
// Everything is served from here, nothing from a CDN: the page must work offline and under the
// page's Content-Security-Policy, whose nonce the proxy hands each request.
import { readFileSync } from "node:fs";
import { readFile } from "node:fs/promises";
import path from "node:path";
import { ApiReference } from "@scalar/nextjs-api-reference";
import { SITE } from "@/lib/site";

/** The installed package (the app runs from the project's root, as `npm start` does). */
const SCALAR_PACKAGE = path.join(process.cwd(), "node_modules", "@scalar", "api-reference");

let scriptPath: string | null = null;

/** The reference UI's script, versioned so browsers may keep it for a year. */
function scalarScriptPath(): string {
  if (!scriptPath) {
    const { version } = JSON.parse(
      readFileSync(path.join(SCALAR_PACKAGE, "package.json"), "utf8"),
    ) as { version: string };
    scriptPath = `/docs/api/scalar.js?v=${encodeURIComponent(version)}`;
  }
  return scriptPath;
}

/** The nonce of this request's page policy (set by proxy.ts), or null. */
function nonceOf(request: Request): string | null {
  const policy = request.headers.get("content-security-policy") ?? "";
  return /'nonce-([A-Za-z0-9+/=]+)'/.exec(policy)?.[1] ?? null;
}

/** The element Scalar renders into; the way back to the app goes right above it. */
const APP_ROOT = '<div id="app"></div>';

/**
 * A bar above the reference with the way back to the app (docs/features.md): every footer links
 * here, and Scalar's page has no link of its own. Plain HTML, so it works before the script loads.
 */
const BACK_BAR = `<header class="cm-back-bar"><a href="/" class="cm-brand">${SITE.name}</a><a href="/" class="cm-back"><span aria-hidden="true">&larr;</span> Back to ${SITE.name}</a></header>`;

/** Its style, in the page's one nonce'd style block; Scalar's sticky parts sit below it. */
const BACK_BAR_CSS = `
:root { --scalar-custom-header-height: 48px; }
.cm-back-bar { position: sticky; top: 0; z-index: 100; height: 48px; box-sizing: border-box;
  display: flex; align-items: center; justify-content: space-between; gap: 16px; padding: 0 16px;
  background: var(--scalar-background-1, #fff); border-bottom: 1px solid var(--scalar-border-color, #e5e5e5);
  font: 500 14px/1.4 system-ui, sans-serif; }
.cm-back-bar a { color: var(--scalar-color-1, #1b1b1b); text-decoration: none; border-radius: 6px; }
.cm-back-bar a:hover { text-decoration: underline; }
.cm-back-bar a:focus-visible { outline: 2px solid var(--scalar-color-accent, #3070ec); outline-offset: 2px; }
.cm-brand { font-weight: 700; font-size: 16px; }
`;

export async function apiReferencePage(request: Request): Promise<Response> {
  const page = ApiReference({
    url: "/api/v1/openapi.json",
    pageTitle: `API Documentation · ${SITE.name}`,
    cdn: scalarScriptPath(),
    nonce: nonceOf(request) ?? undefined,
    // No fonts, telemetry or tools from Scalar's servers: the page talks only to this site.
    withDefaultFonts: false,
    telemetry: false,
    agent: { disabled: true },
    mcp: { disabled: true },
    showDeveloperTools: "never",
    hideClientButton: false,
    defaultOpenAllTags: false,
    metaData: { title: `API Documentation · ${SITE.name}` },
    customCss: BACK_BAR_CSS,
  })();
  const html = await page.text();
  if (!html.includes(APP_ROOT)) throw new Error("Scalar's page has no #app element to follow");
  const headers = new Headers(page.headers);
  headers.set("content-type", "text/html; charset=utf-8");
  headers.set("cache-control", "no-store");
  return new Response(html.replace(APP_ROOT, BACK_BAR + APP_ROOT), { status: 200, headers });
}

let script: Promise<Buffer> | null = null;

/** Scalar's standalone bundle, read once from its package. */
export function apiReferenceScript(): Promise<Buffer> {
  script ??= readFile(path.join(SCALAR_PACKAGE, "dist", "browser", "standalone.js"));
  return script;
}
