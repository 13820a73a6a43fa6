import nextVitals from "eslint-config-next/core-web-vitals";
import nextTs from "eslint-config-next/typescript";
import { defineConfig, globalIgnores } from "eslint/config";

const NO_DIRECT_TOASTS = {
  name: "sonner",
  message: "Use notify from @/lib/notify: one error toast at a time, field errors at the field.",
};
const NO_NEXT_LINK = {
  name: "next/link",
  message: "Use Link from @/components/ui/link: it fetches a page when followed, not on sight.",
};

// Every lib/server and modules/<feature>/server module starts with `import "server-only"`, so
// `next build` fails when a client component reaches one, however indirectly (Node scripts:
// scripts/lib/server-only.mjs).
const SERVER_ONLY_FIRST = {
  meta: {
    type: "problem",
    schema: [],
    messages: {
      missing: 'A lib/server or modules/*/server module starts with import "server-only".',
    },
  },
  create(context) {
    return {
      Program(program) {
        const first = program.body.find((node) => node.type === "ImportDeclaration");
        if (first?.source.value !== "server-only") {
          context.report({ node: first ?? program, messageId: "missing" });
        }
      },
    };
  },
};

/**
 * eslint-plugin-react-hooks' React Compiler rules (all of its rules but rules-of-hooks and
 * exhaustive-deps). They compile every function of every file they see, two thirds of lint's
 * time, so they run only where components and hooks can be: not in Node code (below).
 */
const REACT_COMPILER_RULES = [
  "static-components",
  "use-memo",
  "void-use-memo",
  "preserve-manual-memoization",
  "incompatible-library",
  "immutability",
  "globals",
  "refs",
  "set-state-in-effect",
  "error-boundaries",
  "purity",
  "set-state-in-render",
  "unsupported-syntax",
  "config",
  "gating",
].map((rule) => `react-hooks/${rule}`);

/** Node code with no React component or hook: the domain, API layer, tests, scripts, seeds. */
const NODE_ONLY_FILES = [
  "lib/server/**/*.ts",
  "modules/*/server/**/*.ts",
  "lib/api/**/*.ts",
  "app/api/**/*.ts",
  "**/*.test.ts",
  "e2e/**/*.ts",
  "test/**/*.ts",
  "scripts/**/*.ts",
  "prisma/**/*.ts",
];

// Money turns from minor units (paise, cents) into whole units and back only in
// lib/format/money-minor.ts, by each currency's own minorUnits: a hand-written `/ 100` or `* 100`
// elsewhere would be wrong for a currency with other minor units, and reads the same as a percent.
// A percent or basis points go through lib/economics/percent.ts. A rule of its own rather than a
// no-restricted-syntax selector: a second no-restricted-syntax setting would replace the cast
// rule's for the same files.
const NO_BARE_HUNDRED = {
  meta: {
    type: "problem",
    schema: [],
    messages: {
      hundred:
        "No bare / 100 or * 100: money's minor units go through lib/format/money-minor.ts (toMinor, fromMinor, formatMinor), percentages through lib/economics/percent.ts.",
    },
  },
  create(context) {
    const isHundred = (node) =>
      node.type === "Literal" && (node.value === 100 || node.bigint === "100");
    return {
      BinaryExpression(node) {
        if (node.operator !== "/" && node.operator !== "*") return;
        if (isHundred(node.left) || isHundred(node.right)) {
          context.report({ node, messageId: "hundred" });
        }
      },
      AssignmentExpression(node) {
        if ((node.operator === "/=" || node.operator === "*=") && isHundred(node.right)) {
          context.report({ node, messageId: "hundred" });
        }
      },
    };
  },
};

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
    // Routes are thin: the database is reached only through lib/server/<domain>. Toasts go
    // through lib/notify, which keeps one rule for them (errors at fields, toasts for outcomes).
    // A feature module's screens and shared code (modules/<feature>/components, shared) are
    // browser code like components/.
    files: [
      "app/**/*.{ts,tsx}",
      "components/**/*.{ts,tsx}",
      "modules/*/components/**/*.{ts,tsx}",
      "modules/*/shared/**/*.{ts,tsx}",
    ],
    ignores: ["components/ui/sonner.tsx"],
    rules: {
      "no-restricted-imports": [
        "error",
        {
          paths: [NO_DIRECT_TOASTS, NO_NEXT_LINK],
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
  {
    files: ["lib/**/*.{ts,tsx}"],
    ignores: ["lib/notify.ts"],
    rules: { "no-restricted-imports": ["error", { paths: [NO_DIRECT_TOASTS] }] },
  },
  {
    files: ["lib/server/**/*.{ts,tsx}", "modules/*/server/**/*.{ts,tsx}"],
    ignores: ["**/*.test.{ts,tsx}"],
    plugins: { coinmarket: { rules: { "server-only-first": SERVER_ONLY_FIRST } } },
    rules: {
      "coinmarket/server-only-first": "error",
      // The domain knows nothing of HTTP routes: it throws AppError (lib/errors) and returns the
      // views of lib/schemas; lib/api turns both into answers. Tests may drive routes over HTTP.
      "no-restricted-imports": [
        "error",
        {
          paths: [NO_DIRECT_TOASTS],
          patterns: [
            {
              group: ["@/lib/api", "@/lib/api/*", "**/lib/api/*"],
              message:
                "lib/server and modules/*/server are the domain: they must not import the API layer (lib/api).",
            },
          ],
        },
      ],
    },
  },
  {
    // A domain call takes its database and one params object, not a row of positional values
    // that read alike at the call site. The domain's tests and the integration harness too.
    files: [
      "lib/server/**/*.{ts,tsx}",
      "modules/*/server/**/*.{ts,tsx}",
      "test/integration/**/*.ts",
    ],
    rules: { "max-params": ["error", 3] },
  },
  {
    // A cast through unknown says nothing the compiler can check: product code narrows instead
    // (a type guard, `in`, a wrapper that has the type). Tests may build partial stand-ins.
    ignores: ["**/*.test.{ts,tsx}", "test/**", "e2e/**"],
    rules: {
      "no-restricted-syntax": [
        "error",
        {
          selector: "TSAsExpression > TSAsExpression[typeAnnotation.type='TSUnknownKeyword']",
          message:
            "No `as unknown as` outside tests: narrow the value, or wrap it in a typed shape.",
        },
      ],
    },
  },
  {
    // Minor units only through the money formatter (NO_BARE_HUNDRED above).
    files: [
      "lib/**/*.{ts,tsx}",
      "app/**/*.{ts,tsx}",
      "components/**/*.{ts,tsx}",
      "modules/**/*.{ts,tsx}",
      "scripts/**/*.{ts,tsx,mjs}",
      "prisma/**/*.{ts,mjs}",
    ],
    ignores: ["**/*.test.{ts,tsx}", "lib/format/money-minor.ts"],
    plugins: { money: { rules: { "no-bare-hundred": NO_BARE_HUNDRED } } },
    rules: { "money/no-bare-hundred": "error" },
  },
  {
    files: NODE_ONLY_FILES,
    rules: Object.fromEntries(REACT_COMPILER_RULES.map((rule) => [rule, "off"])),
  },
  globalIgnores([
    ".next/**",
    "dist/**",
    "generated/**",
    "node_modules/**",
    ".data*/**",
    "test-results/**",
    "playwright-report/**",
    "next-env.d.ts",
    // The benchmark's bare Next.js app (scripts/bench/floor-app): its build and generated types.
    "scripts/bench/floor-app/.next/**",
    "scripts/bench/floor-app/next-env.d.ts",
  ]),
]);
