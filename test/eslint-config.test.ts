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
