// The app server `npm start`, `npm run dev` and the end-to-end servers run: Next.js behind the
// edge (lib/runtime/edge.ts) on LISTEN_HOST:PORT. Started by lib/runtime/serve.ts with the
// environment already decided (NODE_ENV, AUTH_SECRET, LISTEN_HOST).
import next from "next";
import { parseEnv } from "@/lib/env";
import { beginDraining, runShutdownHooks } from "@/lib/server/lifecycle/shutdown";
import { dropLogsWhenOutputCloses } from "./closed-output";
import { createDrainableServer } from "./drain";
import { EDGE_MAX_BODY_BYTES, edgeListener } from "./edge";
import { listenFailure } from "./listen-failure";
import { stopSignals } from "./stop-signals";

dropLogsWhenOutputCloses([process.stdout, process.stderr]);

async function main() {
  const env = parseEnv(process.env);
  const dev = process.argv.includes("--dev");
  const hostname = env.LISTEN_HOST ?? "127.0.0.1";
  const app = next({ dev, dir: process.cwd(), hostname, port: env.PORT });
  const handle = app.getRequestHandler();
  await app.prepare();
  const options = { trustedProxyHops: env.TRUSTED_PROXY_HOPS, maxBodyBytes: EDGE_MAX_BODY_BYTES };

  const { server, drain } = createDrainableServer(edgeListener(handle, options));
  // Keep idle connections longer than clients and load balancers do (they close first), so a
  // request never races the server closing its socket (ECONNRESET).
  server.keepAliveTimeout = 65_000;
  server.headersTimeout = 66_000;
  if (dev) server.on("upgrade", app.getUpgradeHandler());
  let stopping = false;
  // A port already taken (or otherwise refused) ends the server with the reason: it would serve
  // nothing. The background work app.prepare() started stops first. Errors once listening are
  // not about the port.
  const cannotListen = (error: NodeJS.ErrnoException) => {
    console.error(listenFailure(error, hostname, env.PORT));
    stopping = true;
    void finish(1);
  };
  server.once("error", cannotListen);
  server.listen(env.PORT, hostname, () => {
    server.off("error", cannotListen);
    const shown = hostname.includes(":") ? `[${hostname}]` : hostname;
    console.log(`Coinmarket ${dev ? "(development) " : ""}on http://${shown}:${env.PORT}`);
  });

  const classify = stopSignals();
  for (const signal of ["SIGINT", "SIGTERM"] as const) {
    process.on(signal, () => {
      const verdict = classify();
      // Copies of the first (lib/runtime/stop-signals.ts) change nothing; a signal sent later
      // is the operator insisting: stop now.
      if (verdict === "insist") process.exit(1);
      if (verdict === "copy" || stopping) return;
      stopping = true;
      void shutDown(signal);
    });
  }

  // Started by scripts/start.ts (lib/runtime/serve.ts): when that process is gone, so is whoever
  // would have passed on the signal to stop.
  process.once("disconnect", () => {
    if (stopping) return;
    stopping = true;
    void shutDown("scripts/start.ts exited");
  });

  /** Drains requests (bounded by SHUTDOWN_TIMEOUT_MS), then finishes with exit status 0. */
  async function shutDown(reason: string) {
    console.log(`[shutdown] ${reason}: shutting down, draining requests`);
    beginDraining();
    const { finished, abandoned } = await drain(env.SHUTDOWN_TIMEOUT_MS);
    if (!finished) console.error(`[shutdown] ${abandoned} request(s) cut off after the timeout`);
    await finish(0);
  }

  /**
   * The shutdown hooks in order: background batches finish, telemetry flushes, the database
   * closes (lib/server/lifecycle/shutdown.ts). Exits with `code`, or 1 when a hook failed.
   */
  async function finish(code: number) {
    beginDraining();
    const failed = await runShutdownHooks();
    await app.close();
    console.log("[shutdown] done");
    process.exit(failed.length ? 1 : code);
  }
}

main().catch((error: unknown) => {
  console.error(error instanceof Error ? error.message : error);
  process.exit(1);
});
