// How an error reaches a log line (pino's `err` field, wherever a line carries one): its type,
// message, stack and code, with secret-looking values in the text scrubbed (./redact.ts). Never
// the error object as a whole: a driver's or Prisma's error carries the query, its arguments or
// the connection's settings in fields of its own, which pino's standard serializer would copy.
import "server-only";
import { redactText } from "./redact";

export interface LoggedError {
  type: string;
  message: string;
  stack?: string;
  /** A driver's or Prisma's error code (`P2028`, `ECONNREFUSED`), which says what failed. */
  code?: string;
}

export function serializeError(error: unknown): LoggedError {
  if (!(error instanceof Error)) return { type: typeof error, message: redactText(String(error)) };
  const code = "code" in error && typeof error.code === "string" ? error.code : undefined;
  return {
    type: error.name,
    message: redactText(error.message),
    ...(error.stack ? { stack: redactText(error.stack) } : {}),
    ...(code ? { code } : {}),
  };
}
