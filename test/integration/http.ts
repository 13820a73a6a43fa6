// Calls route handlers the way Next.js does (a Request, params as a promise) and keeps cookies
// like a browser, so integration tests exercise the real HTTP contract against PostgreSQL. Every
// answer of a registered route is checked against the registry's schemas: the success envelope
// with the route's declared `data` and nothing more, or the error envelope; and its headers
// against the entry's declarations: RateLimit-* only where `rateLimit` is declared, Location on
// every 201 of a `created` route, ETag and 304 only where `cache` is.
import { isDeepStrictEqual } from "node:util";
import type { RouteDefinition } from "@/lib/api/registry/define";
import { errorEnvelopeSchema, successEnvelope } from "@/lib/schemas/common";

type Handler = ((
  request: Request,
  context: { params: Promise<Record<string, string>> },
) => Promise<Response>) & { route?: RouteDefinition };

/** Throws (failing the test) when an answer is not what the route's registry entry declares. */
function assertDeclaredShape(route: RouteDefinition, status: number, body: unknown): void {
  if (route.redirect || route.rawResponse) return;
  const schema = status < 400 ? successEnvelope(route.response) : errorEnvelopeSchema;
  const parsed = schema.safeParse(body);
  if (!parsed.success) {
    throw new Error(
      `${route.method} ${route.path} answered ${status} with a body its registry entry does not declare:\n` +
        parsed.error.issues
          .map((issue) => `  ${issue.path.join(".") || "(body)"}: ${issue.message}`)
          .join("\n"),
    );
  }
  // Reading drops fields the schema does not name: an answer that changes by it carried some.
  if (!isDeepStrictEqual(parsed.data, body)) {
    throw new Error(
      `${route.method} ${route.path} answered ${status} with fields its registry entry does not declare:\n` +
        JSON.stringify(body),
    );
  }
}

/** Throws (failing the test) when an answer carries a header its registry entry does not declare. */
function assertDeclaredHeaders(route: RouteDefinition, status: number, headers: Headers): void {
  const where = `${route.method} ${route.path} answered ${status}`;
  if (headers.has("ratelimit-limit") && !route.rateLimit) {
    throw new Error(
      `${where} with RateLimit-* headers, but its registry entry declares no rateLimit`,
    );
  }
  if (status === 201 && !(route.created && headers.get("location")?.startsWith("/"))) {
    throw new Error(`${where} without a declared Location (registry entry's \`created\`)`);
  }
  if ((headers.has("etag") || status === 304) && !route.cache) {
    throw new Error(`${where} with an ETag, but its registry entry declares no cache`);
  }
  if (headers.has("deprecation") !== Boolean(route.deprecated)) {
    throw new Error(
      `${where} ${route.deprecated ? "without" : "with"} a Deprecation header, but its registry entry ${route.deprecated ? "is" : "is not"} deprecated`,
    );
  }
}

export interface CallOptions {
  method?: string;
  body?: unknown;
  /** Raw body text (for malformed JSON tests). */
  rawBody?: string;
  headers?: Record<string, string>;
  bearer?: string;
  params?: Record<string, string>;
  /** Client address for rate limits (X-Forwarded-For). */
  ip?: string;
}

export interface CallResult<T = unknown> {
  status: number;
  body: {
    success: boolean;
    data?: T;
    message?: string;
    error?: { code: string; message: string; details?: Record<string, unknown> };
  };
  headers: Headers;
  setCookies: string[];
}

export const ORIGIN = "http://127.0.0.1:3000";

/** A browser: remembers cookies the server sets and sends them back, with a same-site Origin. */
export class Browser {
  readonly cookies = new Map<string, string>();

  cookieHeader(): string {
    return [...this.cookies].map(([name, value]) => `${name}=${value}`).join("; ");
  }

  async call<T = unknown>(
    handler: Handler,
    path: string,
    options: CallOptions = {},
  ): Promise<CallResult<T>> {
    const result = await call<T>(handler, path, {
      ...options,
      headers: {
        origin: ORIGIN,
        ...(this.cookies.size ? { cookie: this.cookieHeader() } : {}),
        ...options.headers,
      },
    });
    for (const cookie of result.setCookies) {
      const [pair, ...attributes] = cookie.split(";");
      const [name, ...value] = (pair ?? "").split("=");
      if (!name) continue;
      const cleared = attributes.some(
        (attribute) => attribute.trim().toLowerCase() === "max-age=0",
      );
      if (cleared) this.cookies.delete(name.trim());
      else this.cookies.set(name.trim(), value.join("="));
    }
    return result;
  }
}

export async function call<T = unknown>(
  handler: Handler,
  path: string,
  options: CallOptions = {},
): Promise<CallResult<T>> {
  const method =
    options.method ??
    (options.body === undefined && options.rawBody === undefined ? "GET" : "POST");
  const headers = new Headers({ host: new URL(ORIGIN).host, ...options.headers });
  const hasBody = options.body !== undefined || options.rawBody !== undefined;
  if (hasBody && !headers.has("content-type")) headers.set("content-type", "application/json");
  if (options.bearer) headers.set("authorization", `Bearer ${options.bearer}`);
  headers.set("x-forwarded-for", options.ip ?? "203.0.113.1");
  const request = new Request(new URL(path, ORIGIN), {
    method,
    headers,
    body:
      options.rawBody ?? (options.body === undefined ? undefined : JSON.stringify(options.body)),
  });
  const response = await handler(request, { params: Promise.resolve(options.params ?? {}) });
  const text = await response.text();
  const body = text ? (JSON.parse(text) as CallResult<T>["body"]) : { success: response.ok };
  if (handler.route) {
    // A 304 has no body: it is the answer the caller already has.
    if (response.status !== 304) assertDeclaredShape(handler.route, response.status, body);
    assertDeclaredHeaders(handler.route, response.status, response.headers);
  }
  return {
    status: response.status,
    body,
    headers: response.headers,
    setCookies: response.headers.getSetCookie(),
  };
}

/** A distinct client address per test, so rate limits of one test do not touch another. */
let nextAddress = 1;
export function freshIp(): string {
  nextAddress += 1;
  return `198.51.${Math.floor(nextAddress / 250)}.${nextAddress % 250}`;
}
