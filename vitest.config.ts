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
// Tests approve conversions moments after their organization saved its payout details: no day's
// hold on a new destination (lib/server/conversions/payout-destinations.int.test.ts turns it on).
const env = { LOG_LEVEL: process.env.LOG_LEVEL ?? "warn", PAYOUT_HOLD_HOURS: "0" };

// Test files that need a worker of their own; the rest of each tier share workers (see
// tierProjects below). test/support/shared-worker.ts refuses a file with vi.mock outside these.
const OWN_WORKER_FILES = {
  // They mock modules with vi.mock, which would stay mocked for the files after them.
  unit: [
    "lib/api/request-log.test.ts",
    "lib/server/auth/device-cookie.test.ts",
    "lib/server/bookings/expiry-sweep.test.ts",
    "lib/server/telemetry/tracing.test.ts",
    "lib/server/uploads/serve-upload.test.ts",
  ],
  integration: [
    // They mock modules with vi.mock.
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
    "lib/server/live/two-servers-live.int.test.ts",
    "lib/runtime/graceful-shutdown.int.test.ts",
    "lib/runtime/process-manager.int.test.ts",
    "lib/runtime/prepare-database.int.test.ts",
  ],
};

type Tier = keyof typeof OWN_WORKER_FILES;

/**
 * A tier's two projects. In `tier` the files share workers (`isolate: false`), so node_modules
 * load once per worker rather than once per file: a fresh worker per file cost the integration
 * tier about 1.5 CPU-seconds a file (40% of its CPU) and the unit tier half of its CPU.
 * test/support/shared-worker.ts gives each file fresh app modules and takes back what it leaves.
 * `${tier}-own-worker` runs OWN_WORKER_FILES, a worker each. `npm run test:<tier>` runs both.
 */
function tierProjects(
  tier: Tier,
  settings: { include: string[]; setupFiles?: string[] } & TestProjectInlineConfiguration["test"],
): TestProjectInlineConfiguration[] {
  const { include, setupFiles = [], ...rest } = settings;
  const own = OWN_WORKER_FILES[tier];
  const common = { environment: "node" as const, env, pool, ...rest };
  return [
    {
      resolve: { alias },
      test: {
        ...common,
        name: tier,
        include,
        exclude: [...exclude, ...own, ...(tier === "unit" ? ["**/*.int.test.ts"] : [])],
        isolate: false,
        setupFiles: ["test/support/shared-worker.ts", ...setupFiles],
      },
    },
    {
      resolve: { alias },
      test: { ...common, name: `${tier}-own-worker`, include: own, exclude, setupFiles },
    },
  ];
}

export default defineConfig({
  resolve: { alias },
  test: {
    projects: [
      ...tierProjects("unit", { include: ["**/*.test.ts", "**/*.test.tsx"] }),
      // Against PostgreSQL: each file gets its own database (database-per-file.ts), on one server
      // both projects share (global-setup.ts).
      ...tierProjects("integration", {
        include: ["**/*.int.test.ts"],
        // The production build the files that start app servers serve: made once, if missing.
        globalSetup: ["test/integration/global-setup.ts", "test/integration/production-build.ts"],
        setupFiles: ["test/integration/database-per-file.ts"],
        // A few files at a time keep the 2-core machine busy.
        maxWorkers: 2,
        testTimeout: 60_000,
        hookTimeout: 120_000,
      }),
    ],
  },
});
