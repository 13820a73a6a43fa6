// Where to go after signing in. Only paths on this site are followed: accepting a full or
// protocol-relative URL would let a crafted link send people to a look-alike site after they
// sign in (an open redirect).

// Browsers read "/\evil.example" like "//evil.example", and drop tabs and newlines from URLs.
function hasUnsafeCharacter(value: string): boolean {
  for (const char of value) {
    const code = char.charCodeAt(0);
    if (char === "\\" || code < 0x20 || code === 0x7f) return true;
  }
  return false;
}

/** The callbackUrl when it is a same-site path ("/..." but not "//..."), else null. */
export function safeCallbackUrl(value: string | null | undefined): string | null {
  if (!value || !value.startsWith("/") || value.startsWith("//")) return null;
  if (hasUnsafeCharacter(value)) return null;
  return value;
}
