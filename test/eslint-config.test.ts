// eslint.config.mjs runs the React Compiler's rules only where components and hooks can be.
import { ESLint } from "eslint";
import { describe, expect, it } from "vitest";

type Severity = 0 | 1 | 2 | "off" | "warn" | "error";

// One instance: loading the configuration (and its plugins) is most of the test's time.
const eslint = new ESLint();

async function reactHooksRules(file: string): Promise<Map<string, boolean>> {
  const config = (await eslint.calculateConfigForFile(file)) as {
    rules: Record<string, Severity | [Severity, ...unknown[]]>;
  };
  const rules = new Map<string, boolean>();
  for (const [name, setting] of Object.entries(config.rules)) {
    if (!name.startsWith("react-hooks/")) continue;
    const severity = Array.isArray(setting) ? setting[0] : setting;
    rules.set(name, severity !== 0 && severity !== "off");
  }
  return rules;
}

const HOOK_RULES = ["react-hooks/rules-of-hooks", "react-hooks/exhaustive-deps"];

// Loading the configuration takes a second on a quiet machine and over a minute on a busy one.
describe("eslint.config.mjs React Compiler rules", { timeout: 180_000 }, () => {
  it("checks components with all of them", async () => {
    const rules = await reactHooksRules("components/admin/admin-page-heading.tsx");
    expect([...rules.values()].every(Boolean)).toBe(true);
    expect(rules.get("react-hooks/static-components")).toBe(true);
  });

  it("leaves them out of Node code, keeping the rules of hooks", async () => {
    const compilerRules = [
      ...(await reactHooksRules("components/admin/admin-page-heading.tsx")).keys(),
    ].filter((rule) => !HOOK_RULES.includes(rule));
    for (const file of [
      "lib/server/ledger/flows.ts",
      "lib/api/route.ts",
      "app/api/v1/auth/login/route.ts",
      "lib/format/money.test.ts",
      "e2e/support/accounts.ts",
      "scripts/start.ts",
    ]) {
      const rules = await reactHooksRules(file);
      for (const rule of compilerRules)
        expect({ file, rule, on: rules.get(rule) }).toEqual({
          file,
          rule,
          on: false,
        });
      for (const rule of HOOK_RULES)
        expect({ file, rule, on: rules.get(rule) }).toEqual({
          file,
          rule,
          on: true,
        });
    }
  });
});

describe("eslint.config.mjs imports", { timeout: 180_000 }, () => {
  it("refuses next/link in app/ and components/, pointing at the app's Link", async () => {
    const [result] = await eslint.lintText(
      'import Link from "next/link";\nexport const home = <Link href="/">Home</Link>;\n',
      { filePath: "components/site/example.tsx" },
    );
    const messages = result?.messages.filter((m) => m.ruleId === "no-restricted-imports") ?? [];
    expect(messages.map((m) => m.message)).toEqual([
      expect.stringContaining("Use Link from @/components/ui/link"),
    ]);
  });
});

describe("eslint.config.mjs casts", { timeout: 180_000 }, () => {
  const castThroughUnknown = 'export const n = ("1" as unknown as number) + 1;\n';
  const refusals = async (filePath: string) => {
    const [result] = await eslint.lintText(castThroughUnknown, { filePath });
    return result?.messages.filter((m) => m.ruleId === "no-restricted-syntax") ?? [];
  };

  it("refuses a cast through unknown in product code and scripts", async () => {
    for (const file of ["lib/server/example.ts", "components/site/example.tsx", "scripts/x.ts"]) {
      expect(
        (await refusals(file)).map((m) => m.message),
        file,
      ).toEqual([expect.stringContaining("No `as unknown as` outside tests")]);
    }
  });

  it("lets tests build partial stand-ins with one", async () => {
    expect(await refusals("lib/server/example.test.ts")).toEqual([]);
    expect(await refusals("test/integration/example.ts")).toEqual([]);
  });
});

describe("eslint.config.mjs minor units", { timeout: 180_000 }, () => {
  const handWritten = [
    "export const whole = (minor: number) => minor / 100;",
    "export const minor = (whole: number) => 100 * whole;",
    "export const big = (coins: bigint) => coins * 100n;",
    "export const shown = (value: number) => Math.round(value * 100) / 100;",
  ].join("\n");
  const refusals = async (filePath: string) => {
    const [result] = await eslint.lintText(`${handWritten}\n`, { filePath });
    return result?.messages.filter((m) => m.ruleId === "money/no-bare-hundred") ?? [];
  };

  it("refuses a hand-written / 100 or * 100 in product code, scripts and seeds", async () => {
    for (const file of [
      "lib/server/example.ts",
      "components/site/example.tsx",
      "app/example/page.tsx",
      "modules/catalog/shared/example.ts",
      "scripts/bench/example.ts",
      "prisma/seed/example.ts",
    ]) {
      const messages = await refusals(file);
      expect(
        messages.map((m) => m.line),
        file,
      ).toEqual([1, 2, 3, 4, 4]);
      expect(messages[0]?.message, file).toContain("lib/format/money-minor.ts");
    }
  });

  it("leaves it to the money formatter and to tests", async () => {
    expect(await refusals("lib/format/money-minor.ts")).toEqual([]);
    expect(await refusals("lib/server/example.test.ts")).toEqual([]);
    expect(await refusals("e2e/example.spec.ts")).toEqual([]);
  });

  it("keeps the cast rule where both apply", async () => {
    const [result] = await eslint.lintText('export const n = ("1" as unknown as number) / 100;\n', {
      filePath: "lib/money/example.ts",
    });
    expect(result?.messages.map((m) => m.ruleId).sort()).toEqual([
      "money/no-bare-hundred",
      "no-restricted-syntax",
    ]);
  });
});

describe("eslint.config.mjs parameters", { timeout: 180_000 }, () => {
  const fourParams = "export const f = (a: 1, b: 2, c: 3, d: 4) => a + b + c + d;\n";
  const refusals = async (filePath: string) => {
    const [result] = await eslint.lintText(fourParams, { filePath });
    return result?.messages.filter((m) => m.ruleId === "max-params") ?? [];
  };

  it("asks the domain, its tests and the integration harness for one params object", async () => {
    for (const file of [
      "lib/server/example.ts",
      "lib/server/admin/example.int.test.ts",
      "test/integration/example.ts",
    ]) {
      expect(
        (await refusals(file)).map((m) => m.message),
        file,
      ).toEqual([expect.stringContaining("too many parameters (4)")]);
    }
  });

  it("leaves components and scripts their own shapes", async () => {
    expect(await refusals("components/site/example.tsx")).toEqual([]);
    expect(await refusals("scripts/example.ts")).toEqual([]);
  });
});
