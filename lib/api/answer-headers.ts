// Headers every answer of apiRoute carries whatever it is (a success, an error, a file): the
// CORS headers of the API's policy (lib/api/cors.ts), and the RateLimit-* headers of the limits
// the request counted, so a client can pace itself before it is refused (429 adds Retry-After).
import { tightestLimit, type RequestScope } from "@/lib/server/http/request-scope";
import { CORS_RESPONSE_HEADERS } from "./cors";

/**
 * RateLimit-Limit, -Remaining and -Reset (seconds) of the limit closest to refusing, and its
 * policy: `<limit>;w=<window seconds>` (the IETF RateLimit header fields draft).
 */
function rateLimitHeaders(scope: RequestScope | undefined): Record<string, string> {
  const tightest = scope ? tightestLimit(scope) : null;
  if (!tightest) return {};
  return {
    "ratelimit-limit": String(tightest.limit),
    "ratelimit-remaining": String(tightest.remaining),
    "ratelimit-reset": String(tightest.resetSeconds),
    "ratelimit-policy": `${tightest.limit};w=${tightest.windowSeconds}`,
  };
}

/**
 * The answer with those headers added, and the route's own (a deprecated route's Deprecation,
 * Sunset and Link). Set on the answer itself when its headers may change (every answer apiRoute
 * builds); a copy only when they may not (a redirect's): copying a Response builds another body
 * stream and header list on every request.
 */
export function withAnswerHeaders(
  response: Response,
  scope: RequestScope | undefined,
  routeHeaders: Record<string, string> = {},
): Response {
  const extra = { ...CORS_RESPONSE_HEADERS, ...rateLimitHeaders(scope), ...routeHeaders };
  let answer = response;
  try {
    setAll(answer.headers, extra);
  } catch (error) {
    // Immutable headers refuse the first change, so nothing was set: set them on a copy.
    if (!(error instanceof TypeError)) throw error;
    answer = new Response(response.body, response);
    setAll(answer.headers, extra);
  }
  return answer;
}

function setAll(headers: Headers, values: Record<string, string>): void {
  for (const [name, value] of Object.entries(values)) headers.set(name, value);
}
