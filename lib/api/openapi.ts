// The OpenAPI 3.1 document of the API, generated from the route registry's zod schemas (never
// written by hand): GET /api/v1/openapi.json serves it and /docs/api renders it. Its parts:
// openapi-info.ts (info, tags), openapi-operation.ts (one route), openapi-schema.ts (zod -> JSON
// Schema), openapi-examples.ts (examples where a schema gives none).
import { errorEnvelopeSchema } from "@/lib/schemas/common";
import { API_ROUTES } from "./registry";
import type { RouteDefinition } from "./registry/define";
import { API_INFO, tagsOf } from "./openapi-info";
import { operationOf } from "./openapi-operation";
import { toJsonSchema, type SchemaDefs } from "./openapi-schema";
import { HTTP_CONVENTIONS, RESPONSE_HEADERS } from "./openapi-headers";

export function openApiDocument(routes: readonly RouteDefinition[] = API_ROUTES) {
  const defs: SchemaDefs = {};
  const paths: Record<string, Record<string, unknown>> = {};
  for (const route of routes) {
    if (route.hidden) continue;
    paths[route.path] ??= {};
    paths[route.path]![route.method.toLowerCase()] = operationOf(route, defs);
  }
  toJsonSchema(errorEnvelopeSchema, "output", defs);
  return {
    openapi: "3.1.0",
    info: { ...API_INFO, description: `${API_INFO.description}\n\n${HTTP_CONVENTIONS}` },
    servers: [{ url: "/", description: "This deployment: the host the document was read from." }],
    tags: tagsOf(routes),
    security: [{ bearerAuth: [] }, { sessionCookie: [] }],
    paths,
    components: {
      schemas: defs,
      headers: RESPONSE_HEADERS,
      securitySchemes: {
        bearerAuth: {
          type: "http",
          scheme: "bearer",
          description: "A token from POST /api/v1/auth/login with issueToken: true.",
        },
        sessionCookie: {
          type: "apiKey",
          in: "cookie",
          name: "authjs.session-token",
          description: "The browser's session (same-site requests only).",
        },
      },
    },
  };
}
