// One entry of the API's route registry: everything a caller may rely on about a route, declared
// once. The handler wrapper (lib/api/route.ts) authorizes and parses with it and sends only what
// its response schema declares, the OpenAPI document (lib/api/openapi.ts) is generated from it,
// and the app server's edge answers the methods a path does not take (lib/api/gate.ts).
import type { z } from "zod";
import type { Permission } from "@/lib/auth/permissions";
import type { ErrorCode } from "@/lib/errors/app-error";
import type { Idempotency } from "./idempotency";
import type { ApiTag } from "./tags";

export type HttpMethod = "GET" | "POST" | "PUT" | "PATCH" | "DELETE";

/** A route on its way out, by the change policy: served for six months after it is announced. */
export interface Deprecation {
  /** Which route to use instead, and why it is the same, in the document's words. */
  use: string;
  /** The route to use instead, sent as the successor Link. */
  successor: `/${string}`;
  /** When it was announced, and when it may stop answering (UTC days, YYYY-MM-DD). */
  since: string;
  sunset: string;
}
export type Schema = z.ZodType;

export interface RouteDefinition<
  Perm extends Permission = Permission,
  B extends Schema | undefined = Schema | undefined,
  Q extends Schema | undefined = Schema | undefined,
  P extends Schema | undefined = Schema | undefined,
  H extends Schema | undefined = Schema | undefined,
  R extends Schema = Schema,
> {
  method: HttpMethod;
  /** The public path, with `{name}` for each path parameter: `/api/v1/services/{id}/book`. */
  path: `/${string}`;
  /** Left out of the API reference (the development mailbox). */
  hidden?: boolean;
  /** The OpenAPI group (./tags.ts describes each). */
  tag: ApiTag;
  summary: string;
  description?: string;
  /** Who may call it (lib/auth/permissions.ts). */
  permission: Perm;
  /** Routes an account may use before verifying its email (profile, resend, logout...). */
  allowUnverified?: boolean;
  /**
   * Open before the second factor (lib/api/authorize.ts): "pending" to a sign-in whose second
   * step is not done, "enrolment" to an admin who has not set one up. Others refuse both.
   */
  secondStep?: "pending" | "enrolment";
  /**
   * Moves money or power: the caller needs a second factor given in the last 10 minutes (403
   * second_factor_required without one, fresh_proof_required when it is older).
   */
  freshProof?: boolean;
  params?: P;
  query?: Q;
  /** A JSON request body. */
  body?: B;
  /** The body as documented, when `body` does more than its shape shows (refusals first). */
  documentedBody?: Schema;
  /** Request headers the route reads, lower-case names. A bad header is a 400. */
  headers?: H;
  /** The `data` of the success envelope. */
  response: R;
  /** Success statuses other than 200 it may answer: 201 created, 303 a redirect. */
  statuses?: readonly number[];
  /**
   * The route is going away: the document lists it as deprecated, naming the one to use, and
   * every answer says so (Deprecation, Sunset and a successor Link: lib/api/deprecation.ts).
   */
  deprecated?: Deprecation;
  /**
   * Declared by every route that creates an order or moves coins: "key" when it honours an
   * Idempotency-Key (its headers declare it), else why it needs none (idempotency.ts).
   */
  idempotency?: Idempotency;
  /** Error codes worth knowing beyond the ones every route may answer. */
  errors?: readonly ErrorCode[];
  /**
   * The body is read as raw bytes (a signed webhook, an upload), of this media type, not parsed
   * here; `schema` documents its shape.
   */
  rawBody?: { mediaType: string; maxBytes: number; schema: Schema };
  /** Answers a redirect for a browser instead of JSON. */
  redirect?: boolean;
  /** Answers this document itself, not the envelope (the OpenAPI document, a CSV export). */
  rawResponse?: { mediaType: string; description: string; example: unknown };
  /**
   * Counts rate limits (lib/server/rate-limit): what it counts, in words. Its answers, errors
   * included, carry RateLimit-Limit, -Remaining and -Reset of the limit closest to refusing.
   */
  rateLimit?: string;
  /**
   * Creates something: when it answers 201 and when 200 (`statuses` lists 201), and the API path
   * of what a 201 created, sent as its Location.
   */
  created?: Created<R, P>;
  /**
   * A read whose answers carry an ETag and answer If-None-Match with 304. Signed out, the answer
   * is the same for everyone and may be cached (`public`) for `maxAge` seconds, then served
   * stale for `staleWhileRevalidate` more while it is fetched again; signed in, `private,
   * no-cache`.
   */
  cache?: { maxAge: number; staleWhileRevalidate: number };
}

interface Created<R extends Schema = Schema, P extends Schema | undefined = undefined> {
  /** When a 201 comes, in the document's words. */
  created: string;
  /** When a 200 comes instead (what exists was updated); left out when one never does. */
  updated?: string;
  /** The created resource's path (never built from request headers). */
  location(data: z.output<R>, params: P extends Schema ? z.output<P> : undefined): string;
}

/** Declares a route, keeping the schemas' own types for the handler. */
export function defineRoute<
  Perm extends Permission,
  B extends Schema | undefined = undefined,
  Q extends Schema | undefined = undefined,
  P extends Schema | undefined = undefined,
  H extends Schema | undefined = undefined,
  R extends Schema = Schema,
>(definition: RouteDefinition<Perm, B, Q, P, H, R>): RouteDefinition<Perm, B, Q, P, H, R> {
  return definition;
}

/** `/api/v1/services/{id}` for the route file `app/api/v1/services/[id]/route.ts`. */
export function pathOfRouteFile(file: string): string {
  const folder = file.replace(/^app/, "").replace(/\/route\.ts$/, "");
  return folder.replace(/\[([^\]./]+)\]/g, "{$1}");
}
