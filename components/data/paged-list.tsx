"use client";

import type { ComponentProps, ReactNode } from "react";
import { EmptyState } from "@/components/ui/empty-state";
import { LoadError } from "@/components/ui/load-error";
import { CursorLoadMore } from "@/components/ui/load-more";
import { Skeleton } from "@/components/ui/skeleton";
import { errorMessage } from "@/lib/api/client";
import type { CursorListProgress } from "@/lib/swr/use-cursor-list";

/** What a `PagedList` reads of a `useCursorList` list. */
export type PagedListSource<T> = CursorListProgress & {
  /** Undefined until the first page arrives. */
  first: unknown;
  items: T[];
  error: unknown;
  isLoading: boolean;
  isRefreshing: boolean;
  reload: () => Promise<unknown>;
};

interface PagedListProps<T> {
  list: PagedListSource<T>;
  /** Shown while the first page is on its way. */
  skeleton: ReactNode;
  /** "Couldn't load the users": the list could not be read and nothing is on screen. */
  errorTitle: string;
  /** Above the rows when reading the list again failed: "Couldn't refresh the payments". */
  refreshErrorTitle?: string;
  /** "No users found …", with what to try: the list has no rows. */
  empty: ComponentProps<typeof EmptyState>;
  /** Heading level of the error's and the empty state's titles in the page's outline. */
  titleAs?: "h2" | "h3";
  /** The rows of every page loaded so far. */
  children: (items: T[]) => ReactNode;
}

/**
 * The states of a paged admin or organization list, alike on every screen: a skeleton while the
 * first page loads, its failure with a way to retry, an empty state that says what to try, or
 * the rows with "Load more" (dimmed and marked busy while they are read again).
 */
export function PagedList<T>({
  list,
  skeleton,
  errorTitle,
  refreshErrorTitle,
  empty,
  titleAs = "h2",
  children,
}: PagedListProps<T>) {
  const nothingShown = list.first === undefined || list.items.length === 0;
  if (nothingShown && list.error && !list.isLoading) {
    return (
      <LoadError
        title={errorTitle}
        message={errorMessage(list.error)}
        onRetry={() => void list.reload()}
        titleAs={titleAs}
      />
    );
  }
  if (list.first === undefined) return <>{skeleton}</>;
  if (list.items.length === 0) return <EmptyState titleAs={titleAs} {...empty} />;
  return (
    <div className="space-y-4">
      {list.error && refreshErrorTitle ? (
        <p role="alert" className="text-sm font-medium text-destructive">
          {refreshErrorTitle}: {errorMessage(list.error)}
        </p>
      ) : null}
      <div
        aria-busy={list.isRefreshing || undefined}
        className={list.isRefreshing ? "opacity-60 transition-opacity" : undefined}
      >
        {children(list.items)}
        <CursorLoadMore list={list} />
      </div>
    </div>
  );
}

/**
 * Stand-ins for a list's rows while its first page loads: announced as loading when `label` is
 * given, hidden from screen readers when the list's landmark says so itself.
 */
export function RowsSkeleton({
  label,
  count,
  className = "space-y-3",
  rowShape,
  rowClassName,
}: {
  label?: string;
  count: number;
  className?: string;
  /** The corners of the rows it stands for. */
  rowShape: "lg" | "xl";
  /** The rows' size. */
  rowClassName: string;
}) {
  return (
    <div
      className={className}
      {...(label ? { "aria-busy": true, "aria-label": label } : { "aria-hidden": true })}
    >
      {Array.from({ length: count }, (_, key) => (
        <Skeleton key={key} shape={rowShape} className={rowClassName} />
      ))}
    </div>
  );
}
