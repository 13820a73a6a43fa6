// The OpenAPI 3.1 document of the API, generated from the route registry's zod schemas (never
// written by hand): GET /api/v1/openapi.json serves it and /docs/api renders it.
import { z } from "zod";
import { ERROR_STATUS, type ErrorCode } from "@/lib/errors/app-error";
import { rolesAllowed } from "@/lib/auth/permissions";
import { SITE } from "@/lib/site";
import { API_ROUTES } from "./registry";
import type { RouteDefinition, Schema } from "./registry/define";
import { idempotencyNote } from "./registry/idempotency";
import {
  conditionalParameters,
  HTTP_CONVENTIONS,
  RESPONSE_HEADERS,
  withResponseHeaders,
} from "./openapi-headers";
import { errorEnvelopeSchema, successEnvelope } from "@/lib/schemas/common";

type JsonSchema = Record<string, unknown>;

/** Errors any route may answer, besides the ones a route lists. */
const COMMON_ERRORS: readonly ErrorCode[] = [
  "bad_request",
  "validation_failed",
  "internal_error",
  // Any route that reads the database, while the database is out of reach.
  "service_unavailable",
];
const SIGNED_IN_ERRORS: readonly ErrorCode[] = [
  "unauthorized",
  "account_suspended",
  "email_not_verified",
  "forbidden",
];

const API_DESCRIPTION = `The JSON API behind ${SITE.name}: buy coins, book services with them, run an organization's bookings and administer the platform.

**Envelope.** Every answer is JSON. A success is \`{ "success": true, "data": ..., "message"?: "..." }\`; a failure is \`{ "success": false, "error": { "code", "message", "issues"?, "details"? } }\` with the status of its code (400/422 bad input with each invalid field in \`issues\`, 401 not signed in, 403 wrong role or suspended, 404, 409 conflict, 413 body too large, 429 with a Retry-After header, 503 with a Retry-After header while the database is out of reach). A 500 never carries internals.

**Authentication.** Send \`Authorization: Bearer <token>\`; get a token from \`POST /api/v1/auth/login\` with \`"issueToken": true\`. Browsers use the session cookie instead, and their state-changing requests, sign-in included, must come from this site: the Origin's scheme, host and port (Origin check). Each route says which roles may call it.

**Idempotency.** Every request that creates an order or moves coins says how a repeat is kept from doing it twice. Booking a service, buying coins (an order) and asking for a conversion take an \`Idempotency-Key\` header (1 to 100 printable characters, per account): repeating a request with its key answers the first result with \`Idempotent-Replayed: true\` and makes or moves nothing again; the same key for a different request is refused with 422 \`idempotency_key_reused\`. The others read no key and say why: each acts on one booking, conversion, order or account only once (a repeat answers 409 and moves nothing), or on the payment provider's payment id, credited once.

**Paging.** A list answers a page of rows (\`items\`; the wallet's \`transactions\`) and \`nextCursor\`, null on the last page. Ask for the next page with \`cursor\` set to it as it came: it is opaque, and it holds the last row's place in the list's order (its sort values and id), so rows added or removed meanwhile never make one repeat or go missing. Any other cursor, or one of another list or order, is refused with 400 \`bad_request\` and one message on every list.

**Amounts** are whole numbers: coins, and money in whole units of its currency.`;

/** JSON Schema's local `#/$defs/X` references, pointed at the document's components. */
function toComponentRefs(schema: JsonSchema): JsonSchema {
  return JSON.parse(
    JSON.stringify(schema).replaceAll('"#/$defs/', '"#/components/schemas/'),
  ) as JsonSchema;
}

/** zod -> JSON Schema, with named schemas lifted into `defs` and referenced from there. */
function toJsonSchema(schema: Schema, io: "input" | "output", defs: Record<string, JsonSchema>) {
  const converted = z.toJSONSchema(schema, {
    target: "draft-2020-12",
    io,
    unrepresentable: "any",
  }) as JsonSchema & { $defs?: Record<string, JsonSchema> };
  const { $schema: _schema, $defs, ...rest } = converted;
  for (const [name, definition] of Object.entries($defs ?? {})) {
    defs[name] ??= toComponentRefs(definition);
  }
  return toComponentRefs(rest);
}

