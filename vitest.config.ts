import { fileURLToPath } from "node:url";
import { defineConfig } from "vitest/config";

const root = fileURLToPath(new URL(".", import.meta.url));
const alias = { "@": root };
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
