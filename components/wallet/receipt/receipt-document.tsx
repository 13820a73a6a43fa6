import type { ReactNode } from "react";
import { CoinMark } from "@/components/nav/coin-mark";
import { formatCount } from "@/lib/format/coins";
import { formatExchangeRate } from "@/lib/format/exchange-rate";
import { formatDateTime, type DateStyle } from "@/lib/format/date-time";
import { formatMoney } from "@/lib/format/money";
import type { PaymentRecord } from "@/lib/payments/payment-types";
import { SITE } from "@/lib/site";
import { BASE_CURRENCY } from "@/lib/money/currencies";
import { PaymentStatusBadge } from "../payment-status-badge";

interface ReceiptDocumentProps {
  payment: PaymentRecord;
  account: { name: string; email: string };
  dateStyle: DateStyle;
}

/** A paid top-up as a receipt: on screen in a card, on paper black on white without the site. */
export function ReceiptDocument({ payment, account, dateStyle }: ReceiptDocumentProps) {
  const refunded = payment.status === "refunded" || payment.status === "refund_pending";
  return (
    <article
      aria-labelledby="receipt-title"
      className="rounded-xl border bg-card p-6 shadow-sm sm:p-8 print:rounded-none print:border-0 print:bg-white print:p-0 print:text-black print:shadow-none"
    >
      <header className="flex flex-wrap items-start justify-between gap-4 border-b pb-6 print:border-black">
        <div className="flex items-center gap-2 text-lg font-semibold">
          <CoinMark className="size-8 print:hidden" />
          {SITE.name}
        </div>
        <div className="sm:text-right">
          <h1 id="receipt-title" className="text-xl font-bold sm:text-2xl">
            Payment receipt
          </h1>
          <p className="mt-1 text-sm text-muted-foreground print:text-black">
            Receipt number{" "}
            <span className="font-mono [overflow-wrap:anywhere] text-foreground print:text-black">
              {payment.id}
            </span>
          </p>
        </div>
      </header>

      {payment.provider === "simulated" ? (
        <p className="mt-6 rounded-md border border-warning/50 bg-warning/10 px-3 py-2 text-sm print:border-black print:bg-white">
          Test mode: this payment was simulated and no real money moved.
        </p>
      ) : null}

      <dl className="mt-6 divide-y text-sm print:divide-black/30">
        <Row term="Date paid">
          {payment.paidAt ? formatDateTime(payment.paidAt, dateStyle) : "—"}
        </Row>
        <Row term="Amount paid">
          <span className="text-base font-semibold">
            {formatMoney(payment.amount, payment.currency)} {payment.currency}
          </span>
        </Row>
        {payment.currency !== BASE_CURRENCY ? (
          // Coins are priced in rupees: the rate is how this payment's coins were counted.
          <Row term="Exchange rate">{formatExchangeRate(payment.currency, payment.rate)}</Row>
        ) : null}
        <Row term="Coins purchased">{formatCount(payment.coins)}</Row>
        <Row term="Bonus coins">{formatCount(payment.bonus)}</Row>
        <Row term="Total coins">
          <span className="text-base font-semibold">
            {formatCount(payment.coins + payment.bonus)}
          </span>
        </Row>
        <Row term="Order ID">
          <span className="font-mono">{payment.orderId}</span>
        </Row>
        <Row term="Payment ID">
          <span className="font-mono">{payment.paymentId ?? "—"}</span>
        </Row>
        <Row term="Payment status">
          <PaymentStatusBadge
            status={payment.status}
            className="print:border-black print:bg-white print:text-black"
          />
        </Row>
        {refunded ? (
          <>
            <Row term="Refund ID">
              <span className="font-mono">{payment.refundId ?? "—"}</span>
            </Row>
            <Row term="Refund date">
              {payment.refundedAt ? formatDateTime(payment.refundedAt, dateStyle) : "Pending"}
            </Row>
          </>
        ) : null}
      </dl>

      <section
        aria-labelledby="receipt-account"
        className="mt-6 border-t pt-6 text-sm print:border-black"
      >
        <h2 id="receipt-account" className="font-semibold">
          Account
        </h2>
        <p className="mt-1 break-words">{account.name}</p>
        <p className="break-words text-muted-foreground print:text-black">{account.email}</p>
      </section>

      <p className="mt-8 text-xs text-muted-foreground print:text-black">
        Coins are credited to your {SITE.name} wallet and can be spent on any service. Questions
        about this payment? Write to {SITE.supportEmail} with the receipt number.
      </p>
    </article>
  );
}

function Row({ term, children }: { term: string; children: ReactNode }) {
  return (
    <div className="flex flex-wrap items-center justify-between gap-x-4 gap-y-1 py-3">
      <dt className="text-muted-foreground print:text-black">{term}</dt>
      <dd className="ml-auto min-w-0 text-right [overflow-wrap:anywhere]">{children}</dd>
    </div>
  );
}
