// Strict reading of a URL's percent-encoding. Browsers' parsers are lenient: `%ZZ` stays as it
// is and bytes that are not UTF-8 become U+FFFD, so a value can reach the app changed (Next.js
// rewrites the query that way before a route sees it). Next.js is not lenient about the path: a
// segment `decodeURIComponent` refuses fails the request with a text/plain 500 before any route
// runs. These say exactly what is wrong, so the API can answer it as bad input instead.
import { AppError } from "@/lib/errors/app-error";
import { decodeUtf8, loneSurrogateError } from "@/lib/validations/text-input";

export const MALFORMED_PATH =
  "The path is not valid: a percent-encoding in it is malformed (a % not followed by two hex digits) or does not spell UTF-8 text.";

export const MALFORMED_QUERY =
  "The query string is not valid: a percent-encoding in it does not spell UTF-8 text.";

/** What is wrong with an encoded component: `malformed` syntax or bytes, or a lone `surrogate`. */
export type EncodingProblem = "malformed" | "surrogate";

/** Splits a component so that every odd item is one `%XX` escape. */
const ESCAPE = /(%[0-9a-fA-F]{2})/;
const encoder = new TextEncoder();

/**
 * What is wrong with one percent-encoded component, or null when it decodes to UTF-8 text.
 * `lenientPercent` leaves a `%` without two hex digits as the literal character, as query
 * strings are read (application/x-www-form-urlencoded); a path has no such leniency.
 */
export function encodingProblem(
  component: string,
  { lenientPercent = false }: { lenientPercent?: boolean } = {},
): EncodingProblem | null {
  if (!component.includes("%")) return null;
  const bytes: number[] = [];
  for (const [index, part] of component.split(ESCAPE).entries()) {
    if (index % 2 === 1) bytes.push(Number.parseInt(part.slice(1), 16));
    else if (part.includes("%") && !lenientPercent) return "malformed";
    else bytes.push(...encoder.encode(part));
  }
  const decoded = decodeUtf8(Uint8Array.from(bytes));
  return "problem" in decoded ? decoded.problem : null;
}

/** The refusal for a path (`/api/v1/orgs/%ZZ`) whose segments do not decode, or null. */
export function pathEncodingError(pathname: string): AppError | null {
  const problems = pathname.split("/").map((segment) => encodingProblem(segment));
  if (problems.includes("malformed")) return AppError.badRequest(MALFORMED_PATH);
  if (problems.includes("surrogate")) return loneSurrogateError();
  return null;
}

/** The refusal for a query string (`?a=1&b=%FF`, `?` optional) whose values are not UTF-8 text. */
export function queryEncodingError(search: string): AppError | null {
  for (const pair of search.replace(/^\?/, "").split("&")) {
    const problem = encodingProblem(pair, { lenientPercent: true });
    if (!problem) continue;
    if (problem === "malformed") return AppError.badRequest(MALFORMED_QUERY);
    // The parameter's name as the route's query schema knows it (unless the name is what is bad).
    const [name = ""] = new URLSearchParams(pair).keys();
    return loneSurrogateError(name.includes("\ufffd") ? "" : name);
  }
  return null;
}
