import { fileURLToPath } from "node:url";
import { defineConfig } from "vitest/config";

const root = fileURLToPath(new URL(".", import.meta.url));
// Tests run lib/server outside Next.js, as server code: `server-only` is its empty module here, as
// in Next's server bundles (resolved the default way, it throws).
const serverOnly = fileURLToPath(new URL("node_modules/server-only/empty.js", import.meta.url));
const alias = { "@": root, "server-only": serverOnly };
const exclude = ["**/node_modules/**", "**/.next/**", "e2e/**", "generated/**", ".data*/**"];
// Worker threads rather than child processes: the same isolation per file (each file's modules,
// and its own copy of process.env, where database-per-file.ts puts its database), at about two
// thirds of the CPU (the integration tier measured 538 against 814 CPU seconds, unit 67 against
// 105, each with the other under the same load).
const pool = "threads";
// Tests make thousands of requests: their log lines would bury a failure's output. A test that
// reads the log raises the level itself; LOG_LEVEL=info shows them all.
const env = { LOG_LEVEL: process.env.LOG_LEVEL ?? "warn" };

export default defineConfig({
  resolve: { alias },
  test: {
    projects: [
      {
        resolve: { alias },
        test: {
          name: "unit",
          environment: "node",
          env,
          pool,
          include: ["**/*.test.ts", "**/*.test.tsx"],
          exclude: [...exclude, "**/*.int.test.ts"],
        },
      },
      {
        resolve: { alias },
        test: {
          name: "integration",
          environment: "node",
          env,
          pool,
          include: ["**/*.int.test.ts"],
          exclude,
          globalSetup: ["test/integration/global-setup.ts"],
          setupFiles: ["test/integration/database-per-file.ts"],
          // Each file gets its own database; a few files at a time keep the 2-core machine busy.
          maxWorkers: 2,
          testTimeout: 60_000,
          hookTimeout: 120_000,
        },
      },
    ],
  },
});
