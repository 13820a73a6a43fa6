"use client";

import { useSearchParams } from "next/navigation";
import { ScrollText } from "lucide-react";
import { AdminPageHeading } from "@/components/admin/admin-page-heading";
import { PagedList, RowsSkeleton } from "@/components/data/paged-list";
import {
  auditApiPath,
  auditExportPath,
  auditFiltersFrom,
  auditQueryString,
  type AuditFilterValues,
} from "@/lib/audit/audit-filters";
import type { DateStyle } from "@/lib/format/date-time";
import { useCursorList } from "@/lib/swr/use-cursor-list";
import { AuditChainCard } from "./audit-chain-card";
import { AuditEntryItem } from "./audit-entry-item";
import { AuditFilterForm } from "./audit-filter-form";
import { adminAuditList } from "@/lib/api/endpoints/admin-audit";

/** /admin/audit: the whole log, newest first, filtered through the URL; CSV of what is shown. */
export function AuditLogScreen({ dateStyle }: { dateStyle: DateStyle }) {
  const params = useSearchParams();
  const filters = auditFiltersFrom(params);
  const list = useCursorList(adminAuditList, auditApiPath(filters), {});

  function apply(next: AuditFilterValues) {
    const query = auditQueryString(next);
    // The History API updates useSearchParams without a server round trip.
    window.history.pushState(null, "", `/admin/audit${query ? `?${query}` : ""}`);
  }

  return (
    <div className="space-y-6">
      <AdminPageHeading
        title="Audit log"
        description="Every admin action and every coin movement, in the order they were sealed."
        exportHref={auditExportPath(filters)}
      />
      <AuditChainCard />
      {/* A new key per URL: the form shows the filters of the page it is on (back, forward). */}
      <AuditFilterForm
        key={auditQueryString(filters)}
        value={filters}
        onApply={apply}
        dateStyle={dateStyle}
      />
      <section aria-label="Audit entries" aria-busy={list.isLoading || list.isRefreshing}>
        <PagedList
          list={list}
          skeleton={
            <RowsSkeleton
              count={6}
              className="space-y-2"
              rowShape="lg"
              rowClassName="h-24 w-full"
            />
          }
          errorTitle="Couldn't load the audit log"
          refreshErrorTitle="Couldn't refresh the audit log"
          empty={{
            icon: ScrollText,
            title: "No entries found",
            description: "Nothing in the log matches these filters.",
          }}
        >
          {(entries) => (
            <ul className="space-y-2">
              {entries.map((entry) => (
                <AuditEntryItem key={entry.id} entry={entry} dateStyle={dateStyle} />
              ))}
            </ul>
          )}
        </PagedList>
      </section>
    </div>
  );
}
