// A page's inline styles are its route's: the path is matched to the route pattern Next.js serves
// it from, static segments before dynamic ones before catch-alls, and a manifest of another
// shape is refused rather than half read.
import { describe, expect, it } from "vitest";
import { ROUTE_STYLES_MANIFEST as WRITTEN_MANIFEST } from "@/scripts/lib/route-styles.mjs";
import { matchRoute, parseRouteStylesManifest, ROUTE_STYLES_MANIFEST } from "./route-styles";

const PATTERNS = [
  "/",
  "/services",
  "/services/[slug]",
  "/admin/users",
  "/admin/users/[id]",
  "/orgs/[id]",
  "/[...missing]",
  "/docs/[[...rest]]",
];

describe("matchRoute", () => {
  it.each([
    ["/", "/"],
    ["/services", "/services"],
    ["/services/", "/services"],
    ["/services/yoga-classes", "/services/[slug]"],
    ["/admin/users?role=ADMIN&page=2", "/admin/users"],
    ["/admin/users/u_1#profile", "/admin/users/[id]"],
    ["/orgs/o_1", "/orgs/[id]"],
    // What no other route serves, the catch-all does (the not-found page).
    ["/admin/users/u_1/extra", "/[...missing]"],
    ["/nothing/here", "/[...missing]"],
    ["/docs", "/docs/[[...rest]]"],
    ["/docs/a/b", "/docs/[[...rest]]"],
  ])("serves %s from %s", (path, pattern) => {
    expect(matchRoute(path, PATTERNS)).toBe(pattern);
  });

  it("prefers a static segment to a dynamic one whatever the patterns' order", () => {
    expect(matchRoute("/services/new", ["/services/[slug]", "/services/new"])).toBe(
      "/services/new",
    );
    expect(matchRoute("/a/b", ["/[...all]", "/a/[b]", "/[x]/b"])).toBe("/a/[b]");
  });

  it("matches nothing when no pattern fits", () => {
    expect(matchRoute("/admin", ["/", "/admin/users"])).toBeNull();
    expect(matchRoute("/", ["/[...missing]"])).toBeNull();
  });
});

describe("parseRouteStylesManifest", () => {
  it("reads the stylesheet's address and each route's styles", () => {
    const manifest = parseRouteStylesManifest(
      JSON.stringify({ stylesheet: "/_next/static/chunks/a.css", routes: { "/": ".p-4{}" } }),
    );
    expect(manifest).toEqual({
      stylesheet: "/_next/static/chunks/a.css",
      routes: { "/": ".p-4{}" },
    });
  });

  it("refuses a manifest of another shape", () => {
    expect(() => parseRouteStylesManifest(JSON.stringify({ routes: {} }))).toThrow(/npm run build/);
    expect(() =>
      parseRouteStylesManifest(JSON.stringify({ stylesheet: "/a.css", routes: { "/": 1 } })),
    ).toThrow(/npm run build/);
  });

  it("is read from where the build writes it", () => {
    expect(ROUTE_STYLES_MANIFEST).toBe(WRITTEN_MANIFEST);
  });
});
