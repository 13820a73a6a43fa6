// What the browser knows of one /api/v1 route: its method and path template as plain data, and,
// as types only, what it takes and answers, read from its registry entry. The entries hold zod
// schemas; only their types come here (`import type`), so the schemas stay out of the bundle.
import type { z } from "zod";
import type { HttpMethod, RouteDefinition } from "./registry/define";

/** A route as the client calls it. `Route` is its registry entry's type, never a value. */
export interface Endpoint<Route extends RouteDefinition = RouteDefinition> {
  readonly method: HttpMethod;
  /** The path template: `/api/v1/services/{id}/book`. */
  readonly path: `/${string}`;
  /** Carries the entry's type to the call sites; never set. */
  readonly route?: Route;
}

type RouteOf<E> = E extends Endpoint<infer Route> ? Route : never;

/** The schema a route declares under `key`, or undefined when it declares none. */
type SchemaAt<E, K extends "params" | "query" | "body" | "headers"> = Exclude<
  RouteOf<E>[K],
  undefined
>;

/** A query value as a URL carries it: coerced schemas take `unknown`, a URL takes these. */
type QueryValue = string | number | boolean | null | undefined;
type QueryInput<T> = {
  [K in keyof T]: unknown extends T[K] ? QueryValue | readonly QueryValue[] : T[K];
};

type ParamsOf<E> = z.input<SchemaAt<E, "params">>;
type QueryOf<E> = QueryInput<z.input<SchemaAt<E, "query">>>;
export type BodyOf<E> = z.input<SchemaAt<E, "body">>;
type HeadersOf<E> = z.input<SchemaAt<E, "headers">>;
/** What a route answers in its envelope's `data`. */
export type ResultOf<E> = z.output<RouteOf<E>["response"]>;

/** A part of a call: required when the route declares it with a required field, else optional. */
type Part<K extends string, S, V> = [S] extends [never]
  ? { [P in K]?: never }
  : object extends V
    ? { [P in K]?: V }
    : { [P in K]: V };

/** Where a route's path and query come from: `{ params: { id } , query: { limit: 20 } }`. */
export type UrlParts<E> = Part<"params", SchemaAt<E, "params">, ParamsOf<E>> &
  Part<"query", SchemaAt<E, "query">, QueryOf<E>>;

/** Everything a call sends: the URL's parts, the JSON body and the request headers. */
export type CallParts<E> = UrlParts<E> &
  Part<"body", SchemaAt<E, "body">, BodyOf<E>> &
  Part<"headers", SchemaAt<E, "headers">, HeadersOf<E>> & { signal?: AbortSignal };

/** The parts of an endpoint with no required part may be left out altogether. */
export type OptionalIfEmpty<T> = object extends T ? [parts?: T] : [parts: T];

/**
 * The URL of a call: each path parameter encoded into its `{name}`, then the query, leaving out
 * what is undefined (an array repeats its key). Also the SWR key of a GET and a link's href.
 */
export function endpointUrl<E extends Endpoint>(
  endpoint: E,
  ...[parts]: OptionalIfEmpty<UrlParts<E>>
): string {
  const params: Record<string, unknown> = parts?.params ?? {};
  const path = endpoint.path.replace(/\{([^}]+)\}/g, (_, name: string) => {
    const value = params[name];
    if (value === undefined || value === null) {
      throw new Error(`${endpoint.method} ${endpoint.path}: no value for {${name}}`);
    }
    return encodeURIComponent(String(value));
  });
  const query = queryString(parts?.query ?? {});
  return query ? `${path}?${query}` : path;
}

/** `a=1&b=x&b=y` of an object, in its own key order, without undefined or null values. */
export function queryString(query: object): string {
  const search = new URLSearchParams();
  for (const [key, value] of Object.entries(query)) {
    const values: unknown[] = Array.isArray(value) ? value : [value];
    for (const one of values) {
      if (one !== undefined && one !== null) search.append(key, String(one));
    }
  }
  return search.toString();
}
