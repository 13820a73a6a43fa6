"use client";

// The one way to page an API list by its cursor: useSWRInfinite over the one fetcher. A page
// is `{ items, nextCursor }` (or its rows under another name: the wallet's `transactions`), the
// next page is the same path with `cursor=`. A screen the server rendered passes its first page:
// the list paints with it (no spinner), and it becomes the cached copy, so "Load more" asks for
// the next page only. Used by the catalogue, both bookings lists, the wallet and the payments.
import { useCallback, useEffect, useLayoutEffect, useRef, useState } from "react";
import { useSWRConfig } from "swr";
import useSWRInfinite, { unstable_serialize, type SWRInfiniteConfiguration } from "swr/infinite";
import { swrFetcher } from "@/lib/api/client";
import type { Endpoint, ResultOf } from "@/lib/api/endpoint";

interface Row {
  id: string;
}

/** What every page answers besides its rows: where the next page starts (null: the last). */
interface CursorAnswer {
  nextCursor: string | null;
}

/** The names under which a page type `P` keeps its rows (arrays of records with an id). */
export type RowsKey<P> = { [K in keyof P]: P[K] extends readonly Row[] ? K : never }[keyof P] &
  string;

/** The row type a page `P` keeps under `K`. */
export type RowOf<P, K extends keyof P> = P[K] extends readonly (infer T extends Row)[] ? T : never;

export interface CursorListOptions<P> {
  /** Where a page keeps its rows when not under `items` (the wallet's `transactions`). */
  itemsKey?: RowsKey<P>;
  /** The first page the server rendered the screen with, and the path it answers. */
  initial?: { path: string; page: P };
  /**
   * When the path comes back (another filter was shown meanwhile), read its loaded pages again
   * (default). The catalogue keeps its pages for as long as SWR keeps them fresh instead.
   */
  revalidateOnReturn?: boolean;
  /** SWR's settings where a list needs others than these defaults. */
  swr?: Pick<
    SWRInfiniteConfiguration,
    "dedupingInterval" | "keepPreviousData" | "shouldRetryOnError"
  >;
}

export interface CursorList<P, T> {
  /** The rows of every loaded page, each once (pages overlap when rows arrive meanwhile). */
  items: T[];
  /** The first page as answered (its totals, counts, statistics); undefined until one arrives. */
  first: P | undefined;
  hasMore: boolean;
  /** Nothing to show yet: the first page is on its way. */
  isLoading: boolean;
  isLoadingMore: boolean;
  /** The pages on screen are being read again (a reload, a filter shown again). */
  isRefreshing: boolean;
  /** Why reading the list (its first page, or all of it again) failed; undefined if it did not. */
  error: unknown;
  /** Why the last "Load more" failed; loading more again asks for the same page. */
  loadMoreError: unknown;
  /** What the last "Load more" added, for a polite live region. */
  announcement: string;
  /** The next page; after a failed one, that page again. */
  loadMore: () => void;
  /** Every loaded page again (Refresh, Try Again, after a change elsewhere). */
  reload: () => Promise<unknown>;
  /** Shows one row as the server answered after an action, without reading the list again. */
  replaceItem: (item: T) => void;
}

/** What a paged list's "Load more" control needs. */
export type CursorListProgress = Pick<
  CursorList<unknown, unknown>,
  "hasMore" | "isLoadingMore" | "loadMoreError" | "announcement" | "loadMore"
>;

/** The path of the page after `cursor`: the first page's path with `cursor=`. */
export function pagePath(path: string, cursor: string): string {
  return `${path}${path.includes("?") ? "&" : "?"}cursor=${encodeURIComponent(cursor)}`;
}

const INFINITE_PREFIX = "$inf$";

/**
 * SWR's cached entries of one list family (the same path before "?"), split into those of
 * `path` (the list, kept under "$inf$" + its first page's path, and its pages) and those of the
 * family's other filters (another query).
 */
export function cachedFilterKeys(
  keys: Iterable<string>,
  path: string,
): { own: string[]; others: string[] } {
  const family = `${path.split("?")[0]}?`;
  const own: string[] = [];
  const others: string[] = [];
  for (const key of keys) {
    const listPath = key.startsWith(INFINITE_PREFIX) ? key.slice(INFINITE_PREFIX.length) : key;
    if (listPath === path || listPath.startsWith(pagePath(path, ""))) own.push(key);
    else if (listPath.startsWith(family)) others.push(key);
  }
  return { own, others };
}

/** Each row once, in page order: a row that moved to a later page keeps its first place. */
export function uniqueRows<T extends Row>(pages: readonly (readonly T[])[]): T[] {
  const seen = new Set<string>();
  return pages.flat().filter((row) => (seen.has(row.id) ? false : (seen.add(row.id), true)));
}

/** "20 more loaded", or "3 more loaded, that's all" after the last page. */
export function moreLoadedText(added: number, hasMore: boolean): string {
  return hasMore ? `${added} more loaded` : `${added} more loaded, that's all`;
}

/**
 * A cursor-paged list of `path`, a URL of `endpoint` (its first page): the rows and the pages are
 * typed by the endpoint's answer. Its rows are under `items`, or `itemsKey`.
 */
