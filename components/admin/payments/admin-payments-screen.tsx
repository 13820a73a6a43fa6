"use client";

import { useState } from "react";
import { errorMessage } from "@/lib/api/client";
import type { AdminPayment, PaymentsOverview } from "@/lib/schemas/admin-payments";
import type { DateStyle } from "@/lib/format/date-time";
import type { Page } from "@/lib/payments/wallet-entry";
import { useAdminPaymentsOverview } from "@/lib/swr/use-admin-payments";
import { useCursorList } from "@/lib/swr/use-cursor-list";
import { adminPaymentsPath } from "@/lib/admin/payments-path";
import type { AdminPaymentFilters } from "@/lib/validations/admin-payments";
import { ChargebacksCard } from "./chargebacks-card";
import { DoubleChargesCard } from "./double-charges-card";
import { LedgerHealthCard } from "./ledger-health-card";
import { PaymentOrders } from "./payment-orders";
import { RefundsCard } from "./refunds-card";
import { refreshAdminQueues } from "@/lib/swr/use-admin-queues";
import { adminPaymentsList } from "@/lib/api/endpoints/admin-payments";

interface AdminPaymentsScreenProps {
  filters: AdminPaymentFilters;
  initial: { path: string; page: Page<AdminPayment> };
  overview: PaymentsOverview;
  dateStyle: DateStyle;
}

/**
 * The admin's payments: the ledger's health, card disputes (chargebacks), refunds, double
 * charges, then every top-up.
 */
export function AdminPaymentsScreen(props: AdminPaymentsScreenProps) {
  const { dateStyle } = props;
  const [filters, setFilters] = useState(props.filters);
  const overview = useAdminPaymentsOverview(props.overview);
  const data = overview.data ?? props.overview;
  const list = useCursorList(adminPaymentsList, adminPaymentsPath(filters), {
    initial: props.initial,
  });

  function filter(next: AdminPaymentFilters) {
    setFilters(next);
    // The filters live in the address, so a reload or a shared link shows the same orders.
    const query = adminPaymentsPath(next).split("?")[1];
    window.history.replaceState(null, "", query ? `?${query}` : window.location.pathname);
  }

  return (
    <div className="space-y-8">
      <div>
        <h1 className="text-2xl font-bold tracking-tight sm:text-3xl">Payments</h1>
        <p className="mt-1.5 text-muted-foreground">
          Coin purchases, their refunds, double charges and card disputes, and whether the ledger
          adds up.
        </p>
        {data.testMode ? (
          <p className="mt-2 text-sm text-muted-foreground" data-testid="payments-test-mode">
            Test mode: payments are simulated, and each paid order offers a test chargeback.
          </p>
        ) : null}
      </div>
      <LedgerHealthCard
        ledger={data.ledger}
        dateStyle={dateStyle}
        checking={overview.isValidating}
        error={overview.error ? errorMessage(overview.error) : null}
        onRecheck={() => void Promise.all([overview.mutate(), refreshAdminQueues()])}
      />
      <ChargebacksCard
        chargebacks={data.chargebacks}
        dateStyle={dateStyle}
        now={Date.parse(data.ledger.checkedAt)}
      />
      <div className="grid gap-6 lg:grid-cols-2">
        <DoubleChargesCard doubleCharges={data.doubleCharges} dateStyle={dateStyle} />
        <RefundsCard refunds={data.refunds} dateStyle={dateStyle} />
      </div>
      <PaymentOrders
        filters={filters}
        onFilter={filter}
        list={list}
        dateStyle={dateStyle}
        onRefunded={() => void Promise.all([overview.mutate(), refreshAdminQueues()])}
        testMode={data.testMode}
        onChargeback={() => void overview.mutate()}
      />
    </div>
  );
}
