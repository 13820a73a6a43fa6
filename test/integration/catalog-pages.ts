// Every page of a catalogue search from a cursor on, following each page's nextCursor.
import type { CatalogResults } from "@/modules/catalog/shared/catalog-types";

export async function pagesFrom(
  search: (query: Record<string, string>) => Promise<CatalogResults>,
  query: Record<string, string>,
  cursor?: string,
): Promise<CatalogResults[]> {
  const pages = [await search({ ...query, ...(cursor ? { cursor } : {}) })];
  for (let next = pages[0]!.nextCursor; next; next = pages.at(-1)!.nextCursor) {
    pages.push(await search({ ...query, cursor: next }));
  }
  return pages;
}
