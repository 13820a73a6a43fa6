"use client";

import { memo, useCallback, useEffect, useMemo, useRef, useState } from "react";
import { useSearchParams } from "next/navigation";
import { PackageSearch } from "lucide-react";
import { useSteadyHandler } from "@/components/admin/use-steady-handler";
import { PagedList, RowsSkeleton } from "@/components/data/paged-list";
import { HydrationSlice } from "@/components/layout/hydration-slice";
import { Button } from "@/components/ui/button";
import type { AdminServicePage, AdminServiceView } from "@/modules/services/shared/admin-schemas";
import type { DateStyle } from "@/lib/format/date-time";
import { useCursorList } from "@/lib/swr/use-cursor-list";
import type { AdminServiceFilters } from "@/modules/services/shared/admin-validations";
import { AdminServiceCard } from "./admin-service-card";
import {
  adminServicesApiPath,
  adminServicesHref,
  filtersFromParams,
} from "./admin-service-filters";
import type { PendingDecision, ServiceDecision } from "./decision-dialog";
import { DecisionDialog } from "./lazy-decision-dialog";
import { ServiceFilters } from "./service-filters";
import { useAdminServiceActions, type ListingAction } from "./use-admin-service-actions";
import { refreshAdminQueues } from "@/lib/swr/use-admin-queues";
import { adminServicesList } from "@/lib/api/endpoints/admin-services";

/** How long typing must pause before the search runs. */
const SEARCH_DEBOUNCE_MS = 300;
const HEADING_ID = "admin-services-heading";

interface AdminServicesScreenProps {
  /** The first page the server rendered, for the filters of its URL. */
  initial: { path: string; page: AdminServicePage };
  dateStyle: DateStyle;
}

/**
 * Where focus goes when a dialog closes: back to the button that opened it (the dialog's own
 * rule), unless the dialog changed the service (`settled`): its card may leave the list or lose
 * that button once the list is read again, so focus goes to the heading instead.
 */
function useFocusAfterChange() {
  const settled = useRef(false);
  // One object for the screen's life: the cards are memoized on their props.
  return useMemo(
    () => ({
      settle() {
        settled.current = true;
      },
      onCloseAutoFocus(event: Event) {
        if (!settled.current) return;
        settled.current = false;
        event.preventDefault();
        document.getElementById(HEADING_ID)?.focus();
      },
    }),
    [],
  );
}

interface CardSliceProps {
  service: AdminServiceView;
  dateStyle: DateStyle;
  working: ListingAction | null;
  onDecide: (
    service: AdminServiceView,
    target: "service" | "change",
    decision: ServiceDecision,
  ) => void;
  onAction: (service: AdminServiceView, action: ListingAction) => Promise<boolean>;
  onDialogClosed: (event: Event) => void;
}

/**
 * A card hydrated on its own, after the page's first pass, in short slices (HydrationSlice): a
 * page of cards is about 1,900 elements, which would otherwise hydrate in one long main-thread
 * task. Memoized, with handlers that keep their identity: a render of the screen before the card
 * has hydrated then leaves it alone, where new props would make React hydrate it at once.
 */
const CardSlice = memo(function CardSlice({
  service,
  onDecide,
  onAction,
  ...rest
}: CardSliceProps) {
  return (
    <HydrationSlice>
      <AdminServiceCard
        service={service}
        onDecide={(target, choice) => onDecide(service, target, choice)}
        onAction={(action) => onAction(service, action)}
        {...rest}
      />
    </HydrationSlice>
  );
});

