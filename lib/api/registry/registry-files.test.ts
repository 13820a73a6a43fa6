// The registry's files follow the URLs (the rule: the top of index.ts): each route is in the file
// named after the longest prefix of its path that names a file, each file's groups hold routes,
// and index.ts lists every group.
import { readdirSync } from "node:fs";
import { describe, expect, it } from "vitest";
import { registryGroups } from "@/scripts/tools/endpoints-file";
import { API_ROUTES } from "./index";

/** `admin-users` for /api/v1/admin/users/{id}/role: every file name the path could live in. */
function prefixNamesOf(path: string): string[] {
  const rest = path
    .replace(/^\/api\/v1\//, "")
    .replace(/^\/api\//, "")
    .replace(/^\//, "");
  const segments: string[] = [];
  for (const segment of rest.split("/")) {
    if (segment.startsWith("{")) break;
    segments.push(segment.split(".")[0]!);
  }
  return segments.map((_, index) => segments.slice(0, index + 1).join("-"));
}

/** The file a route belongs in: the longest prefix name among `files`. */
function fileOfRoute(path: string, files: ReadonlySet<string>): string | undefined {
  return prefixNamesOf(path)
    .filter((name) => files.has(name))
    .at(-1);
}

const registryFiles = new Set(
  readdirSync(new URL("./", import.meta.url))
    .filter((file) => file.endsWith(".ts") && !file.includes(".test."))
    .map((file) => file.replace(/\.ts$/, "")),
);

describe("the registry's files", () => {
  it("name a path's prefix: the longest that names a file", () => {
    expect(prefixNamesOf("/api/v1/admin/users/{id}/role")).toEqual(["admin", "admin-users"]);
    expect(prefixNamesOf("/api/v1/openapi.json")).toEqual(["openapi"]);
    expect(prefixNamesOf("/api/dev/mailbox")).toEqual(["dev", "dev-mailbox"]);
    expect(prefixNamesOf("/health")).toEqual(["health"]);
    const files = new Set(["admin", "admin-users", "users"]);
    expect(fileOfRoute("/api/v1/admin/users/{id}/role", files)).toBe("admin-users");
    expect(fileOfRoute("/api/v1/admin/queues", files)).toBe("admin");
    expect(fileOfRoute("/api/v1/services", files)).toBeUndefined();
  });

  it("hold each route in the file its path names", async () => {
    const misplaced: string[] = [];
    for (const group of await registryGroups()) {
      const file = group.module.replace("./registry/", "");
      for (const [key, route] of Object.entries(group.routes)) {
        const expected = fileOfRoute(route.path, registryFiles);
        if (expected !== file) {
          const where = expected ? `${expected}.ts` : "a file named after a prefix of its path";
          misplaced.push(
            `${group.exportName}.${key} (${route.path}) is in ${file}.ts, not ${where}`,
          );
        }
      }
    }
    expect(misplaced).toEqual([]);
  });

  it("hold routes in every group, and index.ts lists every group", async () => {
    const groups = await registryGroups();
    for (const group of groups) {
      expect(Object.keys(group.routes).length, group.exportName).toBeGreaterThan(0);
    }
    const grouped = groups.flatMap((group) => Object.values(group.routes));
    expect(new Set(grouped)).toEqual(new Set(API_ROUTES));
    expect(grouped).toHaveLength(API_ROUTES.length);
  });
});
