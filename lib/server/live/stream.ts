// GET /api/v1/live: a signed-in browser's counts as Server-Sent Events. The stream opens with the
// reconnection delay and the counts now; then a `counts` event each time a signal names this
// account and its counts changed (recomputed at most every 250 ms), and a comment every 25 s
// that keeps proxies from closing an idle connection. The server ends it after 5 minutes: the
// browser reconnects and is authorized again, so a revoked session stops receiving within that
// time, and at once when a recompute finds its credential no longer valid.
import "server-only";
import { AppError } from "@/lib/errors/app-error";
import type { SessionUser } from "@/lib/auth/session-user";
import { resolveCaller } from "@/lib/server/auth/caller";
import { logger } from "@/lib/server/observability/logger";
import { coalesce } from "./coalesce";
import { liveCountsNow } from "./counts";
import { liveStreamCount, subscribeLive, unsubscribeLive } from "./listener";
import { sseComment, sseEvent, sseRetry } from "./sse";
import type { LiveSubscriber } from "./subscribers";

const LIVE_TIMING = {
  /** The browser's wait before reconnecting (the `retry` field). */
  retryMs: 3_000,
  /** Between two recomputes of one stream's counts. */
  recomputeGapMs: 250,
  pingMs: 25_000,
  /** The stream's length: the browser reconnects and is authorized again. */
  lifetimeMs: 5 * 60_000,
};

/** Streams one process holds; past it, browsers read their counts by polling. */
const STREAMS_PER_PROCESS = 5_000;

const SSE_HEADERS = {
  "content-type": "text/event-stream; charset=utf-8",
  // no-transform: Next.js's compression (and any proxy) leaves the body alone, unbuffered.
  "cache-control": "no-cache, no-transform",
  // nginx would otherwise hold events back in its buffer.
  "x-accel-buffering": "no",
};

export interface OpenLiveStream {
  /** The account as authorization read it. */
  user: SessionUser;
  /** The request's headers: each recompute checks their credential again. */
  headers: Headers;
  /** Aborts when the browser goes away. */
  signal: AbortSignal;
}

export async function openLiveStream({ user, headers, signal }: OpenLiveStream): Promise<Response> {
  if (liveStreamCount() >= STREAMS_PER_PROCESS) {
    throw AppError.unavailable("This server holds too many live streams; read the counts instead.");
  }
  // Only what proves who is asking is kept for the stream's life.
  const credentials = new Headers();
  for (const name of ["authorization", "cookie"]) {
    const value = headers.get(name);
    if (value !== null) credentials.set(name, value);
  }
  let controller!: ReadableStreamDefaultController<Uint8Array>;
  const body = new ReadableStream<Uint8Array>({
    start(opened) {
      controller = opened;
    },
    cancel() {
      close();
    },
  });
  let ended = false;
  let sent = "";
  const send = (chunk: Uint8Array) => {
    if (ended) return;
    try {
      controller.enqueue(chunk);
    } catch {
      close();
    }
  };
  const sendCounts = (counts: unknown) => {
    const json = JSON.stringify(counts);
    if (json === sent) return;
    sent = json;
    send(sseEvent("counts", counts));
  };
  const recompute = coalesce(async () => {
    try {
      const caller = await resolveCaller(credentials);
      if (!caller || caller.user.id !== user.id || !caller.user.isActive) {
        close();
        return;
      }
      sendCounts(await liveCountsNow(caller.user));
    } catch (error) {
      logger.warn({ err: error, userId: user.id }, "live stream: counts not recomputed");
    }
  }, LIVE_TIMING.recomputeGapMs);
  // A signal that arrives while the first counts are read is held, then recomputed after them.
  let opening = true;
  let missed = false;
  const subscriber: LiveSubscriber = {
    userId: user.id,
    admin: user.role === "admin",
    changed() {
      if (opening) missed = true;
      else recompute.trigger();
    },
    end(reason) {
      // Told apart from a reconnect: the browser reads its counts by polling for a while.
      if (reason === "replaced") send(sseEvent("replaced", {}));
      close();
    },
  };
  const ping = setInterval(() => send(sseComment("ping")), LIVE_TIMING.pingMs);
  const expiry = setTimeout(() => close(), LIVE_TIMING.lifetimeMs);
  function close() {
    if (ended) return;
    ended = true;
    recompute.stop();
    clearInterval(ping);
    clearTimeout(expiry);
    signal.removeEventListener("abort", close);
    unsubscribeLive(subscriber);
    try {
      controller.close();
    } catch {
      // Already closed or cancelled by the browser's going away.
    }
  }
  signal.addEventListener("abort", close);
  if (signal.aborted) close();
  try {
    // Subscribed before the first read, so no change falls between the two.
    await subscribeLive(subscriber);
    // Gone while the listener started: close() ran before there was anything to unsubscribe.
    if (ended) unsubscribeLive(subscriber);
    send(sseRetry(LIVE_TIMING.retryMs));
    sendCounts(await liveCountsNow(user));
  } catch (error) {
    close();
    throw error;
  }
  opening = false;
  if (missed) recompute.trigger();
  return new Response(body, { headers: SSE_HEADERS });
}
