// The browser's way to call the API: by endpoint (lib/api/endpoints/), JSON in and out, typed
// by the route's registry entry, and errors turned into the messages of docs/spec.md section 8
// ("API client"). Used directly (callApi) and as SWR's fetcher (fetcherFor). A call refused for
// want of a recent second factor asks the person for one (setFreshProofPrompt) and goes through
// without being made again by hand.
import {
  endpointUrl,
  type CallParts,
  type Endpoint,
  type OptionalIfEmpty,
  type ResultOf,
} from "./endpoint";
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

/** docs/spec.md section 8: what a call that reached no server says. */
export const NETWORK_ERROR = "Network error. Please check your internet connection.";

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

/**
 * Calls one endpoint: `callApi(bookingsApi.book, { params: { id }, body, headers })`.
 * Resolves with the answer's data as the route declares it; rejects with an ApiClientError.
 */
export function callApi<E extends Endpoint>(
  endpoint: E,
  ...[parts]: OptionalIfEmpty<CallParts<E>>
): Promise<ApiResult<ResultOf<E>>> {
  const url = endpointUrl<Endpoint>(endpoint, { params: parts?.params, query: parts?.query });
  return apiRequest<ResultOf<E>>(url, {
    method: endpoint.method,
    body: parts?.body,
    headers: headerValues(parts?.headers),
    signal: parts?.signal,
  });
}

/** The headers a route declares, as sent: the ones with a value. */
function headerValues(headers: unknown): Record<string, string> | undefined {
  if (typeof headers !== "object" || headers === null) return undefined;
  return Object.fromEntries(
    Object.entries(headers).filter(
      (entry): entry is [string, string] => typeof entry[1] === "string",
    ),
  );
}

/** SWR's fetcher for the URLs of one GET endpoint (keys from endpointUrl): its data, typed. */
export function fetcherFor<E extends Endpoint>(
  _endpoint: E,
): (url: string) => Promise<ResultOf<E>> {
  return swrFetcher<ResultOf<E>>;
}

/** Asks for a second factor; resolves true once one was given, false when the person declined. */
export type FreshProofPrompt = () => Promise<boolean>;

let freshProofPrompt: FreshProofPrompt | null = null;
/** The prompt on screen: calls refused meanwhile (a bulk approval) wait for it, not a new one. */
let openPrompt: Promise<boolean> | null = null;
let enrolmentNotice: (() => void) | null = null;

/**
 * What to do when a call is refused with 403 fresh_proof_required (the step-up dialog, mounted
 * once for signed-in pages): when the prompt resolves true, the same request is sent once more.
 * Returns what takes this prompt away again (and no later one).
 */
export function setFreshProofPrompt(prompt: FreshProofPrompt | null): () => void {
  freshProofPrompt = prompt;
  return () => {
    if (freshProofPrompt === prompt) freshProofPrompt = null;
  };
}

/** Told when a call is refused because the account has no second factor yet (403). */
export function setEnrolmentNotice(notice: (() => void) | null): () => void {
  enrolmentNotice = notice;
  return () => {
    if (enrolmentNotice === notice) enrolmentNotice = null;
  };
}

function askForFreshProof(prompt: FreshProofPrompt): Promise<boolean> {
  openPrompt ??= prompt()
    .catch(() => false)
    .finally(() => {
      openPrompt = null;
    });
  return openPrompt;
}

interface RequestInit {
  method?: string;
  body?: unknown;
  headers?: Record<string, string>;
  signal?: AbortSignal;
}

/**
 * One request by URL: callApi's step, and SWR's for the pages of a list. A refusal for want of a
 * fresh proof is repeated once after the prompt; refused again, it is thrown (no loop).
 */
async function apiRequest<T>(path: string, init: RequestInit = {}): Promise<ApiResult<T>> {
  try {
    return await requestOnce<T>(path, init);
  } catch (error) {
    if (!(error instanceof ApiClientError) || error.status !== 403) throw error;
    // Only for something the person asked for: a background read (an admin's queue badges on the
    // very page where the admin sets the factor up) must not open a dialog over the page.
    if (error.code === "second_factor_required" && methodOf(init) !== "GET") enrolmentNotice?.();
    if (error.code !== "fresh_proof_required" || !freshProofPrompt) throw error;
    if (!(await askForFreshProof(freshProofPrompt))) throw error;
    return requestOnce<T>(path, init);
  }
}

function methodOf(init: RequestInit): string {
  return init.method ?? (init.body === undefined ? "GET" : "POST");
}

async function requestOnce<T>(path: string, init: RequestInit): Promise<ApiResult<T>> {
  let response: Response;
  try {
    response = await fetch(path, {
      method: methodOf(init),
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
    throw new ApiClientError(NETWORK_ERROR, 0, "network_error");
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