/** docs/spec.md "Admin services": search, filters, cards, decisions, Activate/Deactivate, Delete. */
export function AdminServicesScreen({ initial, dateStyle }: AdminServicesScreenProps) {
  const params = useSearchParams();
  const filters = filtersFromParams(params);

  // The box follows the URL (back/forward) and the URL follows the box, debounced.
  const [input, setInput] = useState(filters.search ?? "");
  const [urlSearch, setUrlSearch] = useState(filters.search ?? "");
  if (urlSearch !== (filters.search ?? "")) {
    setUrlSearch(filters.search ?? "");
    if (input.trim() !== (filters.search ?? "")) setInput(filters.search ?? "");
  }
  const navigate = useCallback((next: AdminServiceFilters, mode: "push" | "replace") => {
    // The History API updates useSearchParams without a server round trip.
    const href = adminServicesHref(next);
    if (mode === "push") window.history.pushState(null, "", href);
    else window.history.replaceState(null, "", href);
  }, []);
  useEffect(() => {
    const term = input.trim();
    if (term === (filters.search ?? "")) return;
    const timer = window.setTimeout(() => {
      // The address as it is now, not as this render saw it: "Clear All Filters" may have
      // changed it before its new filters were rendered, and must not be written back over.
      const now = filtersFromParams(new URLSearchParams(window.location.search));
      if ((now.search ?? "") !== term) navigate({ ...now, search: term || undefined }, "replace");
    }, SEARCH_DEBOUNCE_MS);
    return () => window.clearTimeout(timer);
  }, [input, filters, navigate]);

  const list = useCursorList(adminServicesList, adminServicesApiPath(filters), {
    initial,
    swr: { keepPreviousData: true },
  });
  const { reload, replaceItem } = list;
  const afterChange = useFocusAfterChange();
  const changed = useCallback(
    (service: AdminServiceView | null) => {
      if (service) replaceItem(service);
      else void reload();
      // A delete (or another admin's decision, found by a 409) may shorten the queue.
      void refreshAdminQueues();
    },
    [reload, replaceItem],
  );
  const actions = useAdminServiceActions(changed);
  const [decision, setDecision] = useState<PendingDecision | null>(null);
  const decide = useCallback<CardSliceProps["onDecide"]>(
    (service, target, choice) => setDecision({ service, target, decision: choice }),
    [],
  );
  const act = useSteadyHandler(async (service: AdminServiceView, action: ListingAction) => {
    const done = await actions.run(service, action);
    if (done && action === "delete") afterChange.settle();
    return done;
  });
  const filtered =
    Boolean(filters.search) || filters.category !== "all" || filters.status !== "all";

  return (
    <div className="space-y-6">
      <div>
        <h1
          id={HEADING_ID}
          tabIndex={-1}
          className="text-2xl font-bold tracking-tight outline-none sm:text-3xl"
        >
          Services
        </h1>
        <p className="mt-1.5 text-muted-foreground">
          Review new services and edits, list or unlist services, and delete them.
        </p>
      </div>

      <ServiceFilters
        search={input}
        onSearch={setInput}
        filters={filters}
        onChange={(next) => navigate({ ...next, search: input.trim() || undefined }, "push")}
      />

      <PagedList
        list={list}
        skeleton={
          <RowsSkeleton
            label="Loading services"
            count={4}
            className="grid gap-4 lg:grid-cols-2"
            rowShape="xl"
            rowClassName="h-60"
          />
        }
        errorTitle="Services could not be loaded"
        empty={{
          icon: PackageSearch,
          title: "No services found",
          description: filtered
            ? "No service matches this search and these filters."
            : "No organization has offered a service yet.",
          children: filtered ? (
            <Button
              type="button"
              variant="outline"
              onClick={() => {
                setInput("");
                navigate({ search: undefined, category: "all", status: "all" }, "push");
              }}
            >
              Clear All Filters
            </Button>
          ) : null,
        }}
      >
        {(services) => (
          <ul
            className="grid gap-4 lg:grid-cols-2"
            aria-label="Services"
            aria-busy={list.isRefreshing || list.isLoading}
          >
            {services.map((service) => (
              // A card off the screen is styled and laid out only when scrolled to
              // (content-visibility), standing in at about a card's height until then (a
              // taller stand-in would show a person a page much longer than it is); the clip
              // margin keeps the shadow that paint containment would cut.
              <li
                key={service.id}
                className="flex [contain-intrinsic-height:auto_36rem] [content-visibility:auto] [overflow-clip-margin:0.5rem]"
              >
                <CardSlice
                  service={service}
                  dateStyle={dateStyle}
                  working={actions.working?.id === service.id ? actions.working.action : null}
                  onDecide={decide}
                  onAction={act}
                  onDialogClosed={afterChange.onCloseAutoFocus}
                />
              </li>
            ))}
          </ul>
        )}
      </PagedList>

      <DecisionDialog
        pending={decision}
        onClose={() => setDecision(null)}
        onSettled={() => {
          afterChange.settle();
          void Promise.all([reload(), refreshAdminQueues()]);
        }}
        onCloseAutoFocus={afterChange.onCloseAutoFocus}
      />
    </div>
  );
}
