// The one route-handler wrapper: authorize -> parse (zod) -> call one lib/server function ->
// respond. Every /api/v1 handler is `export const POST = apiRoute(catalogRoutes.book, handler)`:
// the route's registry entry (lib/api/registry) says who may call it and what it takes.
import type { z } from "zod";
import type { RegionInfo } from "@/lib/money/region";
import type { Caller } from "@/lib/server/auth/caller";
import { refuseWhenDatabaseQueueFull } from "@/lib/server/db/admission";
import { requestContext, type RequestContext } from "@/lib/server/http/request-context";
import { abandonedAnswer, clientAborted } from "@/lib/server/http/client-abort";
import { requestIdFrom } from "@/lib/server/http/request-id";
import { runInRequestScope, type RequestScope } from "@/lib/server/http/request-scope";
import { runReadOnly } from "@/lib/server/ledger/read-only";
import { observeRequest } from "@/lib/server/observability/observe-request";
import { detectRegion } from "@/lib/server/payments/region";
import { PERMISSIONS, type Permission } from "@/lib/auth/permissions";
import { withAnswerHeaders } from "./answer-headers";
import { deprecationHeaders } from "./deprecation";
import { authorize } from "./authorize";
import { cacheControlOf, conditionalAnswer } from "./conditional";
import { jsonResponse } from "./json-response";
import type { ApiSuccess } from "./envelope";
import { AppError } from "@/lib/errors/app-error";
import { readJsonBody } from "./json-body";
import { queryEncodingError } from "./percent-decoding";
import type { RouteDefinition, Schema } from "./registry/define";
import { declaredData } from "./response-data";
import { inRouteSpan, noteRequestId } from "./route-span";
import { refuseBadText } from "@/lib/validations/text-input";
import { toResponse } from "./to-response";
import { noteUncountedLimit } from "./uncounted-limit";

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

/**
 * What a handler may return: its route's response data (as the schema takes it in, so a Date
 * where the answer carries an ISO string), that data with a status or headers, or a ready-made
 * Response (a redirect, a file).
 */
export type HandlerResult<R extends Schema> = z.input<R> | Reply<z.input<R>> | Response;

type Parsed<S> = S extends Schema ? z.output<S> : undefined;

/** The caller a handler gets: possibly nobody on public routes, always someone elsewhere. */
type CallerOf<Perm extends Permission> = (typeof PERMISSIONS)[Perm] extends "public"
  ? Caller | null
  : Caller;

export interface RouteContext<Perm extends Permission, B, Q, P, H> {
  request: Request;
  /** Who is asking, and from where (lib/server/http/request-context.ts). */
  client: RequestContext;
  /** The payer's region (currency, country), looked up once on first use. */
  region: () => Promise<RegionInfo>;
  /** The signed-in caller; null only on public routes called without a valid credential. */
  caller: CallerOf<Perm>;
  body: B;
  query: Q;
  params: P;
  headers: H;
  requestId: string;
}

type NextRouteContext = { params: Promise<Record<string, string | string[] | undefined>> };

/** A route handler as Next.js calls it, carrying the registry entry it was made from. */
export type RegisteredHandler = ((
  request: Request,
  context?: NextRouteContext,
) => Promise<Response>) & { readonly route: RouteDefinition };

function parseWith<S extends Schema | undefined>(schema: S, input: unknown): Parsed<S> {
  return (schema ? schema.parse(input) : undefined) as Parsed<S>;
}

/** The declared headers, by their lower-case names; a malformed one is a 400 with its message. */
function parseHeaders<S extends Schema | undefined>(schema: S, request: Request): Parsed<S> {
  if (!schema) return undefined as Parsed<S>;
  const raw = Object.fromEntries(request.headers);
  const parsed = schema.safeParse(raw);
  if (!parsed.success) {
    throw AppError.badRequest(parsed.error.issues[0]?.message ?? "A request header is invalid.");
  }
  return parsed.data as Parsed<S>;
}

export function apiRoute<
  Perm extends Permission,
  B extends Schema | undefined,
  Q extends Schema | undefined,
  P extends Schema | undefined,
  H extends Schema | undefined,
  R extends Schema,
