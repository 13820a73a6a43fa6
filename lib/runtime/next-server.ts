// The app server `npm start`, `npm run dev` and the end-to-end servers run: Next.js behind the
// edge (lib/runtime/edge.ts) on LISTEN_HOST:PORT. Started by lib/runtime/serve.ts with the
// environment already decided (NODE_ENV, AUTH_SECRET, LISTEN_HOST).
import { createServer } from "node:http";
import next from "next";
import { parseEnv } from "@/lib/env";
import { dropLogsWhenOutputCloses } from "./closed-output";
import { EDGE_MAX_BODY_BYTES, edgeListener } from "./edge";

dropLogsWhenOutputCloses([process.stdout, process.stderr]);

async function main() {
  const env = parseEnv(process.env);
  const dev = process.argv.includes("--dev");
  const hostname = env.LISTEN_HOST ?? "127.0.0.1";
  const app = next({ dev, dir: process.cwd(), hostname, port: env.PORT });
  const handle = app.getRequestHandler();
  await app.prepare();
  const options = { trustedProxyHops: env.TRUSTED_PROXY_HOPS, maxBodyBytes: EDGE_MAX_BODY_BYTES };

  const server = createServer(edgeListener(handle, options));
  // Keep idle connections longer than clients and load balancers do (they close first), so a
  // request never races the server closing its socket (ECONNRESET).
  server.keepAliveTimeout = 65_000;
  server.headersTimeout = 66_000;
  if (dev) server.on("upgrade", app.getUpgradeHandler());
  server.listen(env.PORT, hostname, () => {
    const shown = hostname.includes(":") ? `[${hostname}]` : hostname;
    console.log(`Coinmarket ${dev ? "(development) " : ""}on http://${shown}:${env.PORT}`);
  });
  for (const signal of ["SIGINT", "SIGTERM"] as const) {
    process.on(signal, () => {
      server.close();
      void app.close().finally(() => process.exit(0));
    });
  }
}

main().catch((error: unknown) => {
  console.error(error instanceof Error ? error.message : error);
  process.exit(1);
});
