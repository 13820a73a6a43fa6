// Conditional reads (RFC 9110 section 13): a route that declares `cache` in the registry answers
// with an ETag of its bytes, and a request whose If-None-Match names it gets 304 with no body, so
// a client polling the catalogue or the document downloads it only when it changed.
import { createHash } from "node:crypto";
import type { RouteDefinition } from "./registry/define";

/** The answers of a route that depend on who asks: caches keep one per credential. */
export const VARY_BY_CALLER = "Authorization, Cookie";

/** A strong validator of these exact bytes: the same answer has the same tag on every server. */
export function etagOf(body: string): string {
  return `"${createHash("sha256").update(body).digest("base64url").slice(0, 27)}"`;
}

/** Whether If-None-Match names this tag (weak comparison, as RFC 9110 asks for it), or is `*`. */
export function ifNoneMatchHits(header: string | null, etag: string): boolean {
  if (!header) return false;
  const opaque = (tag: string) => tag.trim().replace(/^W\//, "");
  return header.split(",").some((tag) => tag.trim() === "*" || opaque(tag) === opaque(etag));
}

/**
 * The Cache-Control of a route's success: public for a signed-out caller, whose answer is the
 * one everybody signed out gets; private and revalidated every time for a signed-in one.
 */
export function cacheControlOf(
  cache: NonNullable<RouteDefinition["cache"]>,
  signedIn: boolean,
): string {
  return signedIn
    ? "private, no-cache"
    : `public, max-age=${cache.maxAge}, stale-while-revalidate=${cache.staleWhileRevalidate}`;
}

/**
 * The answer with its ETag, or 304 with the same headers and no body when the request already
 * has these bytes. Only a 200 is tagged: an error is never cached.
 */
export async function conditionalAnswer(request: Request, response: Response): Promise<Response> {
  if (response.status !== 200) return response;
  const body = await response.text();
  const headers = new Headers(response.headers);
  const etag = etagOf(body);
  headers.set("etag", etag);
  headers.set("vary", VARY_BY_CALLER);
  if (ifNoneMatchHits(request.headers.get("if-none-match"), etag)) {
    for (const name of ["content-type", "content-length"]) headers.delete(name);
    return new Response(null, { status: 304, headers });
  }
  return new Response(body, { status: 200, headers });
}
