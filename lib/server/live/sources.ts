// Where this process hears the live channel. On PostgreSQL: a connection of its own (a pooled one
// would lose its LISTEN when returned), kept with TCP keep-alive, reopened with backoff when it
// drops and LISTENing again. On the embedded default: PGlite's listen() on the one instance the
// app uses, which delivers a NOTIFY on commit only, as PostgreSQL does
// (embedded-notify.int.test.ts).
import "server-only";
import type { PGlite } from "@electric-sql/pglite";
import pg from "pg";
import { logger } from "@/lib/server/observability/logger";
import { LIVE_CHANNEL } from "./signal";

export interface LiveSourceEvents {
  /** A payload sent on the channel. */
  payload(text: string): void;
  /** Listening again after the connection dropped: signals sent meanwhile were missed. */
  resumed(): void;
  /** Whether anyone still holds this listener (a dropped one stops reconnecting). */
  wanted(): boolean;
}

export interface LiveSource {
  close(): Promise<void>;
}

const FIRST_RETRY_MS = 500;
const LONGEST_RETRY_MS = 30_000;

/** The reopening delay after `failures` attempts in a row: doubling, at most 30 s. */
function retryDelay(failures: number): number {
  return Math.min(LONGEST_RETRY_MS, FIRST_RETRY_MS * 2 ** failures);
}

/**
 * LISTENs on PostgreSQL at `url`. Resolves once the first attempt ended: listening, or (the
 * database unreachable) retrying in the background; streams still open and read their counts.
 */
export async function listenOnPostgres(url: string, events: LiveSourceEvents): Promise<LiveSource> {
  let current: pg.Client | undefined;
  let closed = false;
  let failures = 0;
  let retry: ReturnType<typeof setTimeout> | undefined;

  const lost = (client: pg.Client, error?: unknown) => {
    if (current !== client) return;
    current = undefined;
    client.end().catch(() => undefined);
    if (closed) return;
    logger.warn({ err: error }, "live listener: connection lost, reconnecting");
    reopenLater();
  };
  const open = async (): Promise<boolean> => {
    const client = new pg.Client({
      connectionString: url,
      keepAlive: true,
      application_name: "coinmarket-live",
    });
    client.on("notification", (message) => {
      if (message.channel === LIVE_CHANNEL && message.payload) events.payload(message.payload);
    });
    client.on("error", (error) => lost(client, error));
    client.on("end", () => lost(client));
    try {
      await client.connect();
      await client.query(`LISTEN ${LIVE_CHANNEL}`);
    } catch (error) {
      client.end().catch(() => undefined);
      logger.warn({ err: error, failures }, "live listener: could not listen, retrying");
      return false;
    }
    if (closed) {
      await client.end().catch(() => undefined);
      return true;
    }
    current = client;
    return true;
  };
  const reopenLater = () => {
    retry = setTimeout(() => {
      retry = undefined;
      if (!events.wanted()) {
        closed = true;
        return;
      }
      void open().then((listening) => {
        if (closed) return;
        if (!listening) {
          failures += 1;
          reopenLater();
          return;
        }
        failures = 0;
        events.resumed();
      });
    }, retryDelay(failures));
    retry.unref();
  };

  if (!(await open())) reopenLater();
  return {
    async close() {
      closed = true;
      if (retry) clearTimeout(retry);
      const client = current;
      current = undefined;
      await client?.end().catch(() => undefined);
    },
  };
}

/** LISTENs on the embedded database: the same instance, no connection to lose. */
export async function listenOnPGlite(
  pglite: PGlite,
  events: LiveSourceEvents,
): Promise<LiveSource> {
  const unlisten = await pglite.listen(LIVE_CHANNEL, (payload) => events.payload(payload));
  return {
    async close() {
      // At shutdown the database may be closing too: nothing then to stop listening to.
      await unlisten().catch(() => undefined);
    },
  };
}
