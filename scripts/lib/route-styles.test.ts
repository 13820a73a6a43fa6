// Each route's inline styles hold the rules of every class its code can render (what it ships
// at once and what it loads later) and none of another route's, taken from Next's compiled
// stylesheet as Next wrote them.
import { mkdirSync, readFileSync, writeFileSync } from "node:fs";
import { dirname, join } from "node:path";
import { gzipSync } from "node:zlib";
import { describe, expect, it } from "vitest";
import { temporaryFolder } from "@/test/support/temporary-folder";
import {
  buildRouteStyles,
  chunkReferences,
  pageRoutes,
  ROUTE_STYLES_MANIFEST,
  stylesFor,
} from "./route-styles.mjs";

const STYLESHEET = [
  ":root{--background:#fff}",
  "@layer base{*{border-color:var(--border)}}",
  "@layer utilities{.flex{display:flex}.grid{display:grid}.p-4{padding:1rem}",
  ".text-destructive{color:red}.italic{font-style:italic}.hover\\:underline:hover{text-decoration-line:underline}",
  ".group:hover .group-hover\\:block{display:block}.space-y-2>:not(:last-child){margin:0}",
  "@media (width>=40rem){.sm\\:grid{display:grid}}}",
].join("");

function write(root: string, file: string, text: string) {
  mkdirSync(dirname(join(root, file)), { recursive: true });
  writeFileSync(join(root, file), text);
}

/** A client reference manifest: one client component, its browser and its server chunks. */
function clientManifest(entry: string, chunks: string[], ssrChunks: string[]) {
  const manifest = {
    clientModules: { "[project]/x.tsx": { id: 7, chunks } },
    ssrModuleMapping: { 7: { "*": { id: 7, chunks: ssrChunks } } },
    entryJSFiles: {},
  };
  return `globalThis.__RSC_MANIFEST = globalThis.__RSC_MANIFEST || {};
globalThis.__RSC_MANIFEST[${JSON.stringify(entry)}] = ${JSON.stringify(manifest)};`;
}

/** A source map of a chunk compiled from `sources` (paths relative to the project). */
function sourceMap(sources: Record<string, string>) {
  return JSON.stringify({
    version: 3,
    sources: Object.keys(sources).map((path) => `../../../../${path}`),
    sourcesContent: Object.values(sources),
    mappings: "",
  });
}

/** A .next of two pages, laid out as Turbopack's production build lays it out. */
function build(): string {
  const root = temporaryFolder("route-styles-");
  // Tailwind reads components/ only: a class-like word elsewhere (lib/) is no class.
  write(root, "app/globals.css", '@source "../components";');
  const card = 'export const Card = () => <div className="flex p-4" />;';
  write(root, "components/card.tsx", card);
  write(
    root,
    ".next/app-path-routes-manifest.json",
    JSON.stringify({
      "/(a)/one/page": "/one",
      "/(a)/two/[id]/page": "/two/[id]",
      "/_not-found/page": "/_not-found",
      "/api/x/route": "/api/x",
    }),
  );
  write(root, ".next/static/chunks/0abc.css", STYLESHEET);
  // /one: a server chunk that loads another on demand (a dialog), and a client chunk.
  write(root, ".next/server/app/(a)/one/page.js", 'R.c("server/chunks/ssr/one.js")\nR.m(1)');
  write(
    root,
    ".next/server/chunks/ssr/one.js",
    'e.s(["default",()=>jsx("div",{className:"flex p-4"})]);e.l("server/chunks/ssr/dialog.js")',
  );
  write(
    root,
    ".next/server/chunks/ssr/one.js.map",
    sourceMap({ "components/card.tsx": card, "lib/layout.ts": "// a grid of sm:grid cells" }),
  );
  write(root, ".next/server/chunks/ssr/dialog.js", 'jsx("p",{className:"text-destructive"})');
  write(
    root,
    ".next/server/app/(a)/one/page_client-reference-manifest.js",
    clientManifest(
      "/(a)/one/page",
      ["/_next/static/chunks/client-one.js"],
      ["server/chunks/ssr/client-one.js"],
    ),
  );
  // Its client component, drawn on the server too; in the browser it loads a part the server
  // never draws (next/dynamic without server rendering).
  write(root, ".next/server/chunks/ssr/client-one.js", 'cn("group","group-hover:block")');
  write(
    root,
    ".next/static/chunks/client-one.js",
    'cn("group","group-hover:block");e.l("static/chunks/browser-only.js")',
  );
  write(root, ".next/static/chunks/browser-only.js", 'jsx("em",{className:"italic"})');
  // /two/[id]: a grid on wide screens, underlined on hover.
  write(root, ".next/server/app/(a)/two/[id]/page.js", 'R.c("server/chunks/ssr/two.js")');
  write(root, ".next/server/chunks/ssr/two.js", '"grid sm:grid hover:underline space-y-2"');
  write(
    root,
    ".next/server/app/(a)/two/[id]/page_client-reference-manifest.js",
    clientManifest("/(a)/two/[id]/page", [], []),
  );
  return root;
}

