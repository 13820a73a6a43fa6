// The response headers of the OpenAPI document, per route and status, from the same registry
// fields apiRoute writes them from (lib/api/route.ts): RateLimit-* where limits are counted,
// Retry-After on 429 and 503, Location on 201 and redirects, Idempotent-Replayed on a replayable
// 201, ETag and Cache-Control (and the 304) on cached reads, Deprecation, Sunset and Link on a
// deprecated route's, X-Request-Id and CORS on all. Those sent on every answer that lists them
// are `required` (a client may rely on them; lib/api/generated-client.int.test.ts checks).
import type { RouteDefinition } from "./registry/define";
import { CORS_ALLOWED_HEADERS, CORS_EXPOSED_HEADERS } from "./cors";

type Header = { description: string; schema: Record<string, unknown>; required?: true };
type Response = { description: string; headers?: Record<string, unknown>; [key: string]: unknown };

const seconds = { type: "integer", minimum: 0 };

/** `components.headers`: each header described once, referenced from every response. */
export const RESPONSE_HEADERS = {
  "X-Request-Id": {
    description:
      "The request's id (yours, when the request sent one): quote it when reporting a problem.",
    schema: { type: "string" },
    required: true,
  },
  "Access-Control-Allow-Origin": {
    description: "`*`: a page of any origin may read the answer of a Bearer-token request.",
    schema: { type: "string", const: "*" },
    required: true,
  },
  "RateLimit-Limit": {
    description: "Requests allowed in the window of the limit closest to refusing this caller.",
    schema: { type: "integer", minimum: 1 },
    required: true,
  },
  "RateLimit-Remaining": {
    description: "Requests left in that window; at 0 the next one is refused with 429.",
    schema: seconds,
    required: true,
  },
  "RateLimit-Reset": {
    description: "Seconds until that window ends and the allowance is whole again.",
    schema: seconds,
    required: true,
  },
  "RateLimit-Policy": {
    description: "That limit's policy: `<requests>;w=<window seconds>`, e.g. `5;w=900`.",
    schema: { type: "string", pattern: "^\\d+;w=\\d+$" },
    required: true,
  },
  "Retry-After": {
    description: "Seconds to wait before asking again.",
    schema: { type: "integer", minimum: 1 },
  },
  Location: {
    description:
      "Where the created resource is: a path of this server (resolve it against the URL you called).",
    schema: { type: "string" },
    required: true,
  },
  "Idempotent-Replayed": {
    description:
      "`true` when this is the answer of an earlier request with the same Idempotency-Key, sent again: nothing was done twice.",
    schema: { type: "string", enum: ["true"] },
  },
  ETag: {
    description:
      "A tag of this answer's bytes. Send it back in `If-None-Match`: while the answer is the same it is a 304 with no body.",
    schema: { type: "string" },
  },
  "Cache-Control": {
    description:
      "Signed out: `public, max-age=<seconds>, stale-while-revalidate=<seconds>` (the same answer for everyone). Signed in: `private, no-cache` (revalidate with the ETag).",
    schema: { type: "string" },
  },
  Vary: {
    description: "`Authorization, Cookie`: a signed-in caller's answer is their own.",
    schema: { type: "string" },
  },
  Deprecation: {
    description:
      "The route is deprecated: `@<Unix seconds>` of when that was announced (RFC 9745).",
    schema: { type: "string", pattern: "^@\\d+$" },
    required: true,
  },
  Sunset: {
    description: "When the deprecated route may stop answering, an HTTP date (RFC 8594).",
    schema: { type: "string" },
    required: true,
  },
  Link: {
    description: 'The route to use instead: `<path>; rel="successor-version"`.',
    schema: { type: "string" },
    required: true,
  },
} satisfies Record<string, Header>;

type HeaderName = keyof typeof RESPONSE_HEADERS;

const refs = (names: readonly HeaderName[]) =>
  Object.fromEntries(names.map((name) => [name, { $ref: `#/components/headers/${name}` }]));

