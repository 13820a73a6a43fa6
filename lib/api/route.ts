// The one route-handler wrapper: parse (zod) -> call one lib/server function -> respond.
// Every /api/v1 handler is `export const POST = apiRoute({ auth, body }, async (ctx) => ...)`,
// where `auth` is "public", "signed-in" or the roles allowed.
import { randomUUID } from "node:crypto";
import type { z } from "zod";
import type { Caller } from "@/lib/server/auth/caller";
import { authorize, type AuthOptions, type RouteAuth } from "./authorize";
import type { ApiSuccess } from "./envelope";
import { AppError } from "./errors";
import { refuseNul } from "./nul";
import { readBodyText } from "./read-body";
import { toResponse } from "./to-response";

/** Request bodies above this size are refused: reading stops there, chunked or not. */
export const MAX_BODY_BYTES = 100_000;

export class Reply<T> {
  constructor(
    readonly data: T,
    readonly init: { status?: number; message?: string; headers?: HeadersInit } = {},
  ) {}
}

/** A success with a status other than 200, a message, or headers. */
export function reply<T>(data: T, init?: Reply<T>["init"]): Reply<T> {
  return new Reply(data, init);
}

type Schema = z.ZodType;
type Parsed<S> = S extends Schema ? z.output<S> : undefined;

export interface RouteSpec<
  A extends RouteAuth,
  B extends Schema | undefined,
  Q extends Schema | undefined,
  P extends Schema | undefined,
> extends AuthOptions {
  auth: A;
  body?: B;
  query?: Q;
  params?: P;
}

export interface RouteContext<A extends RouteAuth, B, Q, P> {
  request: Request;
  /** The signed-in caller; null only on public routes called without a valid credential. */
  caller: A extends "public" ? Caller | null : Caller;
  body: B;
  query: Q;
  params: P;
  requestId: string;
}

type NextRouteContext = { params: Promise<Record<string, string | string[] | undefined>> };

async function readJsonBody(request: Request): Promise<unknown> {
  const text = await readBodyText(request, MAX_BODY_BYTES);
  if (text.trim() === "") return {};
  const type = request.headers.get("content-type") ?? "";
  if (type && !type.includes("application/json")) {
    throw new AppError("unsupported_media_type", "Send the request body as application/json.");
  }
  let parsed: unknown;
  try {
    parsed = JSON.parse(text) as unknown;
  } catch {
    throw new AppError("invalid_json", "The request body is not valid JSON.");
  }
  refuseNul(parsed);
  return parsed;
}

function parseWith<S extends Schema | undefined>(schema: S, input: unknown): Parsed<S> {
  return (schema ? schema.parse(input) : undefined) as Parsed<S>;
}

export function apiRoute<
  A extends RouteAuth,
  B extends Schema | undefined = undefined,
  Q extends Schema | undefined = undefined,
  P extends Schema | undefined = undefined,
>(
  spec: RouteSpec<A, B, Q, P>,
  handler: (context: RouteContext<A, Parsed<B>, Parsed<Q>, Parsed<P>>) => Promise<unknown>,
) {
  return async (request: Request, context?: NextRouteContext): Promise<Response> => {
    const requestId = request.headers.get("x-request-id") ?? randomUUID();
    try {
      // Authorize first: nothing about the input is revealed to a caller who may not call.
      const caller = (await authorize(request, spec)) as RouteContext<
        A,
        unknown,
        unknown,
        unknown
      >["caller"];
      const url = new URL(request.url);
      // Optional spec fields widen to `X | undefined`; the schema given is the route's type.
      const rawParams = (await context?.params) ?? {};
      const rawQuery = Object.fromEntries(url.searchParams);
      // Checked whether or not the route declares a schema: no route passes a NUL to SQL.
      refuseNul([rawParams, rawQuery]);
      const params = parseWith(spec.params as P, rawParams);
      const query = parseWith(spec.query as Q, rawQuery);
      const body = spec.body
        ? parseWith(spec.body as B, await readJsonBody(request))
        : (undefined as Parsed<B>);
      const result = await handler({ request, caller, body, query, params, requestId });
      if (result instanceof Response) return result;
      const { data, init } = result instanceof Reply ? result : new Reply(result);
      const payload: ApiSuccess<unknown> = {
        success: true,
        data: data ?? null,
        ...(init.message ? { message: init.message } : {}),
      };
      const headers = new Headers(init.headers);
      headers.set("x-request-id", requestId);
      if (!headers.has("cache-control")) headers.set("cache-control", "no-store");
      return Response.json(payload, { status: init.status ?? 200, headers });
    } catch (error) {
      return toResponse(error, requestId);
    }
  };
}
