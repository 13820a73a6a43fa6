// One listener per process, started by the first live stream: it hears the live channel
// (./sources.ts) and tells the streams a signal names that their counts may have changed
// (./subscribers.ts). Its state lives on globalThis: Next.js bundles each route apart, and a
// process must LISTEN once however many bundles load this module.
import "server-only";
import { databaseTarget, openedPGlite } from "@/lib/server/db/connection";
import { db } from "@/lib/server/db/client";
import { env } from "@/lib/env";
import { isDraining, onShutdown } from "@/lib/server/lifecycle/shutdown";
import { logger } from "@/lib/server/observability/logger";
import { parseLivePayload } from "./payload";
import {
  listenOnPGlite,
  listenOnPostgres,
  type LiveSource,
  type LiveSourceEvents,
} from "./sources";
import { LiveSubscribers, type LiveSubscriber } from "./subscribers";

/** How often an open stream checks whether the server began shutting down. */
const DRAIN_CHECK_MS = 1_000;

interface Hub {
  subscribers: LiveSubscribers;
  source: Promise<LiveSource>;
  /** The embedded database listened on (a restored database is a new instance). */
  pglite: unknown;
  drainWatch?: ReturnType<typeof setInterval>;
}

const KEY = Symbol.for("coinmarket.live");
const holder = globalThis as typeof globalThis & { [KEY]?: Hub };

function openSource(events: LiveSourceEvents): Promise<LiveSource> {
  const target = databaseTarget(env);
  if (target.kind === "postgres") return listenOnPostgres(target.url, events);
  db(); // Opens the embedded database if nothing has yet.
  const pglite = openedPGlite();
  if (!pglite) return Promise.reject(new Error("live listener: the embedded database is not open"));
  return listenOnPGlite(pglite, events);
}

function startHub(subscribers: LiveSubscribers): Hub {
  const events: LiveSourceEvents = {
    payload(text) {
      const payload = parseLivePayload(text);
      if (payload) subscribers.deliver(payload);
    },
    resumed() {
      for (const subscriber of subscribers.all()) subscriber.changed();
    },
    wanted: () => holder[KEY] === hub,
  };
  const hub: Hub = { subscribers, source: openSource(events), pglite: openedPGlite() };
  // A failed start is forgotten, so the next stream tries again.
  hub.source.catch((error: unknown) => {
    logger.error({ err: error }, "live listener: could not start");
    if (holder[KEY] === hub) holder[KEY] = undefined;
  });
  onShutdown("background", "live streams", closeLiveListener);
  return hub;
}

/** Ends this process's streams and stops listening (at shutdown). */
export async function closeLiveListener(): Promise<void> {
  const hub = holder[KEY];
  holder[KEY] = undefined;
  if (!hub) return;
  clearInterval(hub.drainWatch);
  for (const subscriber of hub.subscribers.all()) subscriber.end("draining");
  await hub.source.then((source) => source.close()).catch(() => undefined);
}

/** This process's hub, listening once it resolves (started on first use). */
async function liveHub(): Promise<Hub> {
  let hub = holder[KEY];
  const restored = hub && databaseTarget(env).kind === "embedded" && hub.pglite !== openedPGlite();
  if (hub && restored) {
    // The embedded database was closed and opened again: listen on the open one.
    const old = hub.source;
    void old.then((source) => source.close()).catch(() => undefined);
    hub = holder[KEY] = startHub(hub.subscribers);
  }
  hub ??= holder[KEY] = startHub(holder[KEY]?.subscribers ?? new LiveSubscribers());
  await hub.source;
  return hub;
}

/** Ends every stream once the server starts shutting down, so draining need not wait for them. */
function watchDrain(hub: Hub): void {
  if (hub.drainWatch) return;
  hub.drainWatch = setInterval(() => {
    if (hub.subscribers.size === 0) {
      clearInterval(hub.drainWatch);
      hub.drainWatch = undefined;
    } else if (isDraining()) {
      for (const subscriber of hub.subscribers.all()) subscriber.end("draining");
    }
  }, DRAIN_CHECK_MS);
  hub.drainWatch.unref();
}

/** Registers an open stream, the listener listening (started now if it was not). */
export async function subscribeLive(subscriber: LiveSubscriber): Promise<void> {
  const hub = await liveHub();
  hub.subscribers.add(subscriber);
  watchDrain(hub);
}

export function unsubscribeLive(subscriber: LiveSubscriber): void {
  holder[KEY]?.subscribers.remove(subscriber);
}

/** This process's open streams. */
export function liveStreamCount(): number {
  return holder[KEY]?.subscribers.size ?? 0;
}
