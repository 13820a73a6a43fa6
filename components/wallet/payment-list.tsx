"use client";

import { endpointUrl } from "@/lib/api/endpoint";
import { paymentsHistory } from "@/lib/api/endpoints/payments";
import Link from "@/components/ui/link";
import { CreditCard } from "lucide-react";
import { EmptyState } from "@/components/ui/empty-state";
import { CursorLoadMore } from "@/components/ui/load-more";
import { formatCount } from "@/lib/format/coins";
import { formatDateTime, type DateStyle } from "@/lib/format/date-time";
import { formatMoney } from "@/lib/format/money";
import type { PaymentRecord } from "@/lib/payments/payment-types";
import type { Page } from "@/lib/payments/wallet-entry";
import { useCursorList } from "@/lib/swr/use-cursor-list";
import { hasReceipt, PaymentStatusBadge } from "./payment-status-badge";

/** GET payments.history, 10 orders a page: the wallet page renders the first. */
const PAYMENTS_PATH = endpointUrl(paymentsHistory, { query: { limit: 10 } });

/** What the order put in the wallet; an unpaid order put nothing, whatever it was for. */
function coinsLine(payment: PaymentRecord): string {
  if (!hasReceipt(payment.status)) return "No coins added";
  const total = `${formatCount(payment.coins + payment.bonus)} coins`;
  return payment.bonus > 0 ? `${total} (incl. ${formatCount(payment.bonus)} bonus)` : total;
}

/** The user's top-up orders with their status, and a receipt for each paid one. */
export function PaymentList({
  first,
  dateStyle,
}: {
  first: Page<PaymentRecord>;
  dateStyle: DateStyle;
}) {
  const list = useCursorList(paymentsHistory, PAYMENTS_PATH, {
    initial: { path: PAYMENTS_PATH, page: first },
  });

  if (list.items.length === 0) {
    return (
      <EmptyState
        icon={CreditCard}
        titleAs="h3"
        title="No payments yet"
        description="Your coin purchases and their receipts will show up here."
      />
    );
  }

  return (
    <div>
      <ul aria-label="Payments" className="divide-y rounded-xl border bg-card">
        {list.items.map((payment) => {
          const money = formatMoney(payment.amount, payment.currency);
          const date = formatDateTime(payment.paidAt ?? payment.createdAt, dateStyle);
          return (
            <li
              key={payment.id}
              className="flex flex-wrap items-center justify-between gap-x-4 gap-y-2 px-4 py-3 sm:px-5"
            >
              <div className="min-w-0 space-y-0.5">
                <p className="flex flex-wrap items-center gap-2">
                  <span className="font-semibold tabular-nums">{money}</span>
                  <PaymentStatusBadge status={payment.status} />
                </p>
                <p className="text-sm text-muted-foreground">
                  {coinsLine(payment)}
                  {" · "}
                  <time dateTime={payment.paidAt ?? payment.createdAt} suppressHydrationWarning>
                    {date}
                  </time>
                </p>
              </div>
              {hasReceipt(payment.status) ? (
                <Link
                  href={`/wallet/receipts/${payment.id}`}
                  aria-label={`Receipt for ${money} on ${date}`}
                  // The date is in the label: see the <time> above.
                  suppressHydrationWarning
                  className="text-sm font-medium text-primary underline-offset-4 hover:underline"
                >
                  Receipt
                </Link>
              ) : null}
            </li>
          );
        })}
      </ul>
      <CursorLoadMore list={list} />
    </div>
  );
}
