// CI's gate on the API document: Redocly (recommended, every rule on, redocly.yaml) and Spectral
// (spectral:oas, all rules, .spectral.yaml) lint the document the registry generates, and find
// nothing: no error and no warning.
import { execFile } from "node:child_process";
import { mkdtemp, readFile, rm, writeFile } from "node:fs/promises";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { promisify } from "node:util";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { openApiDocument } from "./openapi";

const run = promisify(execFile);
const root = process.cwd();
let folder = "";
let file = "";

beforeAll(async () => {
  folder = await mkdtemp(join(tmpdir(), "openapi-lint-"));
  file = join(folder, "openapi.json");
  await writeFile(file, JSON.stringify(openApiDocument(), null, 2));
});

afterAll(async () => {
  await rm(folder, { recursive: true, force: true });
});

/** The command's output and exit code, whether or not it failed. */
async function lint(args: string[]) {
  try {
    const { stdout, stderr } = await run("npx", ["--no-install", ...args], {
      cwd: root,
      maxBuffer: 20_000_000,
    });
    return { code: 0, stdout, stderr };
  } catch (error) {
    const failed = error as { code?: number; stdout?: string; stderr?: string };
    return { code: failed.code ?? 1, stdout: failed.stdout ?? "", stderr: failed.stderr ?? "" };
  }
}

describe("the OpenAPI document's linters", () => {
  it("Redocly finds no error and no warning", async () => {
    const result = await lint([
      "redocly",
      "lint",
      file,
      "--config",
      join(root, "redocly.yaml"),
      "--format",
      "json",
    ]);
    const report = JSON.parse(result.stdout) as {
      totals: { errors: number; warnings: number };
      problems: { ruleId: string; message: string }[];
    };
    expect(report.problems.map((problem) => `${problem.ruleId}: ${problem.message}`)).toEqual([]);
    expect(report.totals).toMatchObject({ errors: 0, warnings: 0 });
    expect(result.code).toBe(0);
  }, 120_000);

  it("Spectral finds nothing at any severity", async () => {
    const result = await lint([
      "spectral",
      "lint",
      file,
      "--ruleset",
      join(root, ".spectral.yaml"),
      "--format",
      "json",
      "--output",
      join(folder, "spectral.json"),
      "--fail-severity",
      "hint",
    ]);
    const results = JSON.parse(await readFile(join(folder, "spectral.json"), "utf8")) as {
      code: string;
      message: string;
    }[];
    expect(results.map((found) => `${found.code}: ${found.message}`)).toEqual([]);
    expect(result.code).toBe(0);
  }, 120_000);
});
