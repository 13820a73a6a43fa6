"use client";

import { useCallback, useState } from "react";
import { errorMessage } from "@/lib/api/client";
import type { Page } from "@/lib/payments/wallet-entry";

/**
 * A list rendered by the server with its first page, extended in the browser page by page
 * ("Load more"). Rows already shown are never shown twice, whatever the pages overlap.
 */
export function useCursorPages<T extends { id: string }>(
  first: Page<T>,
  fetchPage: (cursor: string) => Promise<Page<T>>,
) {
  const [items, setItems] = useState(first.items);
  const [cursor, setCursor] = useState(first.nextCursor);
  const [loading, setLoading] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const [announcement, setAnnouncement] = useState("");

  const loadMore = useCallback(async () => {
    if (!cursor || loading) return;
    setLoading(true);
    setError(null);
    try {
      const page = await fetchPage(cursor);
      setItems((current) => {
        const seen = new Set(current.map((item) => item.id));
        return [...current, ...page.items.filter((item) => !seen.has(item.id))];
      });
      setCursor(page.nextCursor);
      setAnnouncement(
        page.nextCursor
          ? `${page.items.length} more loaded`
          : `${page.items.length} more loaded, that's all`,
      );
    } catch (cause) {
      setError(errorMessage(cause));
    } finally {
      setLoading(false);
    }
  }, [cursor, fetchPage, loading]);

  return { items, hasMore: cursor !== null, loading, error, announcement, loadMore };
}

/** Where a paged list stands, for its "Load more" control. */
export type CursorPages = Pick<
  ReturnType<typeof useCursorPages>,
  "hasMore" | "loading" | "error" | "announcement" | "loadMore"
>;
