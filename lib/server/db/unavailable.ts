// Whether an error says the database could not be reached or dropped the connection (the server
// is down, restarting or full) rather than anything about the request. The API answers those with
// 503 and Retry-After (lib/api/to-response.ts): the caller may try again, nothing is broken.
//
// The shapes, as Prisma 7 over @prisma/adapter-pg reports them:
// - server down: P1001, or P2010 (raw queries) with the adapter's kind "DatabaseNotReachable";
// - server shutting down under a query: the adapter's kind "postgres" with SQLSTATE 57P01;
// - connection cut (backend killed, socket timeout): node-postgres's own plain Error,
//   "Connection terminated unexpectedly", which the adapter passes through unwrapped.
import "server-only";

/** Prisma's codes for a server it cannot reach, that timed out or closed the connection. */
const PRISMA_CODES = new Set(["P1001", "P1002", "P1008", "P1017", "P2024"]);

/** @prisma/adapter-pg's kinds for a connection that failed, broke or was refused. */
const ADAPTER_KINDS = new Set([
  "DatabaseNotReachable",
  "ConnectionClosed",
  "SocketTimeout",
  "TooManyConnections",
]);

/**
 * SQLSTATEs: class 08 (connection exception), 57P01-57P03 (administrator or crash shutdown,
 * cannot connect now: starting or stopping) and 53300 (too many connections).
 */
function isUnavailableSqlState(code: string): boolean {
  return code.startsWith("08") || ["57P01", "57P02", "57P03", "53300"].includes(code);
}

/** Node's socket errors on the way to the server. */
const SOCKET_CODES = new Set([
  "ECONNREFUSED",
  "ECONNRESET",
  "ETIMEDOUT",
  "ENOTFOUND",
  "EAI_AGAIN",
  "EHOSTUNREACH",
  "ENETUNREACH",
  "EPIPE",
]);

/** node-postgres's messages for a connection that ended or never opened. */
const PG_MESSAGES =
  /^(Connection terminated|timeout exceeded when trying to connect|Client has encountered a connection error)/;

interface Fields {
  code?: unknown;
  kind?: unknown;
  severity?: unknown;
  message?: unknown;
  meta?: unknown;
  cause?: unknown;
  driverAdapterError?: unknown;
}

function fieldsOf(value: unknown): Fields | null {
  return typeof value === "object" && value !== null ? (value as Fields) : null;
}

/** The driver adapter's own report inside a Prisma error: `meta.driverAdapterError.cause`. */
function adapterCause(error: Fields): Fields | null {
  const meta = fieldsOf(error.meta);
  return fieldsOf(fieldsOf(meta?.driverAdapterError)?.cause);
}

function saysUnavailable(error: Fields): boolean {
  const code = typeof error.code === "string" ? error.code : "";
  if (PRISMA_CODES.has(code) || SOCKET_CODES.has(code)) return true;
  if (typeof error.kind === "string" && ADAPTER_KINDS.has(error.kind)) return true;
  // A server's error carries its SQLSTATE as `code`: node-postgres's own (it has a severity),
  // or the adapter's report of it (kind "postgres").
  const fromServer = error.kind === "postgres" || typeof error.severity === "string";
  if (fromServer && isUnavailableSqlState(code)) return true;
  return typeof error.message === "string" && PG_MESSAGES.test(error.message);
}

export function isDatabaseUnavailable(error: unknown): boolean {
  // The error itself, the adapter's report inside it, and a few causes down (errors wrap errors).
  let current = fieldsOf(error);
  for (let depth = 0; current && depth < 5; depth += 1) {
    const cause = adapterCause(current);
    if (saysUnavailable(current) || (cause && saysUnavailable(cause))) return true;
    current = fieldsOf(current.cause);
  }
  return false;
}
