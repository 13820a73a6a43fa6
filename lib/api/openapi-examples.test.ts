// Every example in the API document is one the API would take (requests) or could answer
// (responses): each is parsed with the route's own zod schema. And every parameter, request body
// and success answer has a description and an example.
import { describe, expect, it } from "vitest";
import type { z } from "zod";
import { openApiDocument } from "./openapi";
import { API_ROUTES } from "./registry";
import type { Schema } from "./registry/define";

interface Parameter {
  name: string;
  in: "path" | "query" | "header";
  description?: string;
  example?: unknown;
}
interface Media {
  example?: unknown;
}
interface Operation {
  parameters: Parameter[];
  requestBody?: { description?: string; content: Record<string, Media> };
  responses: Record<string, { description?: string; content?: Record<string, Media> }>;
}

const document = openApiDocument();
const routes = API_ROUTES.filter((route) => !route.hidden);

function operationOf(method: string, path: string): Operation {
  const item: Record<string, Operation> | undefined = document.paths[path] as never;
  const found = item?.[method.toLowerCase()];
  if (!found) throw new Error(`${method} ${path} is missing`);
  return found;
}

function issuesOf(schema: Schema, value: unknown): z.core.$ZodIssue[] {
  const parsed = schema.safeParse(value);
  return parsed.success ? [] : parsed.error.issues;
}

describe.each(routes.map((route) => [`${route.method} ${route.path}`, route] as const))(
  "%s",
  (_name, route) => {
    const operation = operationOf(route.method, route.path);

    it("describes each parameter, with an example the route takes", () => {
      for (const parameter of operation.parameters) {
        expect(parameter.description, parameter.name).toBeTruthy();
        expect(parameter.description, parameter.name).not.toBe(parameter.name);
        expect(parameter.example, parameter.name).toBeDefined();
      }
      const locations = [
        ["path", route.params],
        ["query", route.query],
        ["header", route.headers],
      ] as const;
      for (const [location, schema] of locations) {
        if (!schema) continue;
        const values = Object.fromEntries(
          operation.parameters
            .filter((parameter) => parameter.in === location)
            .map((parameter) => [parameter.name, parameter.example]),
        );
        expect(issuesOf(schema, values), location).toEqual([]);
      }
    });

    it("gives its request body a description and an example the route takes", () => {
      const schema = route.body ?? route.rawBody?.schema;
      if (!schema) {
        expect(operation.requestBody).toBeUndefined();
        return;
      }
      expect(operation.requestBody?.description).toBeTruthy();
      const media = Object.values(operation.requestBody?.content ?? {});
      expect(media).toHaveLength(1);
      expect(media[0]?.example).toBeDefined();
      expect(issuesOf(schema, media[0]?.example)).toEqual([]);
    });

    it("describes each success answer, with an example its schema holds", () => {
      const successes = Object.entries(operation.responses).filter(([status]) => +status < 400);
      // A 2XX, but for the email link's browser redirect (redocly.yaml leaves this rule to us).
      const statuses = successes.map(([status]) => status);
      if (route.redirect) expect(statuses).toEqual(["303"]);
      else
        expect(
          statuses.some((status) => status.startsWith("2")),
          statuses.join(),
        ).toBe(true);
      for (const [status, answer] of successes) {
        expect(answer.description, status).toBeTruthy();
        // A redirect, and a 304 of a cached read, have no body.
        if (route.redirect || status === "304") continue;
        const media = Object.values(answer.content ?? {});
        expect(media[0]?.example, status).toBeDefined();
        if (route.rawResponse) continue;
        const example = media[0]?.example as { success?: unknown; data?: unknown };
        expect(example.success).toBe(true);
        expect(issuesOf(route.response, example.data), status).toEqual([]);
      }
    });
  },
);

describe("the document", () => {
  it("says when each success status comes on the routes that answer 200 or 201", () => {
    const review = operationOf("POST", "/api/v1/services/{id}/reviews");
    expect(Object.keys(review.responses)).toEqual(expect.arrayContaining(["200", "201"]));
    expect(review.responses["201"]?.description).not.toBe(review.responses["200"]?.description);
    // A route that only ever creates declares no 200.
    expect(operationOf("POST", "/api/v1/auth/register").responses).not.toHaveProperty("200");
  });

  it("states the order body as one of a package or an amount, never an empty object", () => {
    const order = operationOf("POST", "/api/v1/payments/orders") as Operation & {
      requestBody: { content: { "application/json": { schema: { oneOf?: unknown[] } } } };
    };
    const schema = order.requestBody.content["application/json"].schema;
    expect(schema.oneOf).toEqual([
      expect.objectContaining({ required: ["packageId"] }),
      expect.objectContaining({ required: ["amount"] }),
    ]);
  });

  it("declares the refusals routes answer before their handler runs: 415 for a JSON body of another type", () => {
    for (const route of routes.filter((entry) => entry.body)) {
      const codes = operationOf(route.method, route.path).responses["415"]?.description;
      expect(codes, `${route.method} ${route.path}`).toContain("unsupported_media_type");
    }
    // A server without Google sign-in answers its intent 404.
    expect(operationOf("POST", "/api/v1/auth/google/intent").responses).toHaveProperty("404");
  });

  it("marks the second profile path deprecated, naming the one to use", () => {
    const old = operationOf("GET", "/api/v1/users/profile") as Operation & {
      deprecated?: boolean;
      description: string;
    };
    expect(old.deprecated).toBe(true);
    expect(old.description).toContain("/api/v1/auth/profile");
  });
});
