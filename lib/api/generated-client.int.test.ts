// The "done when": an outside developer generates TypeScript types from the document with
// openapi-typescript, and an integration written with openapi-fetch against them (a user's, an
// organization's and an admin's calls: generated-client/integration.ts.txt) type-checks with no
// cast and no non-null assertion. Type-checked only; the integration suite runs the calls.
import { execFile } from "node:child_process";
import { copyFile, mkdtemp, readFile, rm, writeFile } from "node:fs/promises";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { promisify } from "node:util";
import openapiTS, { astToString } from "openapi-typescript";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { openApiDocument } from "./openapi";

const run = promisify(execFile);
const root = process.cwd();
const integration = join(root, "lib/api/generated-client/integration.ts.txt");
let folder = "";

beforeAll(async () => {
  folder = await mkdtemp(join(tmpdir(), "generated-client-"));
  const ast = await openapiTS(JSON.parse(JSON.stringify(openApiDocument())));
  await writeFile(join(folder, "schema.ts"), astToString(ast));
  await copyFile(integration, join(folder, "integration.ts"));
  const tsconfig = {
    compilerOptions: {
      target: "ES2022",
      lib: ["ES2022", "DOM"],
      module: "ESNext",
      moduleResolution: "Bundler",
      strict: true,
      noUncheckedIndexedAccess: true,
      noEmit: true,
      skipLibCheck: true,
      types: [],
      // The temporary folder has no node_modules of its own: the project's openapi-fetch.
      paths: { "openapi-fetch": [join(root, "node_modules/openapi-fetch")] },
    },
    files: ["schema.ts", "integration.ts"],
  };
  await writeFile(join(folder, "tsconfig.json"), JSON.stringify(tsconfig, null, 2));
}, 60_000);

afterAll(async () => {
  await rm(folder, { recursive: true, force: true });
});

describe("a client generated from the document", () => {
  it("needs no cast and no non-null assertion", async () => {
    const source = await readFile(integration, "utf8");
    const code = source.replace(/\/\/.*$/gm, "");
    expect(code).not.toMatch(/\bas\s+(?!const\b)[A-Za-z{[("']/);
    expect(code).not.toMatch(/[\w\])]!(?!=)/);
    expect(code).not.toMatch(/@ts-(ignore|expect-error|nocheck)|\bany\b/);
  });

  it("type-checks the user's, organization's and admin's integration", async () => {
    const result = await run("npx", ["--no-install", "tsc", "-p", join(folder, "tsconfig.json")], {
      cwd: root,
    }).then(
      () => "",
      (error: { stdout?: string }) => error.stdout ?? String(error),
    );
    expect(result).toBe("");
  }, 120_000);
});
