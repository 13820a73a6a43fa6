// The query parameters a registry entry takes, by name, read from its schema as JSON Schema (an
// intersection of schemas lists the properties of each part).
import { z } from "zod";
import type { RouteDefinition } from "@/lib/api/registry/define";

type JsonSchema = { properties?: Record<string, unknown>; allOf?: JsonSchema[] };

function names(schema: JsonSchema): string[] {
  return [...Object.keys(schema.properties ?? {}), ...(schema.allOf ?? []).flatMap(names)];
}

export function queryParameters(route: RouteDefinition): string[] {
  if (!route.query) return [];
  return names(z.toJSONSchema(route.query, { io: "input", unrepresentable: "any" }) as JsonSchema);
}
