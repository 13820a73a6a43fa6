// A feature module's files sit in server/, shared/ or components/: eslint.config.mjs finds its
// rules by those folders (server-only first, no lib/api, no database in screens), so a file
// beside them would escape all of them. And the domains that moved stay in one room: their old
// folders do not grow back beside the module.
import { existsSync, readdirSync } from "node:fs";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { filesUnder } from "@/test/support/import-graph";

const ROOT = path.resolve(import.meta.dirname, "..");
const LAYERS = ["server", "shared", "components"];

/** Where each module's code lived before it had a room of its own. */
const MOVED_FROM: Record<string, string[]> = {
  catalog: [
    "lib/server/catalog",
    "lib/catalog",
    "components/catalog",
    "lib/schemas/catalog.ts",
    "lib/validations/catalog.ts",
    "lib/validations/catalog-values.ts",
  ],
  services: [
    "lib/server/org-services",
    "components/org-services",
    "components/admin/services",
    "lib/schemas/org-services.ts",
    "lib/schemas/admin-services.ts",
    "lib/validations/org-services.ts",
    "lib/validations/org-services-values.ts",
    "lib/validations/admin-services.ts",
    "lib/validations/admin-services-values.ts",
  ],
};

const modules = readdirSync(path.join(ROOT, "modules"), { withFileTypes: true })
  .filter((entry) => entry.isDirectory())
  .map((entry) => entry.name);

describe("modules/<feature>/", () => {
  it("holds the catalogue and the services", () => {
    expect(modules).toEqual(expect.arrayContaining(Object.keys(MOVED_FROM)));
  });

  it("keeps every file in server/, shared/ or components/", () => {
    const stray = modules.flatMap((name) =>
      filesUnder(`modules/${name}`, (file) => /\.[cm]?[jt]sx?$/.test(file)).filter(
        (file) => !LAYERS.includes(file.split(path.sep)[2] ?? ""),
      ),
    );
    expect(stray).toEqual([]);
  });

  it("leaves nothing of a moved domain in its old folders", () => {
    const left = Object.values(MOVED_FROM)
      .flat()
      .filter((old) => existsSync(path.join(ROOT, old)));
    expect(left).toEqual([]);
  });
});
