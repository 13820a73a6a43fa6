// The edge of the app server: what happens to a connection's request before Next.js sees it.
// Headers a client writes cannot be believed, so the edge decides the client's address and the
// scheme itself and hands the app only those, refuses bodies that say they are too large before
// a byte of them is read, answers the /api requests Next would answer outside the envelope
// (lib/api/gate.ts) and the CORS preflights of /api/v1 (lib/api/cors.ts), sends a page path
// Next would fail with a bare 500 to the site's not-found page, and adds HSTS when the request
// came over HTTPS.
import type { IncomingMessage, RequestListener, ServerResponse } from "node:http";
import type { TLSSocket } from "node:tls";
import { CORS_RESPONSE_HEADERS, isCorsPath, preflightHeaders } from "@/lib/api/cors";
import { gateApiRequest } from "@/lib/api/gate";
import { pathEncodingError } from "@/lib/api/percent-decoding";
import {
  CLIENT_ADDRESS_HEADER,
  FORWARDED_HEADERS,
  resolveClientAddress,
} from "@/lib/server/http/client-address";
import { PROXIED_HEADER, PROXY_HEADERS } from "@/lib/server/http/proxied";
import { requestIdOf } from "@/lib/server/http/request-id";
import { errorText, logger } from "@/lib/server/observability/logger";
import { NON_DOCUMENT_CSP, STATIC_SECURITY_HEADERS } from "@/lib/security/headers";
import { ATTACHMENT_UPLOAD_PATH, MAX_ATTACHMENT_BODY_BYTES } from "@/lib/uploads/attachments";
import { IMAGE_UPLOAD_PATH, MAX_UPLOAD_BODY_BYTES } from "@/lib/uploads/limits";

export interface EdgeOptions {
  /** Proxies of ours in front of this server (TRUSTED_PROXY_HOPS); 0 believes no forwarded header. */
  trustedProxyHops: number;
  /** A declared Content-Length above this is refused with 413 before the body is read. */
  maxBodyBytes: number;
}

/** Every route but the uploads reads at most this much (the app's readers stop sooner). */
export const EDGE_MAX_BODY_BYTES = 1024 * 1024;

/** Routes that read more than that, by exact path: an image is up to 5 MB, a PDF up to 10 MB. */
const LARGER_BODIES = new Map([
  [IMAGE_UPLOAD_PATH, MAX_UPLOAD_BODY_BYTES],
  [ATTACHMENT_UPLOAD_PATH, MAX_ATTACHMENT_BODY_BYTES],
]);

/** The ceiling for a request to `url` (a path and query, as Node gives it). */
export function bodyLimitFor(url: string | undefined, standard: number): number {
  const path = (url ?? "").split("?")[0] ?? "";
  return Math.max(standard, LARGER_BODIES.get(path) ?? 0);
}

const HSTS = "max-age=63072000; includeSubDomains";

/**
 * What Next.js is asked for in place of a page path that does not percent-decode (`/%ZZ`, bytes
 * that are not UTF-8), which it would fail with a text/plain 500 before any page runs. A folder
 * named with a leading underscore is private in the App Router, so no page can ever be added at
 * this path: the catch-all answers it with the site's not-found page, 404.
 */
export const UNREADABLE_PATH_PAGE = "/_unreadable-path";

export type EdgeDecision = { https: boolean } & (
  | { refuse: false; preflight?: undefined }
  /** A CORS preflight of an API route: 204 with these headers. */
  | { refuse: false; preflight: Record<string, string> }
  | {
      refuse: true;
      status: number;
      code: string;
      message: string;
      issues?: { path: string; message: string }[];
      /** Allow, on a 405. */
      headers?: Record<string, string>;
    }
);

function headerValue(value: string | string[] | undefined): string | undefined {
  return Array.isArray(value) ? value.join(",") : value;
}

/** The nearest entry of a comma-separated forwarded header (the one our proxy wrote). */
function nearest(value: string | undefined): string | undefined {
  return value?.split(",").at(-1)?.trim() || undefined;
}

/**
 * Rewrites the request's forwarded headers in place and says whether to serve it. The app then
 * reads exactly one address from X-Forwarded-For (lib/server/http/client-address.ts), a scheme
 * from X-Forwarded-Proto, a host from X-Forwarded-Host only when a trusted proxy set it, and
 * whether a proxy stood between from X-Coinmarket-Proxied (lib/server/http/proxied.ts), which
 * replaces any copy a client sent.
 */
