"use client";

import { Button } from "@/components/ui/button";
import { errorMessage } from "@/lib/api/client";
import type { CursorListProgress } from "@/lib/swr/use-cursor-list";

interface LoadMoreProps {
  hasMore: boolean;
  loading: boolean;
  error: string | null;
  /** Read out after a page arrives, so a screen reader knows the list grew. */
  announcement: string;
  onLoadMore: () => void;
}

/** The end of a paged list: "Load more", its failure, and a polite note when rows arrive. */
export function LoadMore({ hasMore, loading, error, announcement, onLoadMore }: LoadMoreProps) {
  return (
    <div className="flex flex-col items-center gap-2">
      <p aria-live="polite" className="sr-only">
        {announcement}
      </p>
      {error ? (
        <p role="alert" className="mt-4 text-sm font-medium text-destructive">
          {error}
        </p>
      ) : null}
      {hasMore ? (
        <Button
          type="button"
          variant="outline"
          className="mt-4"
          loading={loading}
          onClick={onLoadMore}
        >
          {loading ? "Loading..." : error ? "Try again" : "Load more"}
        </Button>
      ) : null}
    </div>
  );
}

/** LoadMore for a list paged by useCursorList. */
export function CursorLoadMore({ list }: { list: CursorListProgress }) {
  return (
    <LoadMore
      hasMore={list.hasMore}
      loading={list.isLoadingMore}
      error={list.loadMoreError === undefined ? null : errorMessage(list.loadMoreError)}
      announcement={list.announcement}
      onLoadMore={list.loadMore}
    />
  );
}
