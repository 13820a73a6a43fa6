import { fileURLToPath } from "node:url";
import { defineConfig, type TestProjectInlineConfiguration } from "vitest/config";

const root = fileURLToPath(new URL(".", import.meta.url));
// Tests run lib/server outside Next.js, as server code: `server-only` is its empty module here, as
// in Next's server bundles (resolved the default way, it throws).
const serverOnly = fileURLToPath(new URL("node_modules/server-only/empty.js", import.meta.url));
const alias = { "@": root, "server-only": serverOnly };
const exclude = ["**/node_modules/**", "**/.next/**", "e2e/**", "generated/**", ".data*/**"];
// Worker threads rather than child processes: the same isolation per file (each file's modules,
// and its own copy of process.env), at about two thirds of the CPU (the integration tier measured
// 538 against 814 CPU seconds, unit 67 against 105, each with the other under the same load).
const pool = "threads";
// Tests make thousands of requests: their log lines would bury a failure's output. A test that
// reads the log raises the level itself; LOG_LEVEL=info shows them all.
const env = { LOG_LEVEL: process.env.LOG_LEVEL ?? "warn" };

// Integration test files that need a worker of their own (the rest share workers, see
// integrationProject below). database-per-file.ts refuses a file with vi.mock outside this list.
const OWN_WORKER_FILES = [
  // They mock modules with vi.mock, which would stay mocked for the files after them.
  "app/api/auth/[[]...nextauth]/route.int.test.ts",
  "app/api/dev/mailbox/mailbox-proxied.int.test.ts",
  "lib/server/admin/signup-audit.int.test.ts",
  "lib/server/auth/current-user.int.test.ts",
  "lib/server/payments/razorpay-provider.int.test.ts",
  // They start PostgreSQL servers, the embedded database or production app servers of their own.
  "lib/server/db/database-down.int.test.ts",
  "lib/server/db/migrations.int.test.ts",
  "lib/server/db/embedded-backup.int.test.ts",
  "lib/runtime/two-servers.int.test.ts",
  "lib/runtime/graceful-shutdown.int.test.ts",
  "lib/runtime/prepare-database.int.test.ts",
];

/**
 * The integration tier, against PostgreSQL: each file gets its own database and fresh app modules
 * (database-per-file.ts). Most files share workers (`isolate: false`), so node_modules load once
 * per worker rather than once per file: a fresh worker per file cost about 1.5 CPU-seconds, 40%
 * of the tier's CPU. The few in OWN_WORKER_FILES run in workers of their own. Both projects use
 * one PostgreSQL server (global-setup.ts); `npm run test:integration` runs both.
 */
function integrationProject(
  name: string,
  files: { include: string[]; exclude: string[]; isolate: boolean },
): TestProjectInlineConfiguration {
  return {
    resolve: { alias },
    test: {
      name,
      environment: "node",
      env,
      pool,
      ...files,
      globalSetup: ["test/integration/global-setup.ts"],
      setupFiles: ["test/integration/database-per-file.ts"],
      // A few files at a time keep the 2-core machine busy.
      maxWorkers: 2,
      testTimeout: 60_000,
      hookTimeout: 120_000,
    },
  };
}

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
      integrationProject("integration", {
        include: ["**/*.int.test.ts"],
        exclude: [...exclude, ...OWN_WORKER_FILES],
        isolate: false,
      }),
      integrationProject("integration-own-worker", {
        include: OWN_WORKER_FILES,
        exclude,
        isolate: true,
      }),
    ],
  },
});
