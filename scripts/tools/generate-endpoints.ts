// Writes lib/api/endpoints.ts from the route registry: run after adding or changing a route.
//   npx tsx scripts/tools/generate-endpoints.ts
import { writeFileSync } from "node:fs";
import path from "node:path";
import { registryGroups, renderEndpoints } from "./endpoints-file";

const target = path.resolve(import.meta.dirname, "../../lib/api/endpoints.ts");
writeFileSync(target, renderEndpoints(await registryGroups()));
console.log(`Wrote ${path.relative(process.cwd(), target)}`);
