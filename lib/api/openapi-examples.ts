// Examples for the document where a schema gives none of its own: built from the JSON Schema,
// taking each field's own example first, then its enum, format and bounds, and plausible values
// by the field's name. lib/api/openapi-examples.int.test.ts checks every example against the
// route's zod schema, so one that would be refused fails the tests.
import type { JsonSchema, SchemaDefs } from "./openapi-schema";

const AT = "2026-11-20T09:30:00.000Z";

/** Plausible strings by a field's name, so the reference reads like a real answer. */
const NAMED_STRINGS: readonly [RegExp, string][] = [
  [/^(id|.*Id)$/, "cm3x7k2p90001qz8h4t6v2b1d"],
  [/email/i, "ada@example.com"],
  [/^(organization|organizationName|org)$/, "Lovelace Analytics"],
  [/^(name|authorName|customerName|holderName|userName|user)$/, "Ada Lovelace"],
  [/^title$|serviceTitle/, "Website audit"],
  [/cursor/i, "WyJib29raW5ncyIsIjIwMjYtMTEtMjAiLCJjbTN4In0"],
  [/(url|href|image|logo)/i, "/uploads/5f2c9a.webp"],
  [/^rate$/, "88.00"],
  [/reference/i, "BK-7Q2M9X"],
  [/^month$/, "2026-11"],
  [/^duration$/, "2 hours"],
  [/^(description|summary|comment|message|note|reason|bio)$/, "Checked and ready."],
];

function stringExample(schema: JsonSchema, name: string): string {
  switch (schema.format) {
    case "date-time":
      return AT;
    case "date":
      return AT.slice(0, 10);
    case "email":
      return "ada@example.com";
    case "uri":
      return "https://coinmarket.example/";
  }
  const named = NAMED_STRINGS.find(([pattern]) => pattern.test(name))?.[1] ?? "text";
  const max = typeof schema.maxLength === "number" ? schema.maxLength : Infinity;
  const min = typeof schema.minLength === "number" ? schema.minLength : 0;
  return named.length > max ? named.slice(0, max) : named.padEnd(min, "x");
}

function numberExample(schema: JsonSchema, name: string, integer: boolean): number {
  const preferred = /rating|average/i.test(name)
    ? 4
    : /percent/i.test(name)
      ? 98.5
      : /quantity|count|^(accounts|transfers|minutes)$/i.test(name)
        ? 3
        : 500;
  const min = typeof schema.minimum === "number" ? schema.minimum : -Infinity;
  const max = typeof schema.maximum === "number" ? schema.maximum : Infinity;
  const value = Math.min(max, Math.max(min, preferred));
  return integer ? Math.round(value) : value;
}

/** An example of `schema`, a property called `name` (if any), resolving references in `defs`. */
export function exampleOf(schema: JsonSchema, defs: SchemaDefs, name = ""): unknown {
  if (Array.isArray(schema.examples) && schema.examples.length > 0) return schema.examples[0];
  if ("example" in schema) return schema.example;
  if (typeof schema.$ref === "string") {
    const target = defs[schema.$ref.replace("#/components/schemas/", "")];
    return target ? exampleOf(target, defs, name) : null;
  }
  if ("const" in schema) return schema.const;
  if (Array.isArray(schema.enum) && schema.enum.length > 0) return schema.enum[0];
  const branches = schema.anyOf ?? schema.oneOf;
  if (Array.isArray(branches)) {
    // A nullable field shows its value, not null.
    const options = branches.filter(
      (branch): branch is JsonSchema => typeof branch === "object" && branch !== null,
    );
    const chosen = options.find((branch) => branch.type !== "null") ?? options[0];
    return chosen ? exampleOf(chosen, defs, name) : null;
  }
  if (Array.isArray(schema.allOf) && schema.allOf.length > 0) {
    return exampleOf(schema.allOf[0] as JsonSchema, defs, name);
  }
  // `["string", "null"]`: a nullable field shows its value.
  const type = Array.isArray(schema.type)
    ? schema.type.find((option) => option !== "null")
    : schema.type;
  switch (type) {
    case "object": {
      const properties = (schema.properties ?? {}) as Record<string, JsonSchema>;
      return Object.fromEntries(
        Object.entries(properties).map(([key, property]) => [key, exampleOf(property, defs, key)]),
      );
    }
    case "array":
      return schema.items ? [exampleOf(schema.items as JsonSchema, defs, name)] : [];
    case "string":
      return stringExample(schema, name);
    case "integer":
      return numberExample(schema, name, true);
    case "number":
      return numberExample(schema, name, false);
    case "boolean":
      return true;
    case "null":
      return null;
    default:
      // `{}`: any value (a record's values, a free-form `details`).
      return {};
  }
}
