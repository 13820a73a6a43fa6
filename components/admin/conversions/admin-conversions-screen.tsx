"use client";

import { useState } from "react";
import { Download, History } from "lucide-react";
import { buttonVariants } from "@/components/ui/button";
import type {
  AdminConversion,
  AdminConversionPage,
  AdminConversionSummary,
} from "@/lib/schemas/admin-conversions";
import type { DateStyle } from "@/lib/format/date-time";
import {
  exportPath,
  filterSearch,
  historyPath,
  PENDING_PATH,
  refreshAdminConversionSummary,
  useAdminConversionSummary,
} from "@/lib/swr/use-admin-conversions";
import { useCursorList } from "@/lib/swr/use-cursor-list";
import type { AdminConversionFilters } from "@/lib/validations/admin-conversions";
import type { Decision } from "./admin-conversion-row";
import { ConversionList } from "./conversion-list";
import { DecisionDialog } from "./lazy-decision-dialog";
import { HistoryFilters } from "./history-filters";
import { PayoutDialog } from "./lazy-payout-dialog";
import { PayoutOutcomeDialog } from "./lazy-payout-outcome-dialog";
import type { PayoutOutcome } from "./payout-outcome-dialog";
import { PROCESSING_PATH, ToPayQueue } from "./to-pay-queue";
import { PendingQueue } from "./pending-queue";
import { SummaryCards } from "./summary-cards";
import { refreshAdminQueues } from "@/lib/swr/use-admin-queues";
import { adminConversionsList } from "@/lib/api/endpoints/admin-conversions";

interface AdminConversionsScreenProps {
  summary: AdminConversionSummary;
  pending: AdminConversionPage;
  processing: AdminConversionPage;
  history: AdminConversionPage;
  filters: AdminConversionFilters;
  dateStyle: DateStyle;
}

/**
 * docs/spec.md "Admin conversions", on the server: figures, the pending queue, the payouts to
 * send, the full history.
 */
export function AdminConversionsScreen(props: AdminConversionsScreenProps) {
  const { dateStyle } = props;
  const [filters, setFilters] = useState(props.filters);
  const { data: summary = props.summary } = useAdminConversionSummary(props.summary);
  const pending = useCursorList(adminConversionsList, PENDING_PATH, {
    initial: { path: PENDING_PATH, page: props.pending },
  });
  const processing = useCursorList(adminConversionsList, PROCESSING_PATH, {
    initial: { path: PROCESSING_PATH, page: props.processing },
  });
  const path = historyPath(filters);
  const history = useCursorList(adminConversionsList, path, {
    initial: { path: historyPath(props.filters), page: props.history },
  });
  const [deciding, setDeciding] = useState<{
    conversion: AdminConversion;
    decision: Decision;
  } | null>(null);
  const [paying, setPaying] = useState<AdminConversion | null>(null);
  const [settling, setSettling] = useState<{
    conversion: AdminConversion;
    outcome: PayoutOutcome;
  } | null>(null);

  function filter(next: AdminConversionFilters) {
    setFilters(next);
    // The filters live in the address, so a reload or a shared link shows the same history.
    const search = filterSearch(next);
    window.history.replaceState(null, "", search ? `?${search}` : window.location.pathname);
  }

  function refreshAll() {
    void Promise.all([
      pending.reload(),
      processing.reload(),
      history.reload(),
      refreshAdminConversionSummary(),
      refreshAdminQueues(),
    ]);
  }

  const actions = {
    onDecide: (conversion: AdminConversion, decision: Decision) =>
      setDeciding({ conversion, decision }),
    onPayout: setPaying,
    onSettlePayout: (conversion: AdminConversion, outcome: PayoutOutcome) =>
      setSettling({ conversion, outcome }),
  };
  return (
    <div className="space-y-8">
      <div>
        <h1 className="text-2xl font-bold tracking-tight sm:text-3xl">Conversions</h1>
        <p className="mt-1.5 text-muted-foreground">
          Approve or reject organizations&apos; requests to turn earned coins into money, and
          confirm each approved one&apos;s payout once it is sent.
        </p>
      </div>
      <SummaryCards summary={summary} />
      <PendingQueue list={pending} dateStyle={dateStyle} onSettled={refreshAll} {...actions} />
      <ToPayQueue list={processing} dateStyle={dateStyle} {...actions} />
      <section aria-labelledby="history-heading" className="space-y-4">
        <div className="flex flex-wrap items-center justify-between gap-3">
          <h2 id="history-heading" className="text-lg font-semibold">
            All requests
          </h2>
          <a href={exportPath(filters)} download className={buttonVariants({ variant: "outline" })}>
            <Download aria-hidden="true" />
            Export CSV
          </a>
        </div>
        <HistoryFilters filters={filters} onChange={filter} dateStyle={dateStyle} />
        <ConversionList
          list={history}
          label="All requests"
          dateStyle={dateStyle}
          empty={{
            icon: History,
            title: "No conversion requests found",
            description: "No request matches these filters. Try another status or dates.",
          }}
          {...actions}
        />
      </section>
      <DecisionDialog pending={deciding} onClose={() => setDeciding(null)} onSettled={refreshAll} />
      <PayoutDialog conversion={paying} onClose={() => setPaying(null)} />
      <PayoutOutcomeDialog
        settling={settling}
        dateStyle={dateStyle}
        onClose={() => setSettling(null)}
        onSettled={refreshAll}
      />
    </div>
  );
}
