// One operation of the OpenAPI document, from its registry entry: parameters, request body and
// answers, each with a description and an example.
import { DEFAULT_MESSAGES, ERROR_STATUS, type ErrorCode } from "@/lib/errors/app-error";
import { rolesAllowed } from "@/lib/auth/permissions";
import { FRESH_PROOF_MINUTES } from "@/lib/auth/second-factor";
import { successEnvelope } from "@/lib/schemas/common";
import type { RouteDefinition, Schema } from "./registry/define";
import { idempotencyNote } from "./registry/idempotency";
import { exampleOf } from "./openapi-examples";
import { conditionalParameters, withResponseHeaders } from "./openapi-headers";
import { metaOf, toJsonSchema, type JsonSchema, type SchemaDefs } from "./openapi-schema";

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
  "second_factor_pending",
  "account_suspended",
  "email_not_verified",
  "forbidden",
];
/** An admin without a second factor gets it from every route but the enrolment's. */
const ADMIN_ERRORS: readonly ErrorCode[] = ["second_factor_required"];
const FRESH_PROOF_ERRORS: readonly ErrorCode[] = ["second_factor_required", "fresh_proof_required"];

type ParameterLocation = "path" | "query" | "header";

function parametersOf(schema: Schema | undefined, location: ParameterLocation, defs: SchemaDefs) {
  if (!schema) return [];
  const json = toJsonSchema(schema, "input", defs) as {
    properties?: Record<string, JsonSchema>;
    required?: string[];
  };
  return Object.entries(json.properties ?? {}).map(([name, property]) => {
    const { description, examples: _examples, ...rest } = property;
    return {
      name,
      in: location,
      required: location === "path" || (json.required ?? []).includes(name),
      description: typeof description === "string" ? description : name,
      schema: rest,
      example: exampleOf(property, defs, name),
    };
  });
}

/** One example error answer of a status: its first code, with its usual message. */
function errorExample(code: ErrorCode) {
  const messages: Partial<Record<ErrorCode, string>> = DEFAULT_MESSAGES;
  return { success: false, error: { code, message: messages[code] ?? "The request was refused." } };
}

function roles(route: RouteDefinition): readonly string[] {
  const allowed = rolesAllowed(route.permission);
  return allowed === "everyone" ? [] : allowed;
}

function errorResponses(route: RouteDefinition) {
  const signedIn = rolesAllowed(route.permission) !== "everyone";
  const codes = new Set<ErrorCode>([
    ...COMMON_ERRORS,
    ...(signedIn ? SIGNED_IN_ERRORS : []),
    ...(signedIn && roles(route).includes("admin") && !route.secondStep ? ADMIN_ERRORS : []),
    ...(route.freshProof ? FRESH_PROOF_ERRORS : []),
    // A JSON body is read as JSON only when it says so (lib/api/json-body.ts): 415 otherwise.
    ...(route.body
      ? (["invalid_json", "payload_too_large", "unsupported_media_type"] as const)
      : []),
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
          "application/json": {
            schema: { $ref: "#/components/schemas/ErrorEnvelope" },
            example: errorExample(list[0]!),
          },
        },
      },
    ]),
  );
}

function requestBodyOf(route: RouteDefinition, defs: SchemaDefs) {
  const bodySchema = route.documentedBody ?? route.body;
  if (bodySchema) {
    const schema = toJsonSchema(bodySchema, "input", defs);
    const { description, example } = metaOf(bodySchema);
    return {
      required: true,
      description: description ?? `The ${route.summary.toLowerCase()} request.`,
      content: {
        "application/json": { schema, example: example ?? exampleOf(schema, defs) },
      },
    };
  }
  if (!route.rawBody) return undefined;
  const { description, example } = metaOf(route.rawBody.schema);
  const schema = toJsonSchema(route.rawBody.schema, "input", defs);
  return {
    required: true,
    description:
      `${description ?? ""} At most ${route.rawBody.maxBytes.toLocaleString("en-US")} bytes.`.trim(),
    content: {
      [route.rawBody.mediaType]: { schema, example: example ?? exampleOf(schema, defs) },
    },
  };
}

/** The route's answer when it succeeds, with an example of it. */
function successContent(route: RouteDefinition, defs: SchemaDefs) {
  if (route.redirect) return undefined;
  if (route.rawResponse) {
    const { mediaType, example } = route.rawResponse;
    // Text (a CSV export) or a JSON document of its own (this document), not the envelope.
    const type = mediaType.startsWith("text/") ? "string" : "object";
    return { [mediaType]: { schema: { type }, example } };
  }
  const schema = toJsonSchema(successEnvelope(route.response), "output", defs);
  const data =
    metaOf(route.response).example ?? exampleOf(toJsonSchema(route.response, "output", defs), defs);
  return { "application/json": { schema, example: { success: true, data } } };
}

/** Its success answers; withResponseHeaders says when a creating route's 201 and 200 come. */
function successResponses(route: RouteDefinition, defs: SchemaDefs) {
  const content = successContent(route, defs);
  const description = route.redirect
    ? "Redirects the browser (Location header)."
    : (route.rawResponse?.description ?? metaOf(route.response).description ?? `${route.summary}.`);
  const statuses = route.redirect ? (route.statuses ?? [303]) : [200, ...(route.statuses ?? [])];
  return Object.fromEntries(
    statuses.map((status) => [String(status), { description, ...(content ? { content } : {}) }]),
  );
}

export function operationOf(route: RouteDefinition, defs: SchemaDefs) {
  const roles = rolesAllowed(route.permission);
  const who =
    roles === "everyone"
      ? "Anyone, signed in or not."
      : `Roles: ${roles.join(", ")}${route.allowUnverified ? " (email verification not needed)" : ""}.`;
  const requestBody = requestBodyOf(route, defs);
  return {
    tags: [route.tag],
    summary: route.summary,
    description: [
      route.deprecated
        ? `**Deprecated** since ${route.deprecated.since}; it may stop answering after ${route.deprecated.sunset}. ${route.deprecated.use}`
        : null,
      route.description,
      idempotencyNote(route),
      route.freshProof
        ? `Needs a fresh proof: a second factor given with this credential in the last ${FRESH_PROOF_MINUTES} minutes (see Second factor).`
        : null,
      who,
    ]
      .filter(Boolean)
      .join("\n\n"),
    operationId: `${route.method.toLowerCase()}${route.path.replace(/[^a-zA-Z0-9]+(.)?/g, (_, c?: string) => (c ? c.toUpperCase() : ""))}`,
    ...(route.deprecated ? { deprecated: true } : {}),
    ...(roles === "everyone" ? { security: [] } : {}),
    parameters: [
      ...parametersOf(route.params, "path", defs),
      ...parametersOf(route.query, "query", defs),
      ...parametersOf(route.headers, "header", defs),
      ...conditionalParameters(route),
    ],
    ...(requestBody ? { requestBody } : {}),
    responses: withResponseHeaders(route, {
      ...successResponses(route, defs),
      ...errorResponses(route),
    }),
  };
}
