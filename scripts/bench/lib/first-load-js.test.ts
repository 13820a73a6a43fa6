import { mkdirSync, writeFileSync } from "node:fs";
import { join } from "node:path";
import { describe, expect, it } from "vitest";
import { temporaryFolder } from "@/test/support/temporary-folder";
import { firstLoadJs, stylesheetFiles } from "./first-load-js";

function buildWith(files: Record<string, string>): string {
  const buildDir = temporaryFolder("first-load-js-");
  for (const [path, text] of Object.entries(files)) {
    mkdirSync(join(buildDir, "static", "chunks"), { recursive: true });
    writeFileSync(join(buildDir, "static", path), text);
  }
  return buildDir;
}

describe("stylesheetFiles", () => {
  it("names the build's file of each stylesheet the page links or preloads, once, in order", () => {
    const buildDir = buildWith({
      "chunks/a.css": "a{}",
      "chunks/b.css": "b{}",
      "chunks/c.css": "c{}",
      "chunks/d.css": "d{}",
    });
    const html =
      '<link rel="stylesheet" href="/_next/static/chunks/b.css" data-precedence="next"/>' +
      '<link rel="preload" as="style" href="/_next/static/chunks/c.css"/>' +
      '<link rel="preload" as="script" href="/_next/static/chunks/x.js"/>' +
      '<link rel="stylesheet" href="https://fonts.example/x.css"/>' +
      '<link rel="stylesheet" media="print" href="/_next/static/chunks/a.css"/>' +
      '<link href="/_next/static/chunks/d.css" as="style" rel="preload"/>' +
      '<link rel="stylesheet" href="/_next/static/chunks/b.css"/>';
    expect(stylesheetFiles(html, buildDir)).toEqual(
      ["b.css", "c.css", "a.css", "d.css"].map((file) => join(buildDir, "static", "chunks", file)),
    );
  });

  it("refuses a stylesheet the build lacks", () => {
    const buildDir = buildWith({});
    expect(() =>
      stylesheetFiles('<link rel="stylesheet" href="/_next/static/chunks/gone.css"/>', buildDir),
    ).toThrow("the page links /_next/static/chunks/gone.css, which the build lacks");
  });
});

describe("firstLoadJs", () => {
  it("counts each script the page loads gzipped, but not noModule polyfills", () => {
    const buildDir = buildWith({ "chunks/app.js": "x".repeat(1000), "chunks/poly.js": "y" });
    const html =
      '<script src="/_next/static/chunks/app.js" async=""></script>' +
      '<script src="/_next/static/chunks/poly.js" noModule=""></script>' +
      '<script src="/_next/static/chunks/app.js" async=""></script>';
    const js = firstLoadJs(html, buildDir);
    expect(js.scripts.map((script) => script.path)).toEqual(["/_next/static/chunks/app.js"]);
    expect(js.totalGzipBytes).toBeGreaterThan(0);
    expect(js.totalGzipBytes).toBeLessThan(1000);
  });
});
