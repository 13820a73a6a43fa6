"use client";

import { memo, useCallback, useEffect, useRef, useState } from "react";
import { useSearchParams } from "next/navigation";
import { useSWRConfig } from "swr";
import { RefreshCw } from "lucide-react";
import { HydrationSlice } from "@/components/layout/hydration-slice";
import { Button } from "@/components/ui/button";
import { Spinner } from "@/components/ui/spinner";
import { LoadMore } from "@/components/ui/load-more";
import { errorMessage } from "@/lib/api/client";
import { formatCount, formatQuantity } from "@/lib/format/coins";
import { refreshWalletBalance, useWalletBalance } from "@/lib/swr/use-wallet-balance";
import type { ServiceCategory } from "@/modules/catalog/shared/categories";
import type { CoinRate } from "@/modules/catalog/shared/coin-worth";
import type { InlinePicture } from "@/modules/catalog/shared/service-picture";
import {
  CATALOG_API_FAMILY,
  catalogApiPath,
  catalogHref,
  filtersFromParams,
  NO_FILTERS,
  PHONE_PAGE_SIZE,
  SEARCH_MAX_LENGTH,
  type CatalogFilters,
} from "./catalog-filters";
import {
  CategoryChips,
  LOW_BALANCE_THRESHOLD,
  LowBalanceBanner,
  SearchBox,
} from "./catalog-controls";
import { CatalogEmpty, CatalogError, CatalogSkeleton } from "./catalog-states";
import { CatalogStats } from "./catalog-stats";
import { CatalogToolbar } from "./catalog-toolbar";
import { filterSummary } from "./filter-words";
import { ServiceDialog } from "./lazy-service-dialog";
import { availabilityOf, type ServiceAvailability } from "./service-status";
import { ServiceTile } from "./service-tile";
import type { CatalogPage, CatalogViewer, ServiceCard } from "./types";
import { useBookService, type BookWith } from "./use-book-service";
import { usePhonePage } from "./use-phone-page";
import { useCatalog } from "./use-catalog";
import { textLinkClass } from "@/components/ui/text-link";

interface CatalogCardProps {
  service: ServiceCard;
  availability: ServiceAvailability;
  onOpen: (service: ServiceCard) => void;
  priority: boolean;
  inlinePicture: InlinePicture | null;
}

/**
 * One card of the grid, hydrated on its own after the page's first pass, in short slices
 * (HydrationSlice; the server renders only a phone's page of them: use-phone-page.ts). Memoized,
 * with props that keep their identity (the list's records, the state setter, the document's
 * picture): the catalogue renders again right after hydration (the list's cache is seeded, the
 * screen's width is read), and a slice that receives new props before its turn is hydrated at
 * once, every card in one long main-thread task.
 */
const CatalogCard = memo(function CatalogCard({
  service,
  availability,
  onOpen,
  priority,
  inlinePicture,
}: CatalogCardProps) {
  return (
    // Cards off the screen are laid out only when scrolled to (content-visibility): opening a
    // dialog relays out the page, and a phone shows one card of twelve.
    <li className="flex [contain-intrinsic-height:auto_30rem] [content-visibility:auto]">
      <div className="flex w-full flex-col [&>article]:flex-1">
        <HydrationSlice>
          <ServiceTile
            service={service}
            availability={availability}
            onOpen={onOpen}
            priority={priority}
            inlinePicture={inlinePicture}
          />
        </HydrationSlice>
      </div>
    </li>
  );
});

/** How long typing must pause before the search runs. */
const SEARCH_DEBOUNCE_MS = 300;

interface ServiceCatalogProps {
  /**
   * What the server rendered the page with, for the filters of its URL: the first page's first
   * screen of services (its nextCursor set when more follow) and the whole search's figures.
   */
  initial?: { path: string; page: CatalogPage };
  /** The buyer's currency and today's sale rate: the price filter shows its worth in it. */
  coinRate?: CoinRate | null;
  /** The first card's picture, sent inside the document (the page's largest paint). */
  firstPicture?: InlinePicture | null;
}

/**
 * The user's catalogue: search, category chips, sort and filters, the grid, the detail dialog
 * and the figures.
 */
