import { createServer, type Server } from "node:http";
import type { AddressInfo } from "node:net";
import { gzipSync } from "node:zlib";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { DOCUMENT_CEILINGS, PAGE_WEIGHT_BUDGETS } from "./page-budgets";
import { PAGES } from "./pages-plan";
import {
  attributesOf,
  mediaMayMatchScreen,
  renderBlocking,
  weighPage,
  withoutInlineStyles,
} from "./page-weight";

const PAGE = "http://127.0.0.1:3000/services";

describe("renderBlocking", () => {
  it("counts the stylesheets a browser waits for, as absolute URLs, once each", () => {
    const html =
      '<link rel="stylesheet" href="/_next/static/chunks/a.css" data-precedence="next"/>' +
      "<link rel=stylesheet href=b.css>" +
      '<link rel="stylesheet" media="screen and (min-width: 48rem)" href="/wide.css">' +
      '<link rel="stylesheet" media="all" href="/_next/static/chunks/a.css"/>';
    expect(renderBlocking(html, PAGE).stylesheets).toEqual([
      "http://127.0.0.1:3000/_next/static/chunks/a.css",
      "http://127.0.0.1:3000/b.css",
      "http://127.0.0.1:3000/wide.css",
    ]);
  });

  it("leaves out a full stylesheet loaded without blocking, in each of the usual ways", () => {
    const html =
      "<style>.a{color:red}</style>" +
      `<link rel="stylesheet" href="/full.css" media="print" onload="this.media='all'">` +
      '<link rel="preload" as="style" href="/preloaded.css">' +
      '<link rel="alternate stylesheet" href="/alternate.css" title="Other">' +
      '<link rel="stylesheet" href="/disabled.css" disabled>' +
      '<noscript><link rel="stylesheet" href="/full.css"></noscript>' +
      '<template><link rel="stylesheet" href="/later.css"></template>' +
      '<!-- <link rel="stylesheet" href="/commented.css"> -->' +
      `<script>document.head.insertAdjacentHTML("beforeend", '<link rel="stylesheet" href="/scripted.css">')</script>`;
    expect(renderBlocking(html, PAGE)).toEqual({ stylesheets: [], inlineStyleBytes: 13 });
  });

  it("counts a stylesheet marked blocking=render whatever its media", () => {
    const html = '<link rel="stylesheet" media="print" blocking="render" href="/x.css">';
    expect(renderBlocking(html, PAGE).stylesheets).toEqual(["http://127.0.0.1:3000/x.css"]);
  });

  it("sums every inline <style>'s bytes, in UTF-8", () => {
    const html = '<style>.a{content:"é"}</style><body><style media="print">b{}</style></body>';
    expect(renderBlocking(html, PAGE).inlineStyleBytes).toBe(16 + 3);
  });
});

describe("withoutInlineStyles", () => {
  it("takes out every <style> element and leaves the rest, scripts' text included", () => {
    const html =
      '<head><style>.a{color:red}</style><STYLE media="print">b{}</STYLE></head>' +
      '<body><p class="a">x</p><script>let s = "<style>.b{}</style>";</script>' +
      "<!-- <style>.c{}</style> --></body>";
    expect(withoutInlineStyles(html)).toBe(
      '<head></head><body><p class="a">x</p><script>let s = "<style>.b{}</style>";</script>' +
        "<!-- <style>.c{}</style> --></body>",
    );
  });
});

describe("mediaMayMatchScreen", () => {
  it("takes a list that may match a screen at some width as matching", () => {
    for (const media of [undefined, "", "all", "screen", "only screen", "(min-width: 48rem)"]) {
      expect(mediaMayMatchScreen(media), String(media)).toBe(true);
    }
    expect(mediaMayMatchScreen("print, screen and (max-width: 30rem)")).toBe(true);
    expect(mediaMayMatchScreen("not print")).toBe(true);
  });

  it("takes a list that never matches a screen as not matching", () => {
    for (const media of ["print", "not all", "not screen", "speech", "print and (color)"]) {
      expect(mediaMayMatchScreen(media), media).toBe(false);
    }
  });
});

describe("attributesOf", () => {
  it("reads quoted, bare and empty values, names lowercased, entities decoded", () => {
    const attributes = attributesOf(
      ` REL=stylesheet href="/a.css?v=1&amp;w=2" title='x y' disabled/>`,
    );
    expect(Object.fromEntries(attributes)).toEqual({
      rel: "stylesheet",
      href: "/a.css?v=1&w=2",
      title: "x y",
      disabled: "",
    });
  });
});

describe("weighPage", () => {
  const css = ".a{color:red}".repeat(200);
  const html =
    `<html><head><link rel="stylesheet" href="/app.css">` +
    `<link rel="stylesheet" href="/print.css" media="print"></head><body>${"x".repeat(5000)}</body></html>`;
  let server: Server;
  let origin = "";

  beforeAll(async () => {
    server = createServer((request, response) => {
      const gzip = request.headers["accept-encoding"] === "gzip";
      if (request.headers.cookie !== "session=1") {
        response.writeHead(307, { location: "/login" }).end();
        return;
      }
      const body = request.url === "/app.css" ? css : request.url === "/" ? html : null;
      if (body === null) {
        response.writeHead(404).end();
        return;
      }
      response.writeHead(200, gzip ? { "content-encoding": "gzip" } : {});
      response.end(gzip ? gzipSync(body) : body);
    });
    await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
    origin = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  });
  afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())));

  it("weighs the document and its blocking stylesheets as served, asking for gzip", async () => {
    const weighed = await weighPage(`${origin}/`, { cookie: "session=1" });
    expect(weighed.problem).toBeNull();
    expect(weighed.html).toBe(html);
    expect(weighed.weight?.document).toEqual({
      url: `${origin}/`,
      bytes: html.length,
      servedBytes: gzipSync(html).length,
      encoding: "gzip",
    });
    expect(weighed.weight?.blockingStylesheets.map((file) => file.url)).toEqual([
      `${origin}/app.css`,
    ]);
    expect(weighed.weight?.blockingCssServedBytes).toBe(gzipSync(css).length);
    expect(weighed.weight?.unstyledDocumentGzipBytes).toBe(gzipSync(html).length);
  });

  it("reports a page that does not render, with where it sent the visitor", async () => {
    const weighed = await weighPage(`${origin}/`);
    expect(weighed).toEqual({ weight: null, html: null, problem: "answered 307 -> /login" });
  });
});

describe("DOCUMENT_CEILINGS", () => {
  it("holds every page bench:pages measures and no other, none below the 10 KB budget itself", () => {
    expect(Object.keys(DOCUMENT_CEILINGS).sort()).toEqual(PAGES.map((page) => page.path).sort());
    for (const ceiling of Object.values(DOCUMENT_CEILINGS)) {
      expect(ceiling).toBeGreaterThanOrEqual(PAGE_WEIGHT_BUDGETS.documentServedBytes);
    }
  });
});
