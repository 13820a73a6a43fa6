// An account's initials, for avatars drawn in the browser: apart from roles.ts, which brings the
// permission table with it.

/** First letters of up to two words of the name (docs/spec.md: initials limited to 2 characters). */
export function initials(name: string): string {
  const letters = name
    .trim()
    .split(/\s+/)
    .filter(Boolean)
    .slice(0, 2)
    .map((word) => Array.from(word)[0]?.toUpperCase() ?? "")
    .join("");
  return letters || "U";
}
