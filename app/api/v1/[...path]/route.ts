// Any /api/v1 path without a route answers a JSON 404 in the API's envelope, not the HTML page.
import { AppError } from "@/lib/api/errors";
import { toResponse } from "@/lib/api/to-response";

function notFound(): Response {
  return toResponse(AppError.notFound("No API endpoint at this path."));
}

export const GET = notFound;
export const POST = notFound;
export const PUT = notFound;
export const PATCH = notFound;
export const DELETE = notFound;
