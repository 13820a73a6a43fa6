// What a list screen reads its filters from: the browser's URLSearchParams (useSearchParams), or
// a server page's searchParams through paramsOf, so both read one address the same way.

/** An address's query, read a name at a time (null: not there). */
export interface QueryParams {
  get(name: string): string | null;
}

/** A server page's searchParams as the `get` the filters read; a repeated name, its first value. */
export function paramsOf(record: Record<string, string | string[] | undefined>): QueryParams {
  return { get: (name) => [record[name]].flat()[0] ?? null };
}
