// /docs/api as the server sends it: the reference readable at once, without the interactive
// reference's 4 MB script (every route with its method, path, summary and description, grouped
// as the OpenAPI document groups them), and the interactive one on demand.
import { mkdirSync, writeFileSync } from "node:fs";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { temporaryFolder } from "@/test/support/temporary-folder";
import { API_ROUTES } from "./registry";
import { apiReferencePage, scalarFiles } from "./api-reference";

const NONCE = "bm9uY2Utb2YtdGhpcw==";

async function page(query = ""): Promise<string> {
  const request = new Request(`http://localhost/docs/api${query}`, {
    headers: { "content-security-policy": `script-src 'nonce-${NONCE}'` },
  });
  const response = await apiReferencePage(request);
  expect(response.status).toBe(200);
  expect(response.headers.get("content-type")).toBe("text/html; charset=utf-8");
  return response.text();
}

describe("the API reference page", () => {
  it("lists every route readably, with no script to wait for", async () => {
    const html = await page();
    expect(html).not.toContain("<script");
    expect(html).toContain('<html lang="en">');
    expect(html).toContain("<h1>Coinmarket API</h1>");
    for (const route of API_ROUTES.filter((candidate) => !candidate.hidden)) {
      expect(html).toContain(
        `<span class="cm-method cm-${route.method.toLowerCase()}">${route.method}</span> <code>${route.path}</code>`,
      );
    }
    expect(html).toContain("Sign in with email and password");
    // The document's words, with their emphasis and code, never as raw markup.
    expect(html).toContain("<strong>Envelope.</strong>");
    expect(html).toContain("<code>Idempotency-Key</code>");
    expect(html).not.toContain("**");
    // Grouped under each tag, with a table of contents; the way back and the interactive view.
    expect(html).toContain('<h2 id="tag-Accounts">Accounts</h2>');
    expect(html).toContain('href="#tag-Accounts"');
    expect(html).toMatch(/<a href="\/" class="cm-back">.*Back to Coinmarket<\/a>/);
    expect(html).toContain('href="/docs/api?view=interactive"');
    expect(html).toContain('href="/api/v1/openapi.json"');
  });

  it("serves the interactive reference on demand, its scripts under the page's nonce", async () => {
    const html = await page("?view=interactive");
    expect(html).toContain(`<script src="/docs/api/scalar.js?v=`);
    expect(html).toContain(`nonce="${NONCE}"`);
    expect(html).toContain('href="/docs/api"');
  });
});

describe("the interactive reference's script", () => {
  it("comes from the build's copy, so a production install needs no @scalar/api-reference", () => {
    const root = temporaryFolder("api-reference-");
    const built = path.join(root, "dist", "api-reference");
    mkdirSync(built, { recursive: true });
    writeFileSync(path.join(built, "standalone.js"), "");
    expect(scalarFiles(root)).toEqual({
      script: path.join(built, "standalone.js"),
      packageJson: path.join(built, "package.json"),
    });
  });

  it("comes from the package itself before any build (npm run dev)", () => {
    const root = temporaryFolder("api-reference-");
    const pkg = path.join(root, "node_modules", "@scalar", "api-reference");
    expect(scalarFiles(root)).toEqual({
      script: path.join(pkg, "dist", "browser", "standalone.js"),
      packageJson: path.join(pkg, "package.json"),
    });
  });
});
