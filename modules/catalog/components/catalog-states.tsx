"use client";

import { PackageOpen, SearchX } from "lucide-react";
import { Button } from "@/components/ui/button";
import { EmptyState } from "@/components/ui/empty-state";
import { LoadError } from "@/components/ui/load-error";
import { Skeleton } from "@/components/ui/skeleton";
import { Spinner } from "@/components/ui/spinner";
import { activeFilterCount, isNarrowed, type CatalogFilters } from "./catalog-filters";
import { categoryLabel } from "./format";

export function CatalogSkeleton({ count = 6 }: { count?: number }) {
  return (
    <div data-testid="catalog-loading" className="space-y-4">
      <div className="flex items-center gap-2 text-sm text-muted-foreground">
        <Spinner label="Loading services" />
        <span aria-hidden="true">Loading services...</span>
      </div>
      <div className="grid gap-6 sm:grid-cols-2 lg:grid-cols-3">
        {Array.from({ length: count }, (_, index) => (
          <div key={index} className="overflow-hidden rounded-xl border bg-card shadow-sm">
            <Skeleton shape="square" className="aspect-[8/5] w-full" />
            <div className="space-y-3 p-4 sm:p-5">
              <div className="flex justify-between">
                <Skeleton className="h-5 w-20" />
                <Skeleton className="h-5 w-14" />
              </div>
              <Skeleton className="h-6 w-3/4" />
              <Skeleton className="h-4 w-full" />
              <Skeleton className="h-4 w-5/6" />
              <Skeleton shape="full" className="h-7 w-24" />
            </div>
          </div>
        ))}
      </div>
    </div>
  );
}

export function CatalogError({ message, onRetry }: { message: string; onRetry: () => void }) {
  return (
    <LoadError
      title="Couldn't load services"
      message={message}
      onRetry={onRetry}
      data-testid="catalog-error"
    />
  );
}

interface CatalogEmptyProps {
  filters: CatalogFilters;
  onClearSearch: () => void;
  onShowAllCategories: () => void;
  onClearAll: () => void;
}

/**
 * "No services found" for a searched, categorised or filtered list (docs/spec.md: a message for
 * a category, a search term or generic filters; Clear Search, Show All Categories, Clear All
 * Filters), "No services available" for an empty catalogue.
 */
export function CatalogEmpty({
  filters,
  onClearSearch,
  onShowAllCategories,
  onClearAll,
}: CatalogEmptyProps) {
  const { search, category } = filters;
  if (!isNarrowed(filters)) {
    return (
      <EmptyState
        icon={PackageOpen}
        title="No services available"
        description="There are currently no services in our database"
        data-testid="catalog-empty"
      />
    );
  }
  const filtered = activeFilterCount(filters) > 0;
  const label = category ? categoryLabel(category) : "";
  const description = filtered
    ? "Try adjusting your search or filters."
    : search && category
      ? `No services in the ${label} category match "${search}".`
      : category
        ? `There are no services in the ${label} category right now.`
        : `No services match "${search}". Try a different search term.`;
  return (
    <EmptyState
      icon={SearchX}
      title="No services found"
      description={description}
      data-testid="catalog-empty"
    >
      {search ? (
        <Button type="button" variant="outline" onClick={onClearSearch}>
          Clear Search
        </Button>
      ) : null}
      {category ? (
        <Button type="button" variant="outline" onClick={onShowAllCategories}>
          Show All Categories
        </Button>
      ) : null}
      {filtered || (search && category) ? (
        <Button type="button" onClick={onClearAll}>
          Clear All Filters
        </Button>
      ) : null}
    </EmptyState>
  );
}