>(
  route: RouteDefinition<Perm, B, Q, P, H, R>,
  handler: (
    context: RouteContext<Perm, Parsed<B>, Parsed<Q>, Parsed<P>, Parsed<H>>,
  ) => Promise<HandlerResult<R>> | HandlerResult<R>,
): RegisteredHandler {
  const options = {
    auth: PERMISSIONS[route.permission],
    allowUnverified: route.allowUnverified,
    secondStep: route.secondStep,
    freshProof: route.freshProof,
  };
  const routeHeaders = deprecationHeaders(route.deprecated);
  const handle = async (request: Request, context?: NextRouteContext): Promise<Response> => {
    const requestId = requestIdFrom(request.headers);
    noteRequestId(requestId);
    // Set once authorization has run; the domain notes the rate limits it counts into it.
    let scope: RequestScope | undefined;
    const startedAt = performance.now();
    let answer: Response | undefined;
    try {
      // Before anything reads the database (authorizing does): a flood is refused, not queued.
      refuseWhenDatabaseQueueFull();
      // Authorize first: nothing about the input is revealed to a caller who may not call.
      const caller = (await authorize(request, options)) as CallerOf<Perm>;
      // The scope (and with it the request's log line) knows the caller from here on, so an
      // answer refusing the input below names who sent it.
      const client = requestContext(request);
      scope = {
        requestId,
        address: client.address,
        actorId: caller?.user.id ?? null,
        actorRole: caller?.user.role ?? null,
      };
      const url = new URL(request.url);
      const rawParams = (await context?.params) ?? {};
      const rawQuery = Object.fromEntries(url.searchParams);
      // Checked whether or not the route declares a schema: no route passes a NUL to SQL, or text
      // that is not text (a lone surrogate; bytes that are not UTF-8, which would read as U+FFFD).
      // Behind the app server's edge the raw query was checked already (lib/api/gate.ts): Next
      // hands routes a query it has re-encoded.
      const badQuery = queryEncodingError(url.search);
      if (badQuery) throw badQuery;
      refuseBadText(rawParams);
      refuseBadText(rawQuery);
      // Optional definition fields widen to `X | undefined`; the schema given is the route's type.
      const params = parseWith(route.params as P, rawParams);
      const query = parseWith(route.query as Q, rawQuery);
      const headers = parseHeaders(route.headers as H, request);
      const body = route.body
        ? parseWith(route.body as B, await readJsonBody(request, MAX_BODY_BYTES))
        : (undefined as Parsed<B>);
      let regionLookup: Promise<RegionInfo> | undefined;
      const region = () => (regionLookup ??= detectRegion(request.headers));
      const run = () =>
        handler({ request, client, region, caller, body, query, params, headers, requestId });
      // A GET (and the HEAD Next.js answers with it) is a read: the ledger refuses to move coins
      // in it (lib/server/ledger/read-only.ts).
      const result = await runInRequestScope(scope, () =>
        route.method === "GET" ? runReadOnly(`${route.method} ${route.path}`, run) : run(),
      );
      // A cached read's answer is public only when nobody signed in asked for it.
      const cacheControl = route.cache ? cacheControlOf(route.cache, caller !== null) : null;
      let response: Response;
      if (result instanceof Response) {
        response = result;
        if (cacheControl) response.headers.set("cache-control", cacheControl);
      } else {
        const { data, init } = result instanceof Reply ? result : new Reply(result);
        const declared = declaredData(route, data ?? null, requestId);
        const payload: ApiSuccess<unknown> = {
          success: true,
          data: declared,
          ...(init.message ? { message: init.message } : {}),
        };
        const status = init.status ?? 200;
        const responseHeaders = new Headers(init.headers);
        responseHeaders.set("x-request-id", requestId);
        responseHeaders.set(
          "cache-control",
          cacheControl ?? responseHeaders.get("cache-control") ?? "no-store",
        );
        if (status === 201 && route.created) {
          responseHeaders.set("location", route.created.location(declared, params));
        }
        response = jsonResponse(payload, { status, headers: responseHeaders });
      }
      await noteUncountedLimit(route, scope);
      return (answer = withAnswerHeaders(
        route.cache ? await conditionalAnswer(request, response) : response,
        scope,
        { ...routeHeaders, "x-request-id": requestId },
      ));
    } catch (error) {
      // A client that hung up is no server failure, the database's least of all.
      if (clientAborted(request, error)) return (answer = abandonedAnswer(requestId));
      // Refused before authorization ended: a scope of its own for the limit it did not count.
      const limitScope = scope ?? {
        requestId,
        address: requestContext(request).address,
        actorId: null,
        actorRole: null,
      };
      await noteUncountedLimit(route, limitScope);
      return (answer = withAnswerHeaders(
        toResponse(error, { requestId, route: route.path }),
        limitScope,
        { ...routeHeaders, "x-request-id": requestId },
      ));
    } finally {
      observeRequest({ route: route.path, request, requestId, scope, answer, startedAt });
    }
  };
  const routeHandler = (request: Request, context?: NextRouteContext) =>
    inRouteSpan(route, request, () => handle(request, context));
  return Object.assign(routeHandler, { route: route as RouteDefinition });
}
