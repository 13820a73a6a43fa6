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

export function apiReferencePage(request: Request): Response {
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
  })();
  const headers = new Headers(page.headers);
  headers.set("content-type", "text/html; charset=utf-8");
  headers.set("cache-control", "no-store");
  return new Response(page.body, { status: 200, headers });
}

let script: Promise<Buffer> | null = null;

/** Scalar's standalone bundle, read once from its package. */
export function apiReferenceScript(): Promise<Buffer> {
  script ??= readFile(path.join(SCALAR_PACKAGE, "dist", "browser", "standalone.js"));
  return script;
}
