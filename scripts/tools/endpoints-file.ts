// The text of lib/api/endpoints.ts, read from the route registry: each registry group
// (`export const bookingRoutes = { book: defineRoute(...) }`) becomes a group of plain endpoints
// (`endpoints.bookings.book`), typed by `import type` of its entry. Written by
// generate-endpoints.ts; lib/api/endpoints.test.ts fails when the file in git differs.
import { readdirSync } from "node:fs";
import path from "node:path";
import { pathToFileURL } from "node:url";
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

/** The generated module, formatted as prettier leaves it. */
export function renderEndpoints(groups: readonly RegistryGroup[]): string {
  const imports = new Map<string, string[]>();
  for (const group of groups) {
    imports.set(group.module, [...(imports.get(group.module) ?? []), group.exportName]);
  }
  const lines = [
    "// Every API route as the browser calls it: method and path as plain data, typed by its",
    "// registry entry through `import type` (the registry's zod schemas stay out of the bundle).",
    "// Generated from lib/api/registry by `npx tsx scripts/tools/generate-endpoints.ts`: do not",
    "// edit; lib/api/endpoints.test.ts fails when it and the registry disagree.",
    ...[...imports].map(
      ([module, names]) => `import type { ${names.sort().join(", ")} } from "${module}";`,
    ),
    'import { endpoint } from "./endpoint";',
    "",
    "export const endpoints = {",
  ];
  for (const group of groups) {
    const name = GROUP_NAMES[group.exportName];
    if (!name) throw new Error(`Name the group of ${group.exportName} in GROUP_NAMES`);
    lines.push(`  ${name}: {`);
    for (const [key, route] of Object.entries(group.routes)) {
      const call = `endpoint<typeof ${group.exportName}.${key}>("${route.method}", "${route.path}"),`;
      const oneLine = `    ${key}: ${call}`;
      if (oneLine.length <= 100) lines.push(oneLine);
      else
        lines.push(
          `    ${key}: endpoint<typeof ${group.exportName}.${key}>(`,
          `      "${route.method}",`,
          `      "${route.path}",`,
          "    ),",
        );
    }
    lines.push("  },");
  }
  lines.push("} as const;", "");
  return lines.join("\n");
}
