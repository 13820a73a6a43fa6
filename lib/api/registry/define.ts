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
  /**
   * Its success statuses and when each comes, when not just 200: 201 for what it made, 200 for
   * a replay of an Idempotency-Key, 303 a redirect.
   */
  successes?: Readonly<Record<number, string>>;
  /** The document lists the route as deprecated, naming the one to use instead. */
  deprecated?: string;
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
