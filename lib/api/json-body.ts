// The one way a route's JSON body is read: under the size ceiling, only when it says it is JSON,
// as UTF-8 that is really UTF-8, and refused when a string in it is text PostgreSQL would refuse
// or change (lib/api/text-input.ts).
import { AppError } from "@/lib/errors/app-error";
import { readBodyBytes } from "@/lib/server/http/read-body";
import { decodeUtf8, loneSurrogateError, refuseBadText } from "@/lib/validations/text-input";

export const SEND_JSON = "Send the request body as application/json.";
export const NOT_JSON = "The request body is not valid JSON.";
export const NOT_UTF8 = "The request body is not valid UTF-8 text.";

/**
 * Whether a Content-Type names JSON: its type/subtype (before any `;` parameter) is exactly
 * `application/json` or `application/<something>+json`. Looking for the words anywhere would take
 * `text/plain; charset=application/json`, a type a browser sends cross-site without asking.
 */
function isJsonMediaType(contentType: string): boolean {
  const essence = (contentType.split(";")[0] ?? "").trim().toLowerCase();
  return essence === "application/json" || /^application\/[a-z0-9!#$&^_.-]+\+json$/.test(essence);
}

/** The bytes as text, or a refusal: bytes that are not UTF-8 would be stored as U+FFFD. */
function utf8Text(bytes: Uint8Array): string {
  const decoded = decodeUtf8(bytes);
  if ("text" in decoded) return decoded.text;
  if (decoded.problem === "surrogate") throw loneSurrogateError();
  throw new AppError("invalid_json", NOT_UTF8);
}

/** The parsed body; `{}` when there is none. */
export async function readJsonBody(request: Request, maxBytes: number): Promise<unknown> {
  const text = utf8Text(await readBodyBytes(request, maxBytes));
  if (text.trim() === "") return {};
  const type = request.headers.get("content-type");
  // A body without a Content-Type is read as JSON: only a type that says otherwise is refused.
  if (type && !isJsonMediaType(type)) {
    throw new AppError("unsupported_media_type", SEND_JSON);
  }
  let parsed: unknown;
  try {
    parsed = JSON.parse(text) as unknown;
  } catch {
    throw new AppError("invalid_json", NOT_JSON);
  }
  refuseBadText(parsed);
  return parsed;
}
