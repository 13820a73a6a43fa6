import { fileURLToPath } from "node:url";
import { defineConfig } from "vitest/config";

const root = fileURLToPath(new URL(".", import.meta.url));
// Tests run lib/server outside Next.js, as server code: `server-only` is its empty module here, as
// in Next's server bundles (resolved the default way, it throws).
const serverOnly = fileURLToPath(new URL("node_modules/server-only/empty.js", import.meta.url));
const alias = { "@": root, "server-only": serverOnly };
const exclude = ["node_modules/**", ".next/**", "e2e/**", "generated/**", ".data*/**"];

export default defineConfig({
  resolve: { alias },
  test: {
    projects: [
      {
        resolve: { alias },
        test: {
          name: "unit",
          environment: "node",
          include: ["**/*.test.ts", "**/*.test.tsx"],
          exclude: [...exclude, "**/*.int.test.ts"],
        },
      },
      {
        resolve: { alias },
        test: {
          name: "integration",
          environment: "node",
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
