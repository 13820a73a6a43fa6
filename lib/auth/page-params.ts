// Query parameters as Next.js hands them to a page: a repeated parameter arrives as an array.
export type SearchParams = Promise<Record<string, string | string[] | undefined>>;

/**
 * The first value of a query parameter as a page's schema reads it. A value carrying a NUL
 * counts as absent: PostgreSQL cannot store one, so it must never reach a query (the API refuses
 * it with a 400; a page falls back to its default).
 */
export function firstValue(value: unknown): unknown {
  const first = Array.isArray(value) ? (value as unknown[])[0] : value;
  return typeof first === "string" && first.includes("\u0000") ? undefined : first;
}

/** The first value of a query parameter, or null when it is absent, empty or carries a NUL. */
export function firstParam(value: string | string[] | undefined): string | null {
  const first = firstValue(value);
  return typeof first === "string" && first ? first : null;
}
