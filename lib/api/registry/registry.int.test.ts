/// <reference types="vite/client" />
// The route registry and the route files agree: every handler exported by a route file was made
// from the registry entry of its own method and path, and every entry has its handler. A route
// file added without an entry (or an entry without a file) fails here.
import { describe, expect, it } from "vitest";
import { API_ROUTES } from "./index";
import { pathOfRouteFile, type HttpMethod, type RouteDefinition } from "./define";

/**
 * Route files that are not part of the API: Auth.js's own, the catch-all JSON 404, and the API
 * reference page with its script (HTML and JavaScript for browsers), and uploaded images.
 */
const NOT_IN_THE_API = new Set([
  "app/api/auth/[...nextauth]/route.ts",
  "app/api/[[...path]]/route.ts",
  "app/docs/api/route.ts",
  "app/docs/api/scalar.js/route.ts",
  "app/uploads/[name]/route.ts",
]);
const METHODS: readonly HttpMethod[] = ["GET", "POST", "PUT", "PATCH", "DELETE"];

const modules = import.meta.glob<Record<string, unknown>>("/app/**/route.ts");

function routeOf(handler: unknown): RouteDefinition | undefined {
  if (typeof handler !== "function" || !("route" in handler)) return undefined;
  return handler.route as RouteDefinition;
}

describe("the route registry", () => {
  it("has one entry for each handler of every route file, of its own method and path", async () => {
    const found: RouteDefinition[] = [];
    const files = Object.keys(modules).map((key) => key.replace(/^\//, ""));
    expect(files.length).toBeGreaterThan(30);
    for (const file of files.filter((name) => !NOT_IN_THE_API.has(name))) {
      const exports = await modules[`/${file}`]!();
      const methods = METHODS.filter((method) => method in exports);
      expect(methods.length, `${file} exports no handler`).toBeGreaterThan(0);
      for (const method of methods) {
        const route = routeOf(exports[method]);
        expect(route, `${method} of ${file} is not made from a registry entry`).toBeDefined();
        expect({ method: route?.method, path: route?.path }, `${method} of ${file}`).toEqual({
          method,
          path: pathOfRouteFile(file),
        });
        found.push(route!);
      }
    }
    const key = (route: RouteDefinition) => `${route.method} ${route.path}`;
    expect(found.map(key).sort()).toEqual(API_ROUTES.map(key).sort());
    // Each entry is used once: no two files serve one route.
    expect(new Set(found)).toHaveProperty("size", API_ROUTES.length);
  });

  it("has no two entries for one method and path", () => {
    const keys = API_ROUTES.map((route) => `${route.method} ${route.path}`);
    expect(new Set(keys).size).toBe(keys.length);
  });
});
