import { formatCoins } from "@/lib/format/coins";
import type { DisputeShares } from "@/lib/validations/disputes-values";

/**
 * What an outcome gives each side, as the ledger will move it: the customer's coins back, the
 * organization's coins after the commission, and the commission (on the organization's part only).
 */
export function DisputeSharesList({ shares, id }: { shares: DisputeShares; id?: string }) {
  const rows = [
    { label: "Back to the customer", value: shares.customer, testId: "share-customer" },
    { label: "To the organization", value: shares.organization, testId: "share-organization" },
    { label: "Commission on its part", value: shares.commission, testId: "share-commission" },
  ];
  return (
    <dl id={id} className="grid gap-2 rounded-md bg-muted/60 p-3 text-sm sm:grid-cols-3">
      {rows.map((row) => (
        <div key={row.label} className="min-w-0">
          <dt className="text-xs text-muted-foreground">{row.label}</dt>
          <dd className="font-semibold tabular-nums" data-testid={row.testId}>
            {formatCoins(row.value)}
          </dd>
        </div>
      ))}
    </dl>
  );
}
