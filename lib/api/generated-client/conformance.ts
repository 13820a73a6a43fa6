// What a client generated from the API document relies on, checked against one real exchange:
// the status it got is one the operation declares, every header the document marks required on
// that response came, and a request body the document lets be empty is not refused when it is.
// A failure names the document's promise the server broke (or the document's gap).

type Json = Record<string, unknown>;

/** One request and its answer, as a client saw them. */
export interface Exchange {
  method: string;
  /** The path template, as the document names it: `/api/v1/services/{id}/book`. */
  path: string;
  /** The JSON body sent; undefined when none was. */
  sent: unknown;
  status: number;
  headers: Headers;
}

const isObject = (value: unknown): value is Json =>
  typeof value === "object" && value !== null && !Array.isArray(value);

function at(value: unknown, ...keys: string[]): unknown {
  let current = value;
  for (const key of keys) current = isObject(current) ? current[key] : undefined;
  return current;
}

/** `#/components/schemas/X` resolved in the document; anything else as it is. */
function resolved(document: Json, value: unknown): unknown {
  const ref = at(value, "$ref");
  if (typeof ref !== "string" || !ref.startsWith("#/")) return value;
  return resolved(document, at(document, ...ref.slice(2).split("/")));
}

/** Whether a body of `{}` satisfies the JSON Schema, as far as its shape says. */
function acceptsEmptyObject(document: Json, value: unknown): boolean {
  const schema = resolved(document, value);
  if (!isObject(schema)) return true;
  const branches = (key: string) => {
    const list = schema[key];
    return Array.isArray(list) ? list.map((branch) => acceptsEmptyObject(document, branch)) : null;
  };
  const oneOf = branches("oneOf");
  if (oneOf && oneOf.filter(Boolean).length !== 1) return false;
  const anyOf = branches("anyOf");
  if (anyOf && !anyOf.some(Boolean)) return false;
  const allOf = branches("allOf");
  if (allOf && !allOf.every(Boolean)) return false;
  const type = schema.type;
  if (typeof type === "string" && type !== "object") return false;
  if (Array.isArray(type) && !type.includes("object")) return false;
  if (Array.isArray(schema.required) && schema.required.length > 0) return false;
  return !(typeof schema.minProperties === "number" && schema.minProperties > 0);
}

const isEmptyBody = (sent: unknown) =>
  sent === undefined || (isObject(sent) && Object.keys(sent).length === 0);

/** What the exchange shows the document got wrong; empty when it kept every promise. */
export function documentProblems(document: Json, exchange: Exchange): string[] {
  const { method, path, status, headers } = exchange;
  const where = `${method} ${path} answered ${status}`;
  const operation = at(document, "paths", path, method.toLowerCase());
  if (!isObject(operation)) return [`${method} ${path} is not in the document`];
  const response = at(operation, "responses", String(status));
  if (!isObject(response)) return [`${where}, a status the document does not declare for it`];
  const problems: string[] = [];
  const declared = at(response, "headers");
  for (const [name, header] of Object.entries(isObject(declared) ? declared : {})) {
    if (at(resolved(document, header), "required") === true && !headers.has(name)) {
      problems.push(`${where} without ${name}, which the document declares required`);
    }
  }
  const schema = at(operation, "requestBody", "content", "application/json", "schema");
  const refused = status === 400 || status === 422;
  if (refused && schema !== undefined && isEmptyBody(exchange.sent)) {
    if (acceptsEmptyObject(document, schema)) {
      problems.push(`${where} to an empty body, which the document's request schema allows`);
    }
  }
  return problems;
}