export function useCursorList<E extends Endpoint>(
  endpoint: E,
  path: string,
  options: CursorListOptions<ResultOf<E>>,
): CursorList<ResultOf<E>, RowOf<ResultOf<E>, RowsKey<ResultOf<E>>>>;
// The body reads any page with a cursor: the signature above ties it to the endpoint's answer.
export function useCursorList<P extends CursorAnswer>(
  _endpoint: Endpoint,
  path: string,
  options: CursorListOptions<P>,
): CursorList<P, RowOf<P, RowsKey<P>>> {
  // A page holds one array of rows (every list of the API does): its rows are that array's.
  type T = RowOf<P, RowsKey<P>>;
  const fetcher = swrFetcher<P>;
  const itemsKey: string = options.itemsKey ?? "items";
  const rowsOf = useCallback(
    // RowsKey<P> names a key whose value is an array of rows, which TypeScript cannot see
    // through the generic P: read the key and take what is an array there.
    (page: P): T[] => {
      const rows: unknown = (page as Record<string, unknown>)[itemsKey];
      return Array.isArray(rows) ? (rows as T[]) : [];
    },
    [itemsKey],
  );
  const { cache, mutate: mutateKey } = useSWRConfig();
  // The server's page as the screen opened: later renders of the page do not replace it.
  const [seed] = useState(options.initial);
  const seeded = seed !== undefined && seed.path === path;
  const listKey = unstable_serialize(() => path);

  const swr = useSWRInfinite<P>(
    (index, previous: P | null) => {
      if (index === 0) return path;
      return previous?.nextCursor ? pagePath(path, previous.nextCursor) : null;
    },
    fetcher,
    {
      // Load more asks for the new page only, not the first one again.
      revalidateFirstPage: false,
      revalidateOnFocus: false,
      // A failed read says so and waits for Try Again rather than retrying behind the user's back.
      shouldRetryOnError: false,
      ...options.swr,
      fallbackData: seeded ? [seed.page] : undefined,
      // The server has just read that first page.
      revalidateOnMount: seeded ? false : undefined,
    },
  );
  const { mutate: mutateList, setSize } = swr;

  // The server's first page is the freshest copy: it replaces what an earlier visit left in the
  // cache (and the pages loaded after it), before the first paint.
  useLayoutEffect(() => {
    if (!seed) return;
    for (const key of cachedFilterKeys(cache.keys(), seed.path).own) cache.delete(key);
    void mutateKey(seed.path, seed.page, { revalidate: false });
    void mutateKey(
      unstable_serialize(() => seed.path),
      [seed.page],
      { revalidate: false },
    );
  }, [cache, mutateKey, seed]);

  // A list shown again reads its pages again: SWR alone would only fetch the ones it lacks.
  const revalidateOnReturn = options.revalidateOnReturn ?? true;
  const shownPath = useRef(path);
  useEffect(() => {
    if (shownPath.current === path) return;
    shownPath.current = path;
    if (revalidateOnReturn && cache.get(listKey)?.data !== undefined) void mutateList();
  }, [cache, listKey, mutateList, path, revalidateOnReturn]);

  const pages = swr.data ?? [];
  const last = pages.at(-1);
  const hasMore = Boolean(last?.nextCursor);
  // More pages asked for than have arrived: the next one is on its way, or it failed.
  const wantsMore = pages.length > 0 && swr.size > pages.length;
  const isLoadingMore = wantsMore && swr.isValidating;

  // What the last Load more of this path added, once it has arrived.
  const [more, setMore] = useState<{ key: string; from: number } | null>(null);
  const added =
    more && more.key === listKey && pages.length > more.from
      ? pages.slice(more.from).reduce((sum, page) => sum + rowsOf(page).length, 0)
      : null;

  const loadMore = () => {
    if (isLoadingMore || !hasMore) return;
    setMore({ key: listKey, from: pages.length });
    void setSize(pages.length + 1);
  };

  // A row changed by an action may have moved between filters (a cancelled booking leaves
  // Active): the other filters' copies go at once, and this one's when another filter is shown,
  // so a filter chosen later paints what the server answers now, never its copy from before.
  const changed = useRef(false);
  useEffect(
    () => () => {
      if (!changed.current) return;
      changed.current = false;
      for (const key of cachedFilterKeys(cache.keys(), path).own) cache.delete(key);
    },
    [cache, path],
  );

  const replaceItem = (item: T) => {
    const current = swr.data;
    if (!current) return;
    changed.current = true;
    for (const key of cachedFilterKeys(cache.keys(), path).others) cache.delete(key);
    const next = current.map((page) => {
      const rows = rowsOf(page);
      if (!rows.some((row) => row.id === item.id)) return page;
      return { ...page, [itemsKey]: rows.map((row) => (row.id === item.id ? item : row)) } as P;
    });
    // Each changed page in its own cache too, or the next Load more would read it again.
    next.forEach((page, index) => {
      if (page === current[index]) return;
      const cursor = index === 0 ? null : current[index - 1]?.nextCursor;
      void mutateKey(cursor ? pagePath(path, cursor) : path, page, { revalidate: false });
    });
    void mutateList(next, { revalidate: false });
  };

  return {
    items: uniqueRows(pages.map(rowsOf)),
    first: pages[0],
    hasMore,
    isLoading: swr.isLoading,
    isLoadingMore,
    isRefreshing: swr.isValidating && pages.length > 0 && !wantsMore,
    error: wantsMore ? undefined : swr.error,
    loadMoreError: wantsMore && !swr.isValidating ? swr.error : undefined,
    announcement: added === null ? "" : moreLoadedText(added, hasMore),
    loadMore,
    reload: () => mutateList(),
    replaceItem,
  };
}