export function ServiceCatalog({
  initial,
  coinRate = null,
  firstPicture = null,
}: ServiceCatalogProps) {
  const balance = useWalletBalance();
  const params = useSearchParams();
  const filters = filtersFromParams(params);
  const { cache } = useSWRConfig();

  // The box follows the URL (back/forward) and the URL follows the box, debounced.
  const [input, setInput] = useState(filters.search);
  // The search this screen last wrote to the address. Its own write coming back must not set the
  // box: a person typing on meanwhile would lose the letters typed since ("yo" written while
  // "yog" is in the box). Any other search came from back or forward.
  const written = useRef(filters.search);
  useEffect(() => {
    if (filters.search === written.current) return;
    written.current = filters.search;
    setInput(filters.search);
  }, [filters.search]);

  const navigate = useCallback((next: CatalogFilters, mode: "push" | "replace") => {
    written.current = next.search;
    // The History API updates useSearchParams without a server round trip (Next.js 14.1+).
    const href = catalogHref(next);
    if (mode === "push") window.history.pushState(null, "", href);
    else window.history.replaceState(null, "", href);
  }, []);

  useEffect(() => {
    const term = input.trim().slice(0, SEARCH_MAX_LENGTH);
    if (term === filters.search) return;
    const timer = window.setTimeout(() => {
      // The address as it is now, not as this render saw it: a Clear that changed it meanwhile
      // (its new filters not rendered yet on a busy device) must not be written back over.
      const now = filtersFromParams(new URLSearchParams(window.location.search));
      if (now.search !== term) navigate({ ...now, search: term }, "replace");
    }, SEARCH_DEBOUNCE_MS);
    return () => window.clearTimeout(timer);
  }, [input, filters.search, navigate]);

  const setCategory = (category: ServiceCategory | null) =>
    navigate({ ...filters, search: input.trim().slice(0, SEARCH_MAX_LENGTH), category }, "push");
  // A sort or a filter: pushed, so Back returns to the list before it.
  const setSortAndFilters = (next: CatalogFilters) =>
    navigate({ ...next, search: input.trim().slice(0, SEARCH_MAX_LENGTH) }, "push");
  const clearSearch = () => {
    setInput("");
    navigate({ ...filters, search: "" }, "replace");
  };
  // The search, the category and every filter; the order stays as chosen.
  const clearAll = () => {
    setInput("");
    navigate({ ...NO_FILTERS, sort: filters.sort }, "push");
  };

  const catalog = useCatalog(filters, initial);
  const first = catalog.first;
  // The server's first screen stands for the first page until more is shown: then the whole
  // first page is read (it replaces the screen's, as a reload would), and later pages follow it
  // as ever.
  const [seed] = useState(initial?.page);
  const partial = first !== undefined && first === seed && first.nextCursor !== null;
  const [expanding, setExpanding] = useState(false);
  // A failed read: in place of the grid before the first page, else at Load more (or above the
  // list once every page is loaded).
  const failure = catalog.error ?? catalog.loadMoreError;
  // Badges and the cost line follow the wallet's one balance, not the copy in a cached page.
  const viewer: CatalogViewer = {
    balance,
    activeServiceIds: first?.viewer?.activeServiceIds ?? [],
  };

  const [selected, setSelected] = useState<ServiceCard | null>(null);
  // The dialog shows the freshest copy of the chosen service once the list reloads.
  const current = selected
    ? (catalog.items.find((item) => item.id === selected.id) ?? selected)
    : null;
  const { book, bookingId } = useBookService();

  // Other filters' cached pages carry an old balance and old badges: forget them, reload these.
  const currentPath = catalogApiPath(filters);
  const { reload } = catalog;
  const reloadCatalog = useCallback(async () => {
    for (const key of Array.from(cache.keys())) {
      if (key.includes(CATALOG_API_FAMILY) && !key.includes(currentPath)) cache.delete(key);
    }
    await reload();
  }, [cache, currentPath, reload]);

  const onBook = async (service: ServiceCard, brief: BookWith) => {
    const outcome = await book(service, brief);
    if (outcome === "booked") setSelected(null);
    // The answers stay on screen to be put right; nothing else changed.
    if (outcome === "answer_refused") return;
    await Promise.all([reloadCatalog(), refreshWalletBalance()]);
  };

  const hasData = first !== undefined;
  const updating = catalog.isLoading && hasData;
  const items = catalog.items;
  const total = first?.total ?? 0;
  // A search matching over 1,000 services is counted from a sample (the API flags it): the
  // summary says "about" and rounds to three figures, as the search engines do.
  const totalText = first?.totalIsEstimate
    ? `about ${formatQuantity(Number(total.toPrecision(3)), "service", "services")}`
    : formatQuantity(total, "service", "services");

  // A phone shows a page of the loaded services at a time; Load more shows the next page, and
  // asks the server for more only once the loaded ones are all shown.
  const paging = usePhonePage(currentPath);
  const shown = items.slice(0, paging.limit);
  const canShowMore = shown.length < items.length || catalog.hasMore;
  const gridRef = useRef<HTMLUListElement>(null);
  const focusFrom = useRef<number | null>(null);
  const expand = useCallback(() => {
    setExpanding(true);
    void reload().finally(() => setExpanding(false));
  }, [reload]);
  const showMore = () => {
    focusFrom.current = shown.length;
    paging.showMore();
    if (partial) expand();
    else if (shown.length + PHONE_PAGE_SIZE > items.length && catalog.hasMore) catalog.loadMore();
  };
  // A wider screen shows the whole first page: it is read once the page has hydrated, below
  // the first screen (a failure waits at Load more for Try again).
  const wide = paging.limit === Number.POSITIVE_INFINITY;
  const expandedOnce = useRef(false);
  useEffect(() => {
    if (!wide || !partial || expandedOnce.current) return;
    expandedOnce.current = true;
    expand();
  }, [wide, partial, expand]);
  // Keyboard and screen-reader users continue at the first service the page added.
  useEffect(() => {
    const from = focusFrom.current;
    if (from === null || shown.length <= from) return;
    focusFrom.current = null;
    gridRef.current?.children[from]?.querySelector<HTMLElement>("h3 button")?.focus();
  }, [shown.length]);

  return (
    <div className="space-y-6">
      <div className="flex flex-col gap-4">
        <SearchBox
          value={input}
          onChange={setInput}
          onSubmit={() =>
            navigate({ ...filters, search: input.trim().slice(0, SEARCH_MAX_LENGTH) }, "replace")
          }
          onClear={clearSearch}
        />
        {first ? (
          <CategoryChips
            counts={first.categories}
            selected={filters.category}
            onSelect={setCategory}
          />
        ) : null}
        <CatalogToolbar filters={filters} onChange={setSortAndFilters} coinRate={coinRate} />
      </div>

      {hasData && viewer.balance < LOW_BALANCE_THRESHOLD ? (
        <LowBalanceBanner balance={viewer.balance} />
      ) : null}

      {!hasData && failure ? (
        <CatalogError message={errorMessage(failure)} onRetry={() => void reload()} />
      ) : !hasData ? (
        <CatalogSkeleton />
      ) : (
        <div className="space-y-6">
          <div className="flex min-h-6 flex-wrap items-center justify-between gap-2 text-sm text-muted-foreground">
            <p aria-live="polite" data-testid="catalog-summary">
              {updating
                ? "Updating results..."
                : shown.length === 0
                  ? ""
                  : shown.length < total
                    ? `Showing ${formatCount(shown.length)} of ${totalText}`
                    : `Showing ${totalText}`}
            </p>
            {updating ? <Spinner label="Updating results" /> : null}
            {/* On a phone the figures sit below a long list: one tap away instead. */}
            {first?.stats && items.length > 0 && !updating ? (
              <a href="#catalog-stats" className={textLinkClass("sm:hidden")}>
                See statistics
              </a>
            ) : null}
          </div>

          {failure && !catalog.isLoadingMore && items.length > 0 && !catalog.hasMore ? (
            <div
              role="alert"
              className="flex flex-wrap items-center justify-between gap-3 rounded-lg border border-destructive/40 bg-destructive/5 px-4 py-3 text-sm"
            >
              <span>{errorMessage(failure)}</span>
              <Button type="button" size="sm" variant="outline" onClick={() => void reload()}>
                <RefreshCw aria-hidden="true" />
                Try Again
              </Button>
            </div>
          ) : null}

          {items.length === 0 && !updating ? (
            <CatalogEmpty
              filters={filters}
              onClearSearch={clearSearch}
              onShowAllCategories={() => setCategory(null)}
              onClearAll={clearAll}
            />
          ) : (
            <div
              aria-busy={updating || undefined}
              className={updating ? "opacity-60 transition-opacity" : undefined}
            >
              <h2 className="sr-only">Services</h2>
              <ul
                ref={gridRef}
                data-testid="service-grid"
                className="grid gap-6 sm:grid-cols-2 lg:grid-cols-3"
              >
                {shown.map((service, index) => (
                  <CatalogCard
                    key={service.id}
                    service={service}
                    availability={availabilityOf(service, viewer)}
                    onOpen={setSelected}
                    // The first row (three on a wide screen, one on a phone) paints first.
                    priority={index < 3}
                    // Drawn from the document where it is the first card's picture (the first
                    // row only: further down a copy would weigh more than a request).
                    inlinePicture={index < 3 ? firstPicture : null}
                  />
                ))}
              </ul>
              <LoadMore
                hasMore={canShowMore}
                loading={catalog.isLoadingMore || expanding}
                error={catalog.hasMore && failure ? errorMessage(failure) : null}
                announcement={
                  shown.length > 0
                    ? `${formatQuantity(shown.length, "service", "services")} shown`
                    : ""
                }
                onLoadMore={showMore}
              />
            </div>
          )}

          {first?.stats && items.length > 0 ? (
            <CatalogStats
              stats={first.stats}
              category={filters.category}
              filters={filterSummary(filters)}
              activeServices={viewer.activeServiceIds.length}
              estimated={first.totalIsEstimate}
            />
          ) : null}
        </div>
      )}

      <ServiceDialog
        service={current}
        viewer={viewer}
        booking={current !== null && bookingId === current.id}
        inlinePicture={firstPicture}
        onOpenChange={(open) => {
          if (!open) setSelected(null);
        }}
        onBook={(service, brief) => void onBook(service, brief)}
      />
    </div>
  );
}
