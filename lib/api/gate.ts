// What /api answers before Next.js sees a request, for the requests Next would answer outside the
// envelope or change: a path that does not percent-decode (Next: a text/plain 500 before any
// route runs), a query that is not UTF-8 text (Next: U+FFFD in its place), a method the route
// file does not export (Next: an empty 405 without Allow) or a method Next does not know (Next:
// a 500). The app server's edge (lib/runtime/edge.ts) asks it for every request; proxy.ts cannot
// do this, since Next buffers (and cuts at 1 MB) the body of every request a proxy sees.
import { AppError } from "@/lib/errors/app-error";
import { pathEncodingError, queryEncodingError } from "./percent-decoding";
import { NEXT_METHODS, routeFileOf } from "./registry/route-files";

export const NO_API_ENDPOINT = "No API endpoint at this path.";

function methodNotAllowed(method: string, allow: readonly string[]): AppError {
  return new AppError(
    "method_not_allowed",
    `${method} is not allowed at this path; it answers ${allow.join(", ")}.`,
  );
}

export interface GateRefusal {
  error: AppError;
  /** Allow, on a 405. */
  headers: Record<string, string>;
}

/** Whether a path is the API's: `/api` and everything under it. */
function isApiPath(pathname: string): boolean {
  return pathname === "/api" || pathname.startsWith("/api/");
}

/** The refusal for a request to `url` (path and query as sent, still encoded), or null to serve it. */
export function gateApiRequest(method: string, url: string): GateRefusal | null {
  const [pathname = "", search = ""] = url.split(/\?(.*)/s);
  if (!isApiPath(pathname)) return null;
  const badInput = pathEncodingError(pathname) ?? queryEncodingError(search);
  if (badInput) return { error: badInput, headers: {} };
  const file = routeFileOf(pathname);
  if (file && !file.allow.includes(method)) {
    return {
      error: methodNotAllowed(method, file.allow),
      headers: { allow: file.allow.join(", ") },
    };
  }
  // The JSON 404 route answers every method Next knows; the rest would be Next's 500.
  if (!file && !NEXT_METHODS.includes(method)) {
    return { error: AppError.notFound(NO_API_ENDPOINT), headers: {} };
  }
  return null;
}
