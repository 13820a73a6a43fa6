// Maps anything a route throws to the envelope and a status. Bad input is never a 500, and a
// 500 body never carries a stack, SQL or an internal message. A database out of reach is a 503
// with Retry-After: the request was fine and will work again once the server is back.
import { ZodError } from "zod";
import { Prisma } from "@/generated/prisma/client";
import { BUSY_MESSAGE } from "@/lib/server/db/admission";
import { isDatabaseUnavailable } from "@/lib/server/db/unavailable";
import { errorText, logger } from "@/lib/server/observability/logger";
import type { ApiFailure } from "./envelope";
import { jsonResponse } from "./json-response";
import { AppError, DEFAULT_MESSAGES, type FieldIssue } from "@/lib/errors/app-error";

function zodIssues(error: ZodError): FieldIssue[] {
  return error.issues.map((issue) => ({
    path: issue.path.map(String).join("."),
    message: issue.message,
  }));
}

/** Turns a thrown value into an AppError the caller may see. */
function toAppError(error: unknown): AppError {
  if (error instanceof AppError) return error;
  if (isDatabaseUnavailable(error)) return AppError.unavailable();
  if (error instanceof ZodError) {
    const issues = zodIssues(error);
    return new AppError("validation_failed", issues[0]?.message ?? "Invalid request", { issues });
  }
  if (error instanceof Prisma.PrismaClientKnownRequestError) {
    if (error.code === "P2002") return AppError.conflict("This already exists.");
    if (error.code === "P2025") return AppError.notFound();
    // No database connection came free in time: the service is overloaded, not broken.
    if (error.code === "P2028") {
      return new AppError("service_unavailable", BUSY_MESSAGE);
    }
  }
  return new AppError("internal_error", DEFAULT_MESSAGES.internal_error);
}

function failureBody(error: AppError): ApiFailure {
  return {
    success: false,
    error: {
      code: error.code,
      message: error.message,
      ...(error.issues ? { issues: error.issues } : {}),
      ...(error.details ? { details: error.details } : {}),
    },
  };
}

/** Which request failed, for the error's log line. */
export interface FailedRequest {
  requestId?: string;
  /** The route's registry path: `/api/v1/services/{id}/book`. */
  route?: string;
}

/** A server failure's log line: the caller's answer says nothing of it, so the log says it all. */
function logServerFailure(error: unknown, { requestId, route }: FailedRequest): void {
  if (isDatabaseUnavailable(error)) {
    // One short line a request, no stack: an outage would otherwise fill the log with the same
    // stack for every request it refuses.
    const reason = errorText(error).trim().split("\n").at(-1);
    logger.error({ requestId, route, reason }, "database unavailable");
  } else {
    logger.error({ requestId, route, err: error }, "unhandled error");
  }
}

export function toResponse(error: unknown, request: FailedRequest = {}): Response {
  const appError = toAppError(error);
  if (appError.status >= 500 && !(error instanceof AppError)) logServerFailure(error, request);
  const { requestId } = request;
  const headers = new Headers({ "cache-control": "no-store" });
  if (requestId) headers.set("x-request-id", requestId);
  // A 401 must name a scheme that would work (RFC 9110): a Bearer token (or the session cookie).
  if (appError.status === 401) headers.set("www-authenticate", "Bearer");
  // Rate limits and a database out of reach say when to come back.
  if (typeof appError.details?.retryAfterSeconds === "number") {
    headers.set("retry-after", String(appError.details.retryAfterSeconds));
  }
  return jsonResponse(failureBody(appError), { status: appError.status, headers });
}
