// The text of lib/api/endpoints/, read from the route registry: each entry of a registry group
// (`export const bookingRoutes = { book: defineRoute(...) }`) becomes a plain endpoint in its
// own module (`lib/api/endpoints/bookings/book.ts`: `bookingsBook`), typed by `import type` of
// its entry. Written by
// generate-endpoints.ts; lib/api/endpoints.test.ts fails when the file in git differs.
import { readdirSync } from "node:fs";
import path from "node:path";
import { pathToFileURL } from "node:url";
import * as prettier from "prettier";
import type { RouteDefinition } from "@/lib/api/registry/define";

const REGISTRY = path.resolve(import.meta.dirname, "../../lib/api/registry");

/** The name of each registry group: its folder and the first word of its endpoints' names. */
export const GROUP_NAMES: Readonly<Record<string, string>> = {
  authRoutes: "auth",
  secondFactorRoutes: "secondFactor",
  sessionRoutes: "sessions",
  catalogRoutes: "catalog",
  bookingRoutes: "bookings",
  paymentRoutes: "payments",
  orgBookingRoutes: "orgBookings",
  disputeRoutes: "disputes",
  adminDisputeRoutes: "adminDisputes",
  orgServiceRoutes: "orgServices",
  orgDashboardRoutes: "orgDashboard",
  moderationRoutes: "moderation",
  orgProfileRoutes: "orgProfile",
  conversionRoutes: "conversions",
  payoutRoutes: "payouts",
  uploadRoutes: "uploads",
  userRoutes: "users",
  adminDashboardRoutes: "adminDashboard",
  adminUserRoutes: "adminUsers",
  adminServiceRoutes: "adminServices",
  adminConversionRoutes: "adminConversions",
  adminPaymentRoutes: "adminPayments",
  adminSettingsRoutes: "adminSettings",
  adminAuditRoutes: "adminAudit",
  healthRoutes: "health",
  docsRoutes: "docs",
  devRoutes: "dev",
};

export interface RegistryGroup {
  /** The registry module, `./registry/catalog`. */
  module: string;
  /** Its export, `bookingRoutes`. */
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

function routeModule(group: RegistryGroup, name: string, key: string, route: RouteDefinition) {
  return [
    `// ${name}.${key} as the browser calls it: method and path as plain data, typed by its`,
    "// registry entry through `import type`, so no zod schema reaches the bundle.",
    ...HEADER,
    `import type { ${group.exportName} } from "${group.module.replace("./", "../../")}";`,
    'import type { Endpoint } from "../../endpoint";',
    "",
    `export const ${exportOf(name, key)}: Endpoint<typeof ${group.exportName}.${key}> = {`,
    `  method: "${route.method}",`,
    `  path: "${route.path}",`,
    "};",
  ].join("\n");
}

/**
 * The generated files by path, formatted as prettier leaves them: one module per route
 * (`lib/api/endpoints/bookings/book.ts` exporting `bookingsBook`). One module per route, not
 * per group, because Turbopack drops an export only when no page of the whole app reads it: a
 * group module would bring every route of the group to each page that calls one of them.
 */
export async function renderEndpoints(
  groups: readonly RegistryGroup[],
): Promise<Map<string, string>> {
  const files = new Map<string, string>();
  for (const group of groups) {
    const name = GROUP_NAMES[group.exportName];
    if (!name) throw new Error(`Name the group of ${group.exportName} in GROUP_NAMES`);
    for (const [key, route] of Object.entries(group.routes)) {
      const file = `lib/api/endpoints/${fileOf(name)}/${fileOf(key)}.ts`;
      files.set(file, routeModule(group, name, key, route));
    }
  }
  const options = (await prettier.resolveConfig(path.join(REGISTRY, "index.ts"))) ?? {};
  for (const [file, text] of files) {
    files.set(file, await prettier.format(text, { ...options, parser: "typescript" }));
  }
  return files;
}