describe("buildRouteStyles", () => {
  it("gives each route the rules of the classes its code renders, and only those", async () => {
    const root = build();
    const { stylesheet, sizes, shared } = await buildRouteStyles(root);
    const manifest = JSON.parse(readFileSync(join(root, ROUTE_STYLES_MANIFEST), "utf8")) as {
      stylesheet: string;
      routes: Record<string, string>;
    };
    expect(stylesheet).toBe("/_next/static/chunks/0abc.css");
    expect(manifest.stylesheet).toBe(stylesheet);
    expect(Object.keys(manifest.routes).sort()).toEqual(["/one", "/two/[id]"]);
    expect(sizes.map((size) => size.pattern).sort()).toEqual(["/one", "/two/[id]"]);

    const one = manifest.routes["/one"]!;
    for (const rule of [
      ".flex{",
      ".p-4{",
      ".text-destructive{",
      ".group-hover\\:block",
      ".italic{",
    ])
      expect(one).toContain(rule);
    for (const rule of [".grid{", ".sm\\:grid", "hover\\:underline", "@media", ".space-y-2"])
      expect(one).not.toContain(rule);

    const two = manifest.routes["/two/[id]"]!;
    for (const rule of [".grid{", "@media", ".sm\\:grid{", ".hover\\:underline:hover{"])
      expect(two).toContain(rule);
    expect(two).toContain(".space-y-2>:not(:last-child)");
    for (const rule of [".flex{", ".p-4{", ".text-destructive", "group-hover", ".italic"])
      expect(two).not.toContain(rule);

    // The theme and the base layer are every page's.
    for (const css of [one, two]) {
      expect(css).toContain(":root{--background:#fff}");
      expect(css).toContain("@layer base{*{border-color:var(--border)}}");
    }
    const common = ":root{--background:#fff}@layer base{*{border-color:var(--border)}}";
    expect(shared).toEqual({
      bytes: Buffer.byteLength(common),
      gzip: gzipSync(common).length,
    });
  });
});

describe("stylesFor", () => {
  it("keeps a rule one of whose selectors can match, and drops emptied groups", () => {
    const css =
      "@layer utilities{.a,.b{color:red}.b{x:y}}@supports (display:grid){@media print{.c{x:y}}}";
    expect(stylesFor(css, new Set(["a"]))).toBe("@layer utilities{.a,.b{color:red}}");
  });

  it("does not need the classes a selector excludes", () => {
    expect(stylesFor(".a:not(.b){color:red}", new Set(["a"]))).toBe(".a:not(.b){color:red}");
  });
});

describe("the build's manifests", () => {
  it("lists page routes, not route handlers nor Next's own pages", () => {
    expect(
      pageRoutes({
        "/(marketing)/page": "/",
        "/(admin)/admin/users/[id]/page": "/admin/users/[id]",
        "/_not-found/page": "/_not-found",
        "/api/v1/[[...path]]/route": "/api/v1/[[...path]]",
      }),
    ).toEqual([
      { entry: "/(marketing)/page", pattern: "/" },
      { entry: "/(admin)/admin/users/[id]/page", pattern: "/admin/users/[id]" },
    ]);
  });

  it("follows the chunks a chunk loads", () => {
    expect(
      chunkReferences(
        'R.c("server/chunks/ssr/a_1._.js");x.l(["static/chunks/0b.js","static/chunks/c.css"])',
      ),
    ).toEqual(["server/chunks/ssr/a_1._.js", "static/chunks/0b.js"]);
  });
});
