"use client";

import { useState } from "react";
import { Scale } from "lucide-react";
import { PagedList, RowsSkeleton } from "@/components/data/paged-list";
import { adminDisputesList } from "@/lib/api/endpoints/admin-disputes";
import type { DateStyle } from "@/lib/format/date-time";
import type { AdminDisputePage, AdminDisputeSummary } from "@/lib/schemas/disputes";
import { useCursorList } from "@/lib/swr/use-cursor-list";
import type { AdminDisputeFilters } from "@/lib/validations/disputes";
import { DisputeFilters } from "./dispute-filters";
import { DisputeRow } from "./dispute-row";
import { DisputeSummaryCards } from "./dispute-summary-cards";
import { filterSearch, listPath, useAdminDisputeSummary } from "./use-admin-disputes";

interface AdminDisputesScreenProps {
  summary: AdminDisputeSummary;
  page: AdminDisputePage;
  filters: AdminDisputeFilters;
  dateStyle: DateStyle;
}

/** /admin/disputes: the queue's figures and every dispute, those an admin decides first. */
export function AdminDisputesScreen(props: AdminDisputesScreenProps) {
  const { dateStyle } = props;
  const [filters, setFilters] = useState(props.filters);
  const { data: summary = props.summary } = useAdminDisputeSummary(props.summary);
  const list = useCursorList(adminDisputesList, listPath(filters), {
    initial: { path: listPath(props.filters), page: props.page },
  });

  function filter(next: AdminDisputeFilters) {
    setFilters(next);
    // The filters live in the address, so a reload or a shared link shows the same list.
    const search = filterSearch(next);
    window.history.replaceState(null, "", search ? `?${search}` : window.location.pathname);
  }

  const filtered = filters.status !== "all" || Boolean(filters.search);
  return (
    <div className="space-y-8">
      <div>
        <h1 className="text-2xl font-bold tracking-tight sm:text-3xl">Disputes</h1>
        <p className="mt-1.5 text-muted-foreground">
          Customers&apos; disputes of their bookings. The coins stay in escrow until the
          organization&apos;s offer is accepted or an admin decides: release, refund or split.
        </p>
      </div>
      <DisputeSummaryCards summary={summary} />
      <section aria-labelledby="disputes-heading" className="space-y-4">
        <h2 id="disputes-heading" className="text-lg font-semibold">
          {filtered ? "Matching disputes" : "All disputes"}
        </h2>
        <DisputeFilters filters={filters} onChange={filter} />
        <PagedList
          list={list}
          skeleton={
            <RowsSkeleton label="Loading disputes" count={3} rowShape="lg" rowClassName="h-28" />
          }
          errorTitle="Disputes could not be loaded"
          titleAs="h3"
          empty={{
            icon: Scale,
            title: filtered ? "No disputes found" : "No disputes yet",
            description: filtered
              ? "No dispute matches these filters. Try another state or search."
              : "When a customer disputes a booking, it shows here.",
          }}
        >
          {(disputes) => (
            <ul className="space-y-3" aria-label="Disputes">
              {disputes.map((dispute) => (
                <DisputeRow key={dispute.id} dispute={dispute} dateStyle={dateStyle} />
              ))}
            </ul>
          )}
        </PagedList>
      </section>
    </div>
  );
}
