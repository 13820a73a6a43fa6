// The API's stance on browsers of other origins: Bearer-token requests from any origin are
// allowed, cookies never. A page elsewhere may call the API with a token its user pasted or got
// from POST /api/v1/auth/login: the token is the whole credential, so the origin adds nothing.
// The session cookie is never offered to other origins: no answer carries
// Access-Control-Allow-Credentials, so a browser neither sends the cookie cross-origin with
// `credentials: "include"` nor lets the page read the answer, and a cookie request's changes
// still pass the Origin check (lib/api/authorize.ts). Preflights are answered at the app
// server's edge (lib/runtime/edge.ts), before Next.js, which would answer them without CORS.
import { routeFileOf } from "./registry/route-files";

/** Request headers a cross-origin caller may send. */
export const CORS_ALLOWED_HEADERS = [
  "Authorization",
  "Content-Type",
  "Idempotency-Key",
  "If-None-Match",
];

/** Answer headers a cross-origin caller's script may read (besides the CORS-safelisted ones). */
export const CORS_EXPOSED_HEADERS = [
  "ETag",
  "Location",
  "Idempotent-Replayed",
  "Retry-After",
  "X-Request-Id",
  "RateLimit-Limit",
  "RateLimit-Remaining",
  "RateLimit-Reset",
  "RateLimit-Policy",
  "Deprecation",
  "Sunset",
  "Link",
];

/** How long a browser may reuse a preflight's answer, in seconds (Chromium caps it at 2 hours). */
const PREFLIGHT_MAX_AGE = 7200;

/** The CORS headers of every /api/v1 answer. */
export const CORS_RESPONSE_HEADERS: Readonly<Record<string, string>> = {
  "access-control-allow-origin": "*",
  "access-control-expose-headers": CORS_EXPOSED_HEADERS.join(", "),
};

/** Whether a path is the JSON API's, the part of /api the CORS policy covers. */
export function isCorsPath(pathname: string): boolean {
  return pathname.startsWith("/api/v1/");
}

/**
 * The answer to an OPTIONS request for an API path (`url` as sent, percent-encoding checked
 * already): 204 with the methods its route file answers; null for any other request, which is
 * served as usual (a path with no route gets the JSON 404).
 */
export function preflightHeaders(method: string, url: string): Record<string, string> | null {
  if (method !== "OPTIONS") return null;
  const [pathname = ""] = url.split("?");
  if (!isCorsPath(pathname)) return null;
  const file = routeFileOf(pathname);
  if (!file) return null;
  return {
    allow: file.allow.join(", "),
    ...CORS_RESPONSE_HEADERS,
    "access-control-allow-methods": file.allow.join(", "),
    "access-control-allow-headers": CORS_ALLOWED_HEADERS.join(", "),
    "access-control-max-age": String(PREFLIGHT_MAX_AGE),
  };
}