export function prepareEdgeRequest(request: IncomingMessage, options: EdgeOptions): EdgeDecision {
  const trusted = options.trustedProxyHops > 0;
  const headers = request.headers;
  const forwardedFor = headerValue(headers["x-forwarded-for"]);
  const forwardedProto = nearest(headerValue(headers["x-forwarded-proto"]));
  const forwardedHost = nearest(headerValue(headers["x-forwarded-host"]));
  const encrypted = Boolean((request.socket as Partial<TLSSocket>).encrypted);
  const https = encrypted || (trusted && forwardedProto === "https");
  // Read before the rewrite below: a configured proxy, or any header one adds, means a proxy.
  const proxied = trusted || PROXY_HEADERS.some((name) => headers[name] !== undefined);

  for (const name of FORWARDED_HEADERS) delete headers[name];
  headers[PROXIED_HEADER] = proxied ? "1" : "0";
  headers[CLIENT_ADDRESS_HEADER] = resolveClientAddress(
    forwardedFor,
    request.socket.remoteAddress,
    options.trustedProxyHops,
  );
  headers["x-forwarded-proto"] = https ? "https" : "http";
  if (trusted && forwardedHost) headers["x-forwarded-host"] = forwardedHost;

  const method = request.method ?? "GET";
  const url = request.url ?? "";
  // Every refusal names itself as the app's answers do, and a script elsewhere may read why its
  // call was refused, as it reads any other API answer.
  const refusalHeaders = {
    "x-request-id": requestIdOf(headerValue(headers["x-request-id"])),
    ...(isCorsPath(url) ? CORS_RESPONSE_HEADERS : {}),
  };
  const declared = Number(headerValue(headers["content-length"]) ?? "0");
  if (Number.isFinite(declared) && declared > bodyLimitFor(request.url, options.maxBodyBytes)) {
    return {
      https,
      refuse: true,
      status: 413,
      code: "payload_too_large",
      message: "The request body is too large.",
      headers: refusalHeaders,
    };
  }
  const refusal = gateApiRequest(method, url);
  if (refusal) {
    const { error, headers: extra } = refusal;
    const issues = error.issues ? { issues: error.issues } : {};
    return {
      https,
      refuse: true,
      status: error.status,
      code: error.code,
      message: error.message,
      ...issues,
      headers: { ...extra, ...refusalHeaders },
    };
  }
  // The gate refused such an API path above; a page path gets the not-found page.
  if (pathEncodingError(url.split("?")[0] ?? "")) request.url = UNREADABLE_PATH_PAGE;
  const preflight = preflightHeaders(method, url);
  return preflight ? { https, refuse: false, preflight } : { https, refuse: false };
}

/** Answers a refused request in the API's envelope, and closes the connection. */
export function sendRefusal(
  response: ServerResponse,
  decision: Extract<EdgeDecision, { refuse: true }>,
): void {
  const { code, message, issues } = decision;
  const body = JSON.stringify({
    success: false,
    error: { code, message, ...(issues && { issues }) },
  });
  // Next.js never sees the request, so the headers next.config.ts gives every API answer are set
  // here: the static security headers and a policy that allows no content.
  const security = Object.fromEntries(
    STATIC_SECURITY_HEADERS.map(({ key, value }) => [key, value]),
  );
  response.writeHead(decision.status, {
    ...security,
    "content-security-policy": NON_DOCUMENT_CSP,
    ...decision.headers,
    "content-type": "application/json",
    "content-length": Buffer.byteLength(body),
    "cache-control": "no-store",
    connection: "close",
  });
  response.end(body);
}

/** The app server's request listener: the edge, then `handle` (Next.js) for what it lets through. */
export function edgeListener(
  handle: (request: IncomingMessage, response: ServerResponse) => Promise<void>,
  options: EdgeOptions,
): RequestListener {
  return (request, response) => {
    const decision = prepareEdgeRequest(request, options);
    if (decision.https) response.setHeader("strict-transport-security", HSTS);
    if (decision.refuse) {
      sendRefusal(response, decision);
      request.resume();
      return;
    }
    if (decision.preflight) {
      response.writeHead(204, { ...decision.preflight, "cache-control": "no-store" });
      response.end();
      request.resume();
      return;
    }
    handle(request, response).catch((error: unknown) => {
      logger.error({ url: request.url?.split("?")[0], error: errorText(error) }, "unhandled error");
      if (!response.headersSent) response.writeHead(500);
      response.end();
    });
  };
}
