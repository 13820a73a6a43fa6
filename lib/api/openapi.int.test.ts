// The OpenAPI document describes every route of the registry, with the envelope, Bearer auth and
// Idempotency-Key, and every reference in it resolves.
import { describe, expect, it } from "vitest";
import { GET as openApiRoute } from "@/app/api/v1/openapi.json/route";
import { call } from "@/test/integration/http";
import { openApiDocument } from "./openapi";
import { API_ROUTES } from "./registry";

type Document = ReturnType<typeof openApiDocument>;
type Operation = {
  parameters: { name: string; in: string; required: boolean }[];
  responses: Record<string, unknown>;
  security?: unknown[];
  requestBody?: unknown;
};

function operation(document: Document, method: string, path: string): Operation {
  const item = document.paths[path] as Record<string, Operation> | undefined;
  const found = item?.[method.toLowerCase()];
  if (!found) throw new Error(`${method} ${path} is missing from the document`);
  return found;
}

function refsIn(value: unknown, found: string[] = []): string[] {
  if (Array.isArray(value)) value.forEach((item) => refsIn(item, found));
  else if (value && typeof value === "object") {
    for (const [key, inner] of Object.entries(value)) {
      if (key === "$ref" && typeof inner === "string") found.push(inner);
      else refsIn(inner, found);
    }
  }
  return found;
}

describe("GET /api/v1/openapi.json", () => {
  it("is an OpenAPI 3.1 document of every route in the registry, and nothing hidden", async () => {
    const response = await call<unknown>(openApiRoute, "/api/v1/openapi.json");
    expect(response.status).toBe(200);
    const document = response.body as unknown as Document;
    expect(document.openapi).toBe("3.1.0");
    for (const route of API_ROUTES) {
      if (route.hidden) {
        expect(document.paths[route.path], route.path).toBeUndefined();
        continue;
      }
      const described = operation(document, route.method, route.path);
      expect(Object.keys(described.responses).length, route.path).toBeGreaterThan(1);
      // Every route reads the database (a credential, at least) and answers 503 without it.
      expect(described.responses, route.path).toHaveProperty("503");
    }
  });

  it("documents the error envelope, Bearer auth and the Idempotency-Key of bookings", () => {
    const document = openApiDocument();
    expect(document.components.securitySchemes.bearerAuth).toMatchObject({
      type: "http",
      scheme: "bearer",
    });
    expect(document.components.schemas.ErrorEnvelope).toBeDefined();
    const book = operation(document, "POST", "/api/v1/services/{id}/book");
    expect(book.parameters).toEqual(
      expect.arrayContaining([
        expect.objectContaining({ name: "id", in: "path", required: true }),
        expect.objectContaining({ name: "idempotency-key", in: "header", required: false }),
      ]),
    );
    expect(Object.keys(book.responses)).toEqual(
      expect.arrayContaining(["201", "401", "403", "409", "422"]),
    );
    // Public routes need no credential; the rest use the document's default (Bearer or cookie).
    expect(operation(document, "GET", "/api/v1/services").security).toEqual([]);
    expect(operation(document, "GET", "/api/v1/users/wallet").security).toBeUndefined();
  });

  it("resolves every reference to a schema it defines", () => {
    const document = openApiDocument();
    const refs = refsIn(document);
    expect(refs.length).toBeGreaterThan(20);
    for (const ref of new Set(refs)) {
      const [, section, name = ""] = /^#\/components\/(schemas|headers)\/(.+)$/.exec(ref) ?? [];
      expect(section, ref).toBeDefined();
      const defined: Record<string, unknown> =
        section === "headers" ? document.components.headers : document.components.schemas;
      expect(defined[name], ref).toBeDefined();
    }
  });
});
