"use client";

import { Banknote } from "lucide-react";
import { CardEmpty, SectionCard } from "@/components/data/section-card";
import type { CurrencyMoney } from "@/lib/schemas/admin-dashboard";
import { formatMinor } from "@/lib/format/money-minor";
import { unpayableText } from "@/lib/admin/unpayable-text";
import { useAdminDashboard } from "@/lib/swr/use-admin-dashboard";
import type { AdminCardProps } from "./admin-card-props";

function Amount({
  label,
  minor,
  currency,
  note,
}: {
  label: string;
  minor: number;
  currency: CurrencyMoney["currency"];
  note?: (string | null)[];
}) {
  return (
    <div className="min-w-0">
      <dt className="text-xs text-muted-foreground">{label}</dt>
      <dd className="font-semibold break-words tabular-nums">{formatMinor(minor, currency)}</dd>
      {note?.map((line) =>
        line ? (
          <dd key={line} className="text-xs text-muted-foreground">
            {line}
          </dd>
        ) : null,
      )}
    </div>
  );
}

/**
 * Real money per currency: what top-ups brought in (net of refunds) and what conversions paid
 * out, with the refunds and the payouts still waiting for a decision beside them (requests
 * without payout details apart: they can only be rejected).
 */
export function MoneyCard({ initial, className }: Omit<AdminCardProps, "dateStyle">) {
  const { money } = useAdminDashboard(initial);
  return (
    <SectionCard
      id="money-title"
      icon={Banknote}
      title="Money In and Out"
      description="Top-ups received and conversions paid out, in each currency."
      className={className}
    >
      {money.length === 0 ? (
        <CardEmpty
          title="No money has moved yet"
          description="Paid top-ups and paid conversions show here."
          spacing="chart"
        />
      ) : (
        <ul className="divide-y">
          {money.map((row) => (
            <li
              key={row.currency}
              data-testid={`money-${row.currency}`}
              className="py-3 first:pt-0 last:pb-0"
            >
              <h3 className="mb-2 text-sm font-semibold">{row.currency}</h3>
              <dl className="grid grid-cols-2 gap-x-4 gap-y-3">
                <Amount
                  label="In: top-ups"
                  minor={row.topUpsMinor}
                  currency={row.currency}
                  note={[
                    row.refundedMinor > 0
                      ? `net of ${formatMinor(row.refundedMinor, row.currency)} refunded`
                      : null,
                  ]}
                />
                <Amount
                  label="Out: conversions"
                  minor={row.paidOutMinor}
                  currency={row.currency}
                  // A request without payout details can only be rejected: apart, never money
                  // awaiting approval.
                  note={[
                    row.pendingPayoutMinor > 0
                      ? `${formatMinor(row.pendingPayoutMinor, row.currency)} awaiting approval`
                      : null,
                    unpayableText(row.unpayableRequests, row.unpayableAmount),
                  ]}
                />
              </dl>
            </li>
          ))}
        </ul>
      )}
    </SectionCard>
  );
}
