// A feature module (modules/<feature>/) keeps the rules of the folders it replaces: its server/ is
// lib/server (server-only first, no API layer, no React Compiler rules), its components/ and
// shared/ are browser code like components/ (no database, no Prisma).
import { ESLint } from "eslint";
import { describe, expect, it } from "vitest";

const eslint = new ESLint();

async function messages(code: string, filePath: string): Promise<string[]> {
  const [result] = await eslint.lintText(code, { filePath });
  return result?.messages.map((m) => `${m.ruleId}: ${m.message}`) ?? [];
}

async function compilerRuleOn(filePath: string): Promise<boolean> {
  const config = (await eslint.calculateConfigForFile(filePath)) as {
    rules: Record<string, unknown>;
  };
  const setting = config.rules["react-hooks/static-components"];
  const severity = Array.isArray(setting) ? setting[0] : setting;
  return severity !== undefined && severity !== 0 && severity !== "off";
}

describe("eslint.config.mjs on modules/<feature>/", { timeout: 180_000 }, () => {
  it("asks a server module to start with server-only", async () => {
    expect(await messages("export const a = 1;\n", "modules/catalog/server/example.ts")).toEqual([
      expect.stringContaining('starts with import "server-only"'),
    ]);
    expect(
      await messages('import "server-only";\nexport const a = 1;\n', "modules/x/server/a/b.ts"),
    ).toEqual([]);
  });

  it("keeps the API layer out of a server module", async () => {
    const code =
      'import "server-only";\nimport { apiRoute } from "@/lib/api/route";\nexport { apiRoute };\n';
    expect(await messages(code, "modules/catalog/server/example.ts")).toEqual([
      expect.stringContaining("must not import the API layer"),
    ]);
  });

  it("asks a server module's functions to take at most three parameters", async () => {
    const code =
      'import "server-only";\nexport const f = (a: 1, b: 2, c: 3, d: 4) => a + b + c + d;\n';
    expect(await messages(code, "modules/catalog/server/example.ts")).toEqual([
      expect.stringMatching(/^max-params: .*too many parameters \(4\)/),
    ]);
  });

  it("keeps the database and Prisma out of a module's components and shared code", async () => {
    const code =
      'import { db } from "@/lib/server/db/client";\nimport type { Prisma } from "@/generated/prisma/client";\nexport const a: Prisma.ServiceWhereInput = db ? {} : {};\n';
    for (const file of ["modules/catalog/components/example.tsx", "modules/catalog/shared/a.ts"]) {
      expect(await messages(code, file), file).toEqual([
        expect.stringContaining("instead of the database"),
        expect.stringContaining("No Prisma in app/ or components/"),
      ]);
    }
  });

  it("runs the React Compiler's rules on a module's components, not on its server code", async () => {
    expect(await compilerRuleOn("modules/catalog/components/service-tile.tsx")).toBe(true);
    expect(await compilerRuleOn("modules/catalog/server/search-services.ts")).toBe(false);
  });
});
