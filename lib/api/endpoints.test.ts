// lib/api/endpoints/ is generated from the registry: these fail when a route was added or changed
// without running scripts/tools/generate-endpoints.ts (how: its header).
import { readdirSync, readFileSync } from "node:fs";
import { describe, expect, it } from "vitest";
import { registryGroups, renderEndpoints } from "@/scripts/tools/endpoints-file";
import type { Endpoint } from "./endpoint";
import { API_ROUTES } from "./registry";

const folder = new URL("./endpoints/", import.meta.url);

function isEndpoint(value: unknown): value is Endpoint {
  return typeof value === "object" && value !== null && "method" in value && "path" in value;
}

/** The generated files, as paths under lib/api/endpoints/ (`bookings.ts`). */
const generatedFiles = () =>
  readdirSync(folder, { encoding: "utf8" }).filter((file) => file.endsWith(".ts"));

/** Every export of every generated module. */
async function generatedEndpoints(): Promise<unknown[]> {
  const found: unknown[] = [];
  for (const file of generatedFiles()) {
    const exports: Record<string, unknown> = await import(new URL(file, folder).href);
    found.push(...Object.values(exports));
  }
  return found;
}

describe("lib/api/endpoints/", () => {
  it("is what the generator writes from the registry today, file for file", async () => {
    const generated = await renderEndpoints(await registryGroups());
    const onDisk = generatedFiles().map((file) => `lib/api/endpoints/${file}`);
    expect(onDisk.sort()).toEqual([...generated.keys()].sort());
    for (const [file, text] of generated) {
      expect(readFileSync(new URL(`../../${file}`, import.meta.url), "utf8"), file).toBe(text);
    }
  });

  it("names every route of the registry once, with its method and path", async () => {
    const generated = (await generatedEndpoints())
      .filter(isEndpoint)
      .map(({ method, path }) => `${method} ${path}`);
    const registry = API_ROUTES.map(({ method, path }) => `${method} ${path}`);
    expect(generated.sort()).toEqual([...registry].sort());
  });

  it("gives each registry group one module, its endpoints named once across the app", async () => {
    const groups = await registryGroups();
    expect(generatedFiles().length).toBe(groups.length);
    const names: string[] = [];
    for (const file of generatedFiles()) {
      const exports: Record<string, unknown> = await import(new URL(file, folder).href);
      names.push(...Object.keys(exports));
    }
    expect(new Set(names).size).toBe(names.length);
    expect(names).toHaveLength(API_ROUTES.length);
  });

  it("holds plain data only: no schema reaches the browser through it", async () => {
    for (const endpoint of await generatedEndpoints()) {
      expect(isEndpoint(endpoint) && Object.keys(endpoint).sort()).toEqual(["method", "path"]);
    }
  });
});
