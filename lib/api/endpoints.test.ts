// lib/api/endpoints.ts and lib/api/endpoints/ are generated from the registry: these fail when a
// route was added or changed without running `npx tsx scripts/tools/generate-endpoints.ts`.
import { readdirSync, readFileSync } from "node:fs";
import { describe, expect, it } from "vitest";
import { registryGroups, renderEndpoints } from "@/scripts/tools/endpoints-file";
import * as endpoints from "./endpoints";
import { API_ROUTES } from "./registry";

describe("lib/api/endpoints.ts", () => {
  it("is what the generator writes from the registry today, file for file", async () => {
    const generated = await renderEndpoints(await registryGroups());
    const onDisk = [
      "endpoints.ts",
      ...readdirSync(new URL("./endpoints", import.meta.url)).map((file) => `endpoints/${file}`),
    ];
    expect(onDisk.map((file) => `lib/api/${file}`).sort()).toEqual([...generated.keys()].sort());
    for (const [file, text] of generated) {
      expect(readFileSync(new URL(`../../${file}`, import.meta.url), "utf8"), file).toBe(text);
    }
  });

  it("names every route of the registry once, with its method and path", () => {
    const generated = Object.values(endpoints).flatMap((group) =>
      Object.values(group).map(({ method, path }) => `${method} ${path}`),
    );
    const registry = API_ROUTES.map(({ method, path }) => `${method} ${path}`);
    expect([...generated].sort()).toEqual([...registry].sort());
  });

  it("holds plain data only: no schema reaches the browser through it", () => {
    for (const group of Object.values(endpoints)) {
      for (const endpoint of Object.values(group)) {
        expect(Object.keys(endpoint).sort()).toEqual(["method", "path"]);
      }
    }
  });
});
