// The text of lib/api/endpoints.ts, read from the route registry: each registry group
// (`export const bookingRoutes = { book: defineRoute(...) }`) becomes a group of plain endpoints
// (`endpoints.bookings.book`), typed by `import type` of its entry. Written by
// generate-endpoints.ts; lib/api/endpoints.test.ts fails when the file in git differs.
import { readdirSync } from "node:fs";
import path from "node:path";
import { pathToFileURL } from "node:url";
import * as prettier from "prettier";
import type { RouteDefinition } from "@/lib/api/registry/define";

const REGISTRY = path.resolve(import.meta.dirname, "../../lib/api/registry");

/** The name at call sites of each registry group: what reads well after `endpoints.`. */
export const GROUP_NAMES: Readonly<Record<string, string>> = {
  authRoutes: "auth",
  catalogRoutes: "catalog",
  bookingRoutes: "bookings",
  paymentRoutes: "payments",
  orgBookingRoutes: "orgBookings",
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

/** `orgBookings` -> `org-bookings`: the group's file under lib/api/endpoints/. */
export const fileOf = (group: string) =>
  group.replace(/[A-Z]/g, (letter) => `-${letter.toLowerCase()}`);

/** An entry's key that cannot name a `const` (`export`) is exported under it by another name. */
const RESERVED = new Set(["export", "delete", "default", "import", "new", "in"]);

function groupModule(group: RegistryGroup, name: string): string {
  const lines = [
    `// The ${name} routes as the browser calls them: method and path as plain data, typed by`,
    "// their registry entries through `import type`, so their zod schemas stay out of the bundle.",
    ...HEADER,
    `import type { ${group.exportName} } from "${group.module.replace("./", "../")}";`,
    'import type { Endpoint } from "../endpoint";',
    "",
  ];
  for (const [key, route] of Object.entries(group.routes)) {
    const local = RESERVED.has(key) ? `${key}Route` : key;
    // A typed literal, not a call: an export no page reads is dropped from the bundle.
    const type = `Endpoint<typeof ${group.exportName}.${key}>`;
    const value = `{ method: "${route.method}", path: "${route.path}" }`;
    lines.push(`${local === key ? "export " : ""}const ${local}: ${type} = ${value};`);
    if (local !== key) lines.push(`export { ${local} as ${key} };`);
  }
  return lines.join("\n");
}

/**
 * The generated files by path, formatted as prettier leaves them: one module per registry group,
 * one export per route, read as a namespace (`import * as bookingsApi from
 * "@/lib/api/endpoints/bookings"`, then `bookingsApi.book`): the bundler keeps only the routes a
 * page calls.
 */
export async function renderEndpoints(
  groups: readonly RegistryGroup[],
): Promise<Map<string, string>> {
  const files = new Map<string, string>();
  for (const group of groups) {
    const name = GROUP_NAMES[group.exportName];
    if (!name) throw new Error(`Name the group of ${group.exportName} in GROUP_NAMES`);
    files.set(`lib/api/endpoints/${fileOf(name)}.ts`, groupModule(group, name));
  }
  const options = (await prettier.resolveConfig(path.join(REGISTRY, "index.ts"))) ?? {};
  for (const [file, text] of files) {
    files.set(file, await prettier.format(text, { ...options, parser: "typescript" }));
  }
  return files;
}
