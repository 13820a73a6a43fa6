// The document declares the headers apiRoute sends, from the same registry fields: RateLimit-*
// on every answer of a rate-limited route, Retry-After on 429, Location on every 201 (and the
// 200 only where one comes), ETag, Cache-Control and a 304 on cached reads.
import { describe, expect, it } from "vitest";
import { openApiDocument } from "./openapi";
import { API_ROUTES } from "./registry";
import type { RouteDefinition } from "./registry/define";

type Operation = {
  parameters: { name: string; in: string }[];
  responses: Record<string, { description: string; headers?: Record<string, unknown> }>;
};

const document = openApiDocument();
const documented = API_ROUTES.filter((route) => !route.hidden);

function operationOf(route: RouteDefinition): Operation {
  const item = document.paths[route.path] as Record<string, Operation> | undefined;
  const found = item?.[route.method.toLowerCase()];
  if (!found) throw new Error(`${route.method} ${route.path} is missing from the document`);
  return found;
}

const headerNames = (operation: Operation, status: string) =>
  Object.keys(operation.responses[status]?.headers ?? {});

describe("the document's response headers", () => {
  it("are each described once, in components, and every reference resolves", () => {
    const defined = Object.keys(document.components.headers);
    for (const route of documented) {
      for (const [status, response] of Object.entries(operationOf(route).responses)) {
        for (const name of Object.keys(response.headers ?? {})) {
          expect(defined, `${route.path} ${status} ${name}`).toContain(name);
        }
      }
    }
  });

  it("declare RateLimit-* on every answer of a rate-limited route, and Retry-After on its 429", () => {
    const limited = documented.filter((route) => route.rateLimit);
    expect(limited.length).toBeGreaterThanOrEqual(7);
    for (const route of limited) {
      const operation = operationOf(route);
      for (const status of Object.keys(operation.responses)) {
        expect(headerNames(operation, status), `${route.path} ${status}`).toEqual(
          expect.arrayContaining(["RateLimit-Limit", "RateLimit-Remaining", "RateLimit-Reset"]),
        );
      }
      expect(headerNames(operation, "429"), route.path).toContain("Retry-After");
    }
    const catalogue = operationOf(documented.find((route) => route.path === "/api/v1/services")!);
    expect(headerNames(catalogue, "200")).not.toContain("RateLimit-Limit");
  });

  it("declare Location on every 201, say when it comes, and keep a 200 only where one comes", () => {
    for (const route of documented.filter((entry) => entry.statuses?.includes(201))) {
      expect(
        route.created,
        `${route.path} declares 201 without saying what it creates`,
      ).toBeDefined();
      const operation = operationOf(route);
      expect(headerNames(operation, "201"), route.path).toContain("Location");
      expect(operation.responses["201"]?.description).toBe(route.created?.created);
      expect(operation.responses["200"]?.description, route.path).toBe(route.created?.updated);
      if (route.idempotency === "key") {
        expect(headerNames(operation, "201"), route.path).toContain("Idempotent-Replayed");
      }
    }
  });

  it("declare ETag, Cache-Control, If-None-Match and the 304 on cached reads only", () => {
    const cached = documented.filter((route) => route.cache).map((route) => route.path);
    expect(cached.sort()).toEqual(
      [
        "/api/v1/openapi.json",
        "/api/v1/orgs/{id}",
        "/api/v1/orgs/{id}/reviews",
        "/api/v1/services",
        "/api/v1/services/{id}",
      ].sort(),
    );
    for (const route of documented) {
      const operation = operationOf(route);
      const conditional = operation.parameters.some(
        (parameter) => parameter.name === "If-None-Match",
      );
      expect({ path: route.path, conditional, has304: "304" in operation.responses }).toEqual({
        path: route.path,
        conditional: Boolean(route.cache),
        has304: Boolean(route.cache),
      });
      if (route.cache) {
        for (const status of ["200", "304"]) {
          expect(headerNames(operation, status)).toEqual(
            expect.arrayContaining(["ETag", "Cache-Control", "Vary"]),
          );
        }
      }
    }
  });

  it("state the CORS policy and its reason in the description", () => {
    expect(document.info.description).toMatch(/Bearer token are welcome from a page of any origin/);
    expect(document.info.description).toMatch(/session cookie never works across origins/);
  });
});
