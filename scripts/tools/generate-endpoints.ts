// Writes lib/api/endpoints/*.ts from the route registry: run after
// adding or changing a route.
//   npx tsx --import ./scripts/lib/server-only.mjs scripts/tools/generate-endpoints.ts
import { mkdirSync, rmSync, writeFileSync } from "node:fs";
import path from "node:path";
import { registryGroups, renderEndpoints } from "./endpoints-file";

const root = path.resolve(import.meta.dirname, "../..");
const files = await renderEndpoints(await registryGroups());
// A group that left the registry leaves no file behind.
rmSync(path.join(root, "lib/api/endpoints"), { recursive: true, force: true });
for (const [file, text] of files) {
  mkdirSync(path.dirname(path.join(root, file)), { recursive: true });
  writeFileSync(path.join(root, file), text);
}
console.log(`Wrote ${files.size} files under lib/api/endpoints/`);
