// The server's one logger (pino): one JSON object a line for log collectors, or readable lines
// on a terminal. Every object logged is scrubbed of secrets first (./redact.ts). Pretty printing
// runs in this thread on a synchronous stream: pino's worker transports load files by path at
// run time, which Next's server bundle does not ship.
import "server-only";
import { createRequire } from "node:module";
import path from "node:path";
import pino, { type DestinationStream, type Logger } from "pino";
import type PinoPretty from "pino-pretty";
import { env } from "@/lib/env";
import { serializeError } from "./log-error";
import { redact, redactText } from "./redact";

export type LogFormat = "json" | "pretty";

export interface LoggerOptions {
  level: string;
  format: LogFormat;
  /** Where lines go; stdout unless a test collects them. */
  destination?: DestinationStream;
  /** pino-pretty, or null when it is not installed; found in node_modules unless given. */
  pretty?: typeof PinoPretty | null;
}

/**
 * pino-pretty from the project's node_modules, or null: it is a devDependency, absent from a
 * production install (`npm ci --omit=dev`), whose terminal then gets JSON lines. Loaded at run
 * time, so neither Next's bundle nor the compiled server needs it.
 */
function installedPretty(): typeof PinoPretty | null {
  try {
    return createRequire(path.join(process.cwd(), "package.json"))(
      "pino-pretty",
    ) as typeof PinoPretty;
  } catch {
    return null;
  }
}

/** The pretty printer the settings ask for, when it is there; null means JSON. */
function prettyPrinter(settings: LoggerOptions): typeof PinoPretty | null {
  if (settings.format !== "pretty") return null;
  return settings.pretty === undefined ? installedPretty() : settings.pretty;
}

export function createLogger(settings: LoggerOptions): Logger {
  const { level, destination } = settings;
  const options = {
    level,
    base: undefined,
    timestamp: pino.stdTimeFunctions.isoTime,
    formatters: {
      level: (label: string) => ({ level: label }),
      log: redact,
    },
    // An error logged as `err` (logger.error({ err }, "...")) is written as its type, message,
    // stack and code, scrubbed: never the object whole.
    serializers: { err: serializeError },
  };
  const pinoPretty = prettyPrinter(settings);
  if (pinoPretty) {
    const pretty = pinoPretty({
      sync: true,
      colorize: process.stdout.isTTY === true,
      translateTime: "SYS:HH:MM:ss.l",
      ignore: "pid,hostname",
      ...(destination ? { destination } : {}),
    });
    return pino(options, pretty);
  }
  // process.stdout rather than pino's own file-descriptor writer: the same synchronous writes
  // to a file or pipe, and what a test spies on is what the operator gets.
  return pino(options, destination ?? process.stdout);
}

/** Pretty when asked, or when a person is watching (stdout is a terminal); JSON otherwise. */
export function logFormat(setting: LogFormat | undefined, isTty: boolean): LogFormat {
  return setting ?? (isTty ? "pretty" : "json");
}

export const logger: Logger = createLogger({
  level: env.LOG_LEVEL,
  format: logFormat(env.LOG_FORMAT, process.stdout.isTTY === true),
});

/**
 * An error as a one-line log field: its message, scrubbed, never the object (a driver's error may
 * carry a query). For failures that repeat (an outage, a job retried); `err` for the stack.
 */
export function errorText(error: unknown): string {
  return redactText(error instanceof Error ? error.message : String(error));
}
