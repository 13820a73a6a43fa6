// The browser's way to call /api/v1: JSON in and out, and errors turned into the messages of
// docs/spec.md section 8 ("API client"). Used directly and as SWR's fetcher.
import type { ApiEnvelope } from "./envelope";
import type { ErrorCode, FieldIssue } from "@/lib/errors/app-error";

export class ApiClientError extends Error {
  constructor(
    message: string,
    readonly status: number,
    readonly code: ErrorCode | "network_error" | "http_error",
    readonly details?: Record<string, unknown>,
    /** The fields the answer was about (a 4xx's `issues`), each with its message. */
    readonly issues?: FieldIssue[],
  ) {
    super(message);
    this.name = "ApiClientError";
  }
}

const STATUS_MESSAGES: Record<number, string> = {
  401: "Authentication required. Please log in again.",
  403: "You do not have permission to perform this action.",
  404: "Resource not found.",
  500: "Server error. Please try again later.",
};

export interface ApiResult<T> {
  data: T;
  message?: string;
}

export async function apiRequest<T>(
  path: string,
  init: {
    method?: string;
    body?: unknown;
    headers?: Record<string, string>;
    signal?: AbortSignal;
  } = {},
): Promise<ApiResult<T>> {
  let response: Response;
  try {
    response = await fetch(path, {
      method: init.method ?? (init.body === undefined ? "GET" : "POST"),
      headers: {
        accept: "application/json",
        ...(init.body === undefined ? {} : { "content-type": "application/json" }),
        ...init.headers,
      },
      body: init.body === undefined ? undefined : JSON.stringify(init.body),
      credentials: "same-origin",
      signal: init.signal,
    });
  } catch (error) {
    if (error instanceof DOMException && error.name === "AbortError") throw error;
    throw new ApiClientError(
      "Network error. Please check your internet connection.",
      0,
      "network_error",
    );
  }
  let envelope: ApiEnvelope<T> | null = null;
  try {
    envelope = (await response.json()) as ApiEnvelope<T>;
  } catch {
    envelope = null;
  }
  if (response.ok && envelope?.success) {
    return { data: envelope.data, message: envelope.message };
  }
  if (envelope && !envelope.success) {
    const { code, message, details, issues } = envelope.error;
    throw new ApiClientError(
      message || STATUS_MESSAGES[response.status] || "An unexpected error occurred",
      response.status,
      code,
      withRetryAfter(response, details),
      issues,
    );
  }
  throw new ApiClientError(
    STATUS_MESSAGES[response.status] ?? `HTTP error! status: ${response.status}`,
    response.status,
    "http_error",
  );
}

/** A 429's wait in its details: the body's own, else the Retry-After header's seconds. */
function withRetryAfter(
  response: Response,
  details: Record<string, unknown> | undefined,
): Record<string, unknown> | undefined {
  if (response.status !== 429 || details?.retryAfterSeconds !== undefined) return details;
  const header = Number(response.headers.get("retry-after"));
  return Number.isFinite(header) && header > 0
    ? { ...details, retryAfterSeconds: header }
    : details;
}

/** SWR fetcher: the data of a GET, or the thrown ApiClientError. */
export async function swrFetcher<T>(path: string): Promise<T> {
  return (await apiRequest<T>(path)).data;
}

export function errorMessage(error: unknown): string {
  if (error instanceof Error && error.message) return error.message;
  return "An unexpected error occurred";
}

/** The first issue of a failed call that is about one of `fields`: where a form shows it. */
export function fieldIssue<F extends string>(
  error: unknown,
  fields: readonly F[],
): { field: F; message: string } | null {
  if (!(error instanceof ApiClientError)) return null;
  for (const issue of error.issues ?? []) {
    const field = fields.find((name) => name === issue.path);
    if (field) return { field, message: issue.message };
  }
  return null;
}
