// Where to go after signing in, signing up or adding coins. Only paths on this site are followed:
// accepting a full or protocol-relative URL would let a crafted link send people to a look-alike
// site afterwards (an open redirect).

/** Longer than any page's own address: a callback travels in links and emails. */
export const MAX_CALLBACK_URL_LENGTH = 1000;

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
  if (value.length > MAX_CALLBACK_URL_LENGTH || hasUnsafeCharacter(value)) return null;
  return value;
}

/** `page` with `callbackUrl` added to its query when it is a safe one; `page` as it is else. */
export function withCallbackUrl(page: string, callbackUrl: string | null | undefined): string {
  const safe = safeCallbackUrl(callbackUrl);
  if (!safe) return page;
  return `${page}${page.includes("?") ? "&" : "?"}callbackUrl=${encodeURIComponent(safe)}`;
}

/**
 * A safe path to the payment page (Add Coins goes back there after a top-up), else null: a
 * top-up started anywhere else ends where it always did.
 */
export function paymentReturnPath(value: string | null | undefined): string | null {
  const safe = safeCallbackUrl(value);
  if (!safe) return null;
  return new URL(safe, "http://localhost").pathname === "/payment" ? safe : null;
}
