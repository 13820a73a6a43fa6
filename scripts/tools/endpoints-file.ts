// The text of lib/api/endpoints/, read from the route registry: each registry group
// (`export const bookingsRoutes = { list: defineRoute(...) }`) becomes one module of plain
// endpoints named after it (`lib/api/endpoints/bookings.ts`: `bookingsList`), each typed by
// `import type` of its entry. Written by generate-endpoints.ts; lib/api/endpoints.test.ts fails
// when a file in git differs.
import { readdirSync } from "node:fs";
import path from "node:path";
import { pathToFileURL } from "node:url";
import * as prettier from "prettier";
import type { RouteDefinition } from "@/lib/api/registry/define";

const REGISTRY = path.resolve(import.meta.dirname, "../../lib/api/registry");

/** `bookingsRoutes` -> `bookings`: a group's name, the first word of its endpoints' names. */
export const groupNameOf = (exportName: string) => exportName.replace(/Routes$/, "");

export interface RegistryGroup {
  /** The registry module, `./registry/users-bookings`. */
  module: string;
  /** Its export, `bookingsRoutes`. */
  exportName: string;
  routes: Record<string, RouteDefinition>;
}

function isRoute(value: unknown): value is RouteDefinition {
  return (
    typeof value === "object" &&
    value !== null &&
    "method" in value &&
    "path" in value &&
    "response" in value
  );
}

function isRouteGroup(value: unknown): value is Record<string, RouteDefinition> {
  return typeof value === "object" && value !== null && Object.values(value).every(isRoute);
}

/** Every `…Routes` export of the registry's modules, by file then export name (both runners agree). */
export async function registryGroups(): Promise<RegistryGroup[]> {
  const files = readdirSync(REGISTRY)
    .filter((file) => file.endsWith(".ts") && !file.includes(".test."))
    .sort();
  const groups: RegistryGroup[] = [];
  for (const file of files) {
    const exports: Record<string, unknown> = await import(
      pathToFileURL(path.join(REGISTRY, file)).href
    );
    const named = Object.entries(exports).sort(([a], [b]) => a.localeCompare(b));
    for (const [exportName, value] of named) {
      if (!exportName.endsWith("Routes") || !isRouteGroup(value)) continue;
      groups.push({ module: `./registry/${file.replace(/\.ts$/, "")}`, exportName, routes: value });
    }
  }
  return groups;
}

const HEADER = [
  "// Generated from lib/api/registry: do not edit. After changing a route, run",
  "//   npx tsx --import ./scripts/lib/server-only.mjs scripts/tools/generate-endpoints.ts",
  "// (lib/api/endpoints.test.ts fails until then).",
];

/** `orgBookings` -> `org-bookings`: a name as a file name under lib/api/endpoints/. */
export const fileOf = (name: string) =>
  name.replace(/[A-Z]/g, (letter) => `-${letter.toLowerCase()}`);

/** `auth` and `login` -> `authLogin`: the export's name, one across the app. */
export const exportOf = (group: string, key: string) =>
  `${group}${key.charAt(0).toUpperCase()}${key.slice(1)}`;

function groupModule(group: RegistryGroup, name: string) {
  const endpoints = Object.entries(group.routes).flatMap(([key, route]) => [
    "",
    `export const ${exportOf(name, key)}: Endpoint<typeof ${group.exportName}.${key}> = {`,
    `  method: "${route.method}",`,
    `  path: "${route.path}",`,
    "};",
  ]);
  return [
    `// The ${name} routes as the browser calls them: method and path as plain data, each typed by`,
    "// its registry entry through `import type`, so no zod schema reaches the bundle.",
    ...HEADER,
    `import type { ${group.exportName} } from "${group.module.replace("./", "../")}";`,
    'import type { Endpoint } from "../endpoint";',
    ...endpoints,
  ].join("\n");
}

/**
 * The generated files by path, formatted as prettier leaves them: one module per registry group
 * (`lib/api/endpoints/bookings.ts` exporting `bookingsList`, `bookingsGet`...).
 */
export async function renderEndpoints(
  groups: readonly RegistryGroup[],
): Promise<Map<string, string>> {
  const files = new Map<string, string>();
  for (const group of groups) {
    const name = groupNameOf(group.exportName);
    files.set(`lib/api/endpoints/${fileOf(name)}.ts`, groupModule(group, name));
  }
  const options = (await prettier.resolveConfig(path.join(REGISTRY, "index.ts"))) ?? {};
  for (const [file, text] of files) {
    files.set(file, await prettier.format(text, { ...options, parser: "typescript" }));
  }
  return files;
}
