"use client";

import { useState, type FormEvent } from "react";
import { ReceiptText, Search } from "lucide-react";
import { ColumnTable } from "@/components/data/column-table";
import { PagedList } from "@/components/data/paged-list";
import { RefreshButton } from "@/components/data/refresh-button";
import { SearchBar, SearchField } from "@/components/data/search-bar";
import { FilterSelect } from "@/components/ui/native-select";
import { Button } from "@/components/ui/button";
import type { AdminPayment } from "@/lib/schemas/admin-payments";
import type { DateStyle } from "@/lib/format/date-time";
import type { Page } from "@/lib/payments/wallet-entry";
import type { CursorList } from "@/lib/swr/use-cursor-list";
import type { AdminPaymentFilters } from "@/lib/validations/admin-payments";
import {
  PAYMENT_SEARCH_MAX,
  type PaymentStatusFilter,
} from "@/lib/validations/admin-payments-values";
import { PaymentOrderRow, ORDER_COLUMNS, ORDER_HEADERS } from "./payment-order-row";
import { PAYMENT_STATUS_LABELS } from "@/lib/payments/status-labels";
import { OrderRowsSkeleton } from "./payments-skeleton";

const STATUS_OPTION: Record<PaymentStatusFilter, string> = {
  all: "All statuses",
  ...PAYMENT_STATUS_LABELS,
};

interface PaymentOrdersProps {
  filters: AdminPaymentFilters;
  onFilter: (filters: AdminPaymentFilters) => void;
  list: CursorList<Page<AdminPayment>, AdminPayment>;
  dateStyle: DateStyle;
  /** A refund went through: the overview's refunds and totals moved. */
  onRefunded: () => void;
  /** Test mode: rows offer a test chargeback. */
  testMode: boolean;
  /** A test chargeback was sent: the overview's chargebacks and totals moved. */
  onChargeback: () => void;
}

/** Top-up orders: search and status (kept in the address), the rows, and Load more. */
export function PaymentOrders({
  filters,
  onFilter,
  list,
  dateStyle,
  onRefunded,
  testMode,
  onChargeback,
}: PaymentOrdersProps) {
  const [term, setTerm] = useState(filters.q ?? "");
  const [focusedId, setFocusedId] = useState<string | null>(null);

  function search(event: FormEvent) {
    event.preventDefault();
    onFilter({ ...filters, q: term.trim() || undefined });
  }
  const filtered = filters.status !== "all" || Boolean(filters.q);
  function showAll() {
    setTerm("");
    onFilter({ status: "all", q: undefined });
  }

  return (
    <section aria-labelledby="payment-orders-title" className="space-y-4">
      <div className="flex items-end justify-between gap-4">
        <div>
          <h2 id="payment-orders-title" className="text-xl font-semibold">
            Top-up orders
          </h2>
          <p className="mt-1 text-sm text-muted-foreground">
            Every coin purchase, newest first, with the payment provider&apos;s ids.
          </p>
        </div>
        <RefreshButton list={list} />
      </div>

      <SearchBar
        label="Search payments"
        onSubmit={search}
        layout="sm:grid-cols-[minmax(0,1fr)_12rem_auto] sm:items-end"
      >
        <SearchField
          id="payments-search"
          placeholder="Payer email, order id or payment id"
          maxLength={PAYMENT_SEARCH_MAX}
          value={term}
          onValueChange={setTerm}
        />
        <FilterSelect
          id="payments-status"
          label="Status"
          value={filters.status}
          options={STATUS_OPTION}
          onChange={(status) => onFilter({ ...filters, status })}
        />
        <Button type="submit">
          <Search aria-hidden="true" />
          Search
        </Button>
      </SearchBar>

      <PagedList
        list={list}
        skeleton={<OrderRowsSkeleton />}
        errorTitle="Couldn't load payments"
        refreshErrorTitle="Couldn't refresh the payments"
        titleAs="h3"
        empty={{
          icon: ReceiptText,
          title: "No payments found",
          description: filtered
            ? "No top-up order matches this search and status. Search by the payer's email, or the order's or payment's id."
            : "No one has bought coins yet.",
          children: filtered ? (
            <Button type="button" variant="outline" onClick={showAll}>
              Show all payments
            </Button>
          ) : null,
        }}
      >
        {(orders) => (
          <ColumnTable label="Top-up orders" columns={ORDER_COLUMNS} headers={ORDER_HEADERS}>
            {orders.map((order) => (
              <PaymentOrderRow
                key={order.id}
                order={order}
                dateStyle={dateStyle}
                focused={focusedId === order.id}
                onRefunded={(fresh) => {
                  list.replaceItem(fresh);
                  setFocusedId(fresh.id);
                  onRefunded();
                }}
                onFailed={() => void list.reload()}
                testMode={testMode}
                onChargeback={() => {
                  void list.reload();
                  onChargeback();
                }}
              />
            ))}
          </ColumnTable>
        )}
      </PagedList>
    </section>
  );
}
