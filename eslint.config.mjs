import nextVitals from "eslint-config-next/core-web-vitals";
import nextTs from "eslint-config-next/typescript";
import { defineConfig, globalIgnores } from "eslint/config";

export default defineConfig([
  ...nextVitals,
  ...nextTs,
  {
    rules: {
      "@typescript-eslint/no-explicit-any": "error",
      "@typescript-eslint/ban-ts-comment": "error",
      "@typescript-eslint/no-unused-vars": [
        "error",
        { argsIgnorePattern: "^_", varsIgnorePattern: "^_" },
      ],
    },
  },
  {
    // Routes are thin: the database is reached only through lib/server/<domain>.
    files: ["app/**/*.{ts,tsx}", "components/**/*.{ts,tsx}"],
    rules: {
      "no-restricted-imports": [
        "error",
        {
          patterns: [
            {
              group: ["@/lib/server/db", "@/lib/server/db/*"],
              message: "Call a lib/server/<domain> function instead of the database.",
            },
            {
              group: ["@/generated/prisma", "@/generated/prisma/*"],
              message: "No Prisma in app/ or components/.",
            },
          ],
        },
      ],
    },
  },
  globalIgnores([
    ".next/**",
    "generated/**",
    "node_modules/**",
    ".data*/**",
    "test-results/**",
    "playwright-report/**",
    "next-env.d.ts",
  ]),
]);
