// Any /api path without a route (an unknown /api/v1 path, another version, /api itself) answers a
// JSON 404 in the API's envelope, not the HTML page. Auth.js's /api/auth and /api/dev have files
// of their own, which Next.js prefers to this one.
import { AppError } from "@/lib/errors/app-error";
import { NO_API_ENDPOINT } from "@/lib/api/gate";
import { withAnswerHeaders } from "@/lib/api/answer-headers";
import { toResponse } from "@/lib/api/to-response";
import { requestIdFrom } from "@/lib/server/http/request-id";

/**
 * With the CORS headers of every API answer, so a page elsewhere can read that it is a 404, and
 * the request's id, as every answer names its request.
 */
function notFound(request: Request): Response {
  const requestId = requestIdFrom(request.headers);
  return withAnswerHeaders(
    toResponse(AppError.notFound(NO_API_ENDPOINT), { requestId }),
    undefined,
  );
}

export const GET = notFound;
export const POST = notFound;
export const PUT = notFound;
export const PATCH = notFound;
export const DELETE = notFound;
// Next.js would answer OPTIONS itself, a 204 listing every method above for a path that is not there.
export const OPTIONS = notFound;
