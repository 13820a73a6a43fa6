// The one error type of the app. The domain (lib/server) throws AppError; the API layer's
// route wrapper (lib/api/to-response.ts) turns any error into the envelope
// { success: false, error: { code, message } } with its status.

export const ERROR_STATUS = {
  bad_request: 400,
  invalid_json: 400,
  expired_action_code: 400,
  invalid_action_code: 400,
  unauthorized: 401,
  invalid_credentials: 401,
  /** The password (or Google) was right; the sign-in's second step is not done yet. */
  second_factor_pending: 401,
  forbidden: 403,
  /** The account must set up a second factor first (admins; organizations moving money). */
  second_factor_required: 403,
  /** The action needs a second factor given in the last 10 minutes. */
  fresh_proof_required: 403,
  account_suspended: 403,
  email_not_verified: 403,
  not_found: 404,
  method_not_allowed: 405,
  conflict: 409,
  already_booked: 409,
  price_changed: 409,
  /** A conversion's rate or fees changed after the organization was shown its payout. */
  quote_changed: 409,
  /** A payment for an order whose price expired and would buy fewer coins now: refunded. */
  order_expired: 409,
  /** A rate change of more than 1% not confirmed by typing the new rate again. */
  confirmation_required: 409,
  payload_too_large: 413,
  unsupported_media_type: 415,
  validation_failed: 422,
  // An Idempotency-Key already used for a different request: 422 as the IETF Idempotency-Key
  // draft answers it (the first request's result stays what the key stands for).
  idempotency_key_reused: 422,
  insufficient_balance: 422,
  /** A wrong or used authenticator code, recovery code or passkey answer. */
  invalid_second_factor: 422,
  rate_limited: 429,
  internal_error: 500,
  bad_gateway: 502,
  service_unavailable: 503,
} as const;

export type ErrorCode = keyof typeof ERROR_STATUS;

/** The API client's messages of docs/spec.md section 8, used where a more specific one isn't given. */
export const DEFAULT_MESSAGES = {
  unauthorized: "Authentication required. Please log in again.",
  forbidden: "You do not have permission to perform this action.",
  not_found: "Resource not found.",
  internal_error: "Server error. Please try again later.",
  service_unavailable: "The service is temporarily unavailable. Please try again shortly.",
  unexpected: "An unexpected error occurred",
} as const;

/** How long a caller waits before trying again when the database is out of reach. */
export const RETRY_UNAVAILABLE_AFTER_SECONDS = 5;

export interface FieldIssue {
  path: string;
  message: string;
}

export class AppError extends Error {
  readonly code: ErrorCode;
  readonly status: number;
  readonly issues?: FieldIssue[];
  /** Extra machine-readable facts for the caller (e.g. the missing coin count). */
  readonly details?: Record<string, unknown>;

  constructor(
    code: ErrorCode,
    message: string,
    extra: { issues?: FieldIssue[]; details?: Record<string, unknown> } = {},
  ) {
    super(message);
    this.name = "AppError";
    this.code = code;
    this.status = ERROR_STATUS[code];
    this.issues = extra.issues;
    this.details = extra.details;
  }

  static unauthorized(message: string = DEFAULT_MESSAGES.unauthorized) {
    return new AppError("unauthorized", message);
  }

  static forbidden(message: string = DEFAULT_MESSAGES.forbidden) {
    return new AppError("forbidden", message);
  }

  static notFound(message: string = DEFAULT_MESSAGES.not_found) {
    return new AppError("not_found", message);
  }

  static badRequest(message: string) {
    return new AppError("bad_request", message);
  }

  static conflict(message: string) {
    return new AppError("conflict", message);
  }

  /** A 503 the caller should retry: the answer carries Retry-After with these seconds. */
  static unavailable(
    message: string = DEFAULT_MESSAGES.service_unavailable,
    details: Record<string, unknown> = {},
  ) {
    return new AppError("service_unavailable", message, {
      details: { ...details, retryAfterSeconds: RETRY_UNAVAILABLE_AFTER_SECONDS },
    });
  }
}

export function isAppError(error: unknown): error is AppError {
  return error instanceof AppError;
}