const RATE_LIMIT: readonly HeaderName[] = [
  "RateLimit-Limit",
  "RateLimit-Remaining",
  "RateLimit-Reset",
  "RateLimit-Policy",
];
const CACHED: readonly HeaderName[] = ["ETag", "Cache-Control", "Vary"];

/** The headers of one of the route's answers. */
function headersOf(route: RouteDefinition, status: number): HeaderName[] {
  const names: HeaderName[] = ["X-Request-Id", "Access-Control-Allow-Origin"];
  if (route.rateLimit) names.push(...RATE_LIMIT);
  if (status === 429 || status === 503) names.push("Retry-After");
  if ((status === 201 && route.created) || (status === 303 && route.redirect)) {
    names.push("Location");
  }
  if (status === 201 && route.idempotency === "key") names.push("Idempotent-Replayed");
  if ((status === 200 || status === 304) && route.cache) names.push(...CACHED);
  if (route.deprecated) names.push("Deprecation", "Sunset", "Link");
  return names;
}

/** If-None-Match, on a cached read. */
export function conditionalParameters(route: RouteDefinition) {
  if (!route.cache) return [];
  return [
    {
      name: "If-None-Match",
      in: "header",
      required: false,
      description: "The ETag of an answer you have: 304 with no body while it is still the answer.",
      schema: { type: "string" },
      example: '"3f2a9c1e7b"',
    },
  ];
}

/**
 * The route's responses with their headers, the 304 of a cached read, and when a creating
 * route's 201 and 200 come (a 200 it never answers is left out).
 */
export function withResponseHeaders(
  route: RouteDefinition,
  responses: Record<string, Response>,
): Record<string, Response> {
  const described: Record<string, Response> = {};
  for (const [status, response] of Object.entries(responses)) {
    if (status === "200" && route.created && !route.created.updated) continue;
    const when =
      status === "201" ? route.created?.created : status === "200" ? route.created?.updated : null;
    described[status] = {
      ...response,
      ...(when ? { description: when } : {}),
      headers: refs(headersOf(route, Number(status))),
    };
  }
  if (route.cache) {
    described["304"] = {
      description: "Not modified: the answer is still the one whose ETag you sent. No body.",
      headers: refs(headersOf(route, 304)),
    };
  }
  return described;
}

/** Why the API answers browsers of other origins as it does, for the document's description. */
export const HTTP_CONVENTIONS = `**Other origins (CORS).** Requests with a Bearer token are welcome from a page of any origin: preflights (\`OPTIONS\`) answer 204 with \`Access-Control-Allow-Origin: *\`, every method of the path and the request headers ${CORS_ALLOWED_HEADERS.join(", ")}; answers carry \`Access-Control-Allow-Origin: *\` and expose ${CORS_EXPOSED_HEADERS.join(", ")}. The session cookie never works across origins: no answer allows credentials, so a browser neither sends the cookie with another site's request nor shows that site the answer, and a cookie request that changes anything must come from this site (Origin check). Why: a token is the whole credential, sent on purpose by code that holds it, so the page it runs on adds nothing to check; a cookie is sent by the browser on its own, so only this site's pages may use it.

**Rate limits.** Routes that count limits (sign-in, sign-up, password and verification mails, uploads, coin orders) answer \`RateLimit-Limit\`, \`RateLimit-Remaining\` and \`RateLimit-Reset\` (seconds) of the limit closest to refusing you, and its \`RateLimit-Policy\` (\`5;w=900\`: 5 requests in 900 seconds), on successes and errors alike; a 429 adds \`Retry-After\`.

**Caching.** The catalogue, a service, an organization's public page and this document carry an \`ETag\`: send it back in \`If-None-Match\` and an unchanged answer is a 304 with no body. Signed out, they are \`public\` for a short \`max-age\`; signed in, \`private, no-cache\`. Everything else is \`no-store\`.

**Created.** A 201 carries \`Location\`, the path of what it created; each creating operation says when it answers 201 and when 200.`;