function parametersOf(
  schema: Schema | undefined,
  location: "path" | "query" | "header",
  defs: Record<string, JsonSchema>,
) {
  if (!schema) return [];
  const json = toJsonSchema(schema, "input", defs) as {
    properties?: Record<string, JsonSchema>;
    required?: string[];
  };
  return Object.entries(json.properties ?? {}).map(([name, property]) => ({
    name,
    in: location,
    required: location === "path" || (json.required ?? []).includes(name),
    schema: property,
    ...(typeof property.description === "string" ? { description: property.description } : {}),
  }));
}

function errorResponses(route: RouteDefinition) {
  const signedIn = rolesAllowed(route.permission) !== "everyone";
  const codes = new Set<ErrorCode>([
    ...COMMON_ERRORS,
    ...(signedIn ? SIGNED_IN_ERRORS : []),
    ...(route.body ? (["invalid_json", "payload_too_large"] as const) : []),
    ...(route.errors ?? []),
  ]);
  const byStatus = new Map<number, ErrorCode[]>();
  for (const code of codes) {
    const status = ERROR_STATUS[code];
    byStatus.set(status, [...(byStatus.get(status) ?? []), code]);
  }
  return Object.fromEntries(
    [...byStatus].map(([status, list]) => [
      String(status),
      {
        description: `Error codes: ${list.join(", ")}.`,
        content: {
          "application/json": { schema: { $ref: "#/components/schemas/ErrorEnvelope" } },
        },
      },
    ]),
  );
}

function operationOf(route: RouteDefinition, defs: Record<string, JsonSchema>) {
  const roles = rolesAllowed(route.permission);
  const who =
    roles === "everyone"
      ? "Anyone, signed in or not."
      : `Roles: ${roles.join(", ")}${route.allowUnverified ? " (email verification not needed)" : ""}.`;
  const bodySchema = route.documentedBody ?? route.body;
  const success = route.redirect
    ? { description: "Redirects the browser (Location header)." }
    : route.rawResponse
      ? {
          description: route.rawResponse.description,
          content: { [route.rawResponse.mediaType]: { schema: { type: "object" } } },
        }
      : {
          description: "Success.",
          content: {
            "application/json": {
              schema: toJsonSchema(successEnvelope(route.response), "output", defs),
            },
          },
        };
  const successStatuses = route.redirect
    ? (route.statuses ?? [303])
    : [200, ...(route.statuses ?? [])];
  return {
    tags: [route.tag],
    summary: route.summary,
    description: [route.description, idempotencyNote(route), who].filter(Boolean).join("\n\n"),
    operationId: `${route.method.toLowerCase()}${route.path.replace(/[^a-zA-Z0-9]+(.)?/g, (_, c?: string) => (c ? c.toUpperCase() : ""))}`,
    ...(roles === "everyone" ? { security: [] } : {}),
    parameters: [
      ...parametersOf(route.params, "path", defs),
      ...parametersOf(route.query, "query", defs),
      ...parametersOf(route.headers, "header", defs),
      ...conditionalParameters(route),
    ],
    ...(bodySchema
      ? {
          requestBody: {
            required: true,
            content: { "application/json": { schema: toJsonSchema(bodySchema, "input", defs) } },
          },
        }
      : route.rawBody
        ? {
            requestBody: {
              required: true,
              description: `Read as raw bytes (at most ${route.rawBody.maxBytes.toLocaleString("en-US")}) and verified before parsing.`,
              content: { [route.rawBody.mediaType]: { schema: { type: "object" } } },
            },
          }
        : {}),
    responses: withResponseHeaders(route, {
      ...Object.fromEntries(successStatuses.map((status) => [String(status), success])),
      ...errorResponses(route),
    }),
  };
}

export function openApiDocument(routes: readonly RouteDefinition[] = API_ROUTES) {
  const defs: Record<string, JsonSchema> = {};
  const paths: Record<string, Record<string, unknown>> = {};
  for (const route of routes) {
    if (route.hidden) continue;
    paths[route.path] ??= {};
    paths[route.path]![route.method.toLowerCase()] = operationOf(route, defs);
  }
  toJsonSchema(errorEnvelopeSchema, "output", defs);
  return {
    openapi: "3.1.0",
    info: {
      title: `${SITE.name} API`,
      version: "1",
      description: `${API_DESCRIPTION}\n\n${HTTP_CONVENTIONS}`,
    },
    servers: [{ url: "/" }],
    tags: [...new Set(routes.filter((route) => !route.hidden).map((route) => route.tag))].map(
      (name) => ({ name }),
    ),
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
