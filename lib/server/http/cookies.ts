// Reading cookies from a request's Cookie header: the client writes it, so anything may arrive.
import "server-only";

/** A cookie value's percent-decoding, or null when it is malformed (a client can send anything). */
function decodeCookieValue(value: string): string | null {
  try {
    return decodeURIComponent(value);
  } catch {
    return null;
  }
}

/**
 * The first non-empty value among cookies of the given names, in the header's order; a malformed
 * value counts as none.
 */
export function cookieValue(cookieHeader: string | null, names: readonly string[]): string | null {
  if (!cookieHeader) return null;
  for (const part of cookieHeader.split(";")) {
    const [name, ...rest] = part.trim().split("=");
    if (name !== undefined && names.includes(name)) {
      const value = decodeCookieValue(rest.join("="));
      if (value) return value;
    }
  }
  return null;
}
