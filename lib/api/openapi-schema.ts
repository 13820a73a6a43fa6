// zod -> JSON Schema for the OpenAPI document: named schemas (zod's `id`) are lifted into
// components.schemas and referenced from there.
import { z } from "zod";
import type { Schema } from "./registry/define";

export type JsonSchema = Record<string, unknown>;
/** The document's components.schemas, filled as operations are generated. */
export type SchemaDefs = Record<string, JsonSchema>;

/** JSON Schema's local `#/$defs/X` references, pointed at the document's components. */
function toComponentRefs(schema: JsonSchema): JsonSchema {
  return JSON.parse(
    JSON.stringify(schema).replaceAll('"#/$defs/', '"#/components/schemas/'),
  ) as JsonSchema;
}

export function toJsonSchema(schema: Schema, io: "input" | "output", defs: SchemaDefs): JsonSchema {
  const converted = z.toJSONSchema(schema, {
    target: "draft-2020-12",
    io,
    unrepresentable: "any",
  }) as JsonSchema & { $defs?: SchemaDefs };
  const { $schema: _schema, $defs, ...rest } = converted;
  for (const [name, definition] of Object.entries($defs ?? {})) {
    defs[name] ??= toComponentRefs(definition);
  }
  return toComponentRefs(rest);
}

/**
 * The description and first example a schema was given with `.meta()`. Read from zod's registry
 * rather than the JSON Schema: zod leaves a transformed schema's examples out of its input side.
 */
export function metaOf(schema: Schema | undefined): { description?: string; example?: unknown } {
  const meta = schema ? z.globalRegistry.get(schema) : undefined;
  return {
    ...(typeof meta?.description === "string" ? { description: meta.description } : {}),
    ...(Array.isArray(meta?.examples) && meta.examples.length > 0
      ? { example: meta.examples[0] }
      : {}),
  };
}
