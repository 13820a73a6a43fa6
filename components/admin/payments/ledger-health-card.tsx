"use client";

import { CircleCheck, CircleX, ShieldAlert, ShieldCheck } from "lucide-react";
import { ReloadButton } from "@/components/data/refresh-button";
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from "@/components/ui/card";
import type { LedgerHealthView } from "@/lib/schemas/admin-payments";
import { formatCoins, formatCount, formatQuantity } from "@/lib/format/coins";
import { dateFormatter } from "@/lib/format/date-formatter";
import type { DateStyle } from "@/lib/format/date-time";
import { cn } from "@/lib/utils";

interface LedgerHealthCardProps {
  ledger: LedgerHealthView;
  dateStyle: DateStyle;
  checking: boolean;
  /** Why the last Re-check failed, if it did. */
  error: string | null;
  onRecheck: () => void;
}

/** "21 Nov 2026, 11:52:07 am": to the second, so a Re-check visibly moves it. */
function checkedTime(iso: string, style: DateStyle): string {
  return dateFormatter(style.locale, {
    dateStyle: "medium",
    timeStyle: "long",
    timeZone: style.timeZone,
  }).format(new Date(iso));
}

/** The ledger's invariants in words: balanced, or what is wrong and what to do about it. */
export function LedgerHealthCard({
  ledger,
  dateStyle,
  checking,
  error,
  onRecheck,
}: LedgerHealthCardProps) {
  const failed = ledger.checks.filter((check) => !check.ok);
  return (
    <Card aria-labelledby="ledger-health-title" role="region" data-testid="ledger-health">
      <CardHeader>
        <CardTitle size="lg">
          <h2 id="ledger-health-title">Ledger health</h2>
        </CardTitle>
        <CardDescription>
          Every coin movement is a transfer between two accounts; these checks prove the balances
          agree with them.
        </CardDescription>
      </CardHeader>
      <CardContent className="space-y-6">
        {ledger.ok ? (
          <div className="flex items-start gap-3 rounded-lg border border-success/40 bg-success/10 p-4">
            <ShieldCheck aria-hidden="true" className="mt-0.5 size-6 shrink-0 text-success" />
            <div>
              <p className="text-lg font-semibold" data-testid="ledger-summary">
                {ledger.summary}
              </p>
              <p className="text-sm text-muted-foreground">
                All {ledger.checks.length} checks passed over{" "}
                {formatQuantity(ledger.accounts, "account", "accounts")} and{" "}
                {formatQuantity(ledger.transfers, "transfer", "transfers")}.
              </p>
            </div>
          </div>
        ) : (
          <div
            role="alert"
            className="space-y-3 rounded-lg border border-destructive/50 bg-destructive/10 p-4"
          >
            <div className="flex items-start gap-3">
              <ShieldAlert aria-hidden="true" className="mt-0.5 size-6 shrink-0 text-destructive" />
              <p className="font-semibold" data-testid="ledger-summary">
                {ledger.summary}
              </p>
            </div>
            {failed.map((check) => (
              <div key={check.id} className="space-y-1 text-sm">
                <h3 className="font-semibold">{check.title}: failed</h3>
                <p>
                  <span className="font-medium">What to do: </span>
                  {check.action}
                </p>
                <ul className="list-disc pl-5 font-mono text-xs break-all">
                  {check.problems.map((problem) => (
                    <li key={problem}>{problem}</li>
                  ))}
                </ul>
              </div>
            ))}
          </div>
        )}

        <ul aria-label="Ledger checks" className="grid gap-3 sm:grid-cols-2">
          {ledger.checks.map((check) => (
            <li key={check.id} className="flex gap-2 text-sm">
              {check.ok ? (
                <CircleCheck aria-hidden="true" className="mt-0.5 size-4 shrink-0 text-success" />
              ) : (
                <CircleX aria-hidden="true" className="mt-0.5 size-4 shrink-0 text-destructive" />
              )}
              <div>
                <p className="font-medium">
                  {check.title}
                  <span className="sr-only">{check.ok ? ": passed" : ": failed"}</span>
                </p>
                <p className="text-muted-foreground">{check.meaning}</p>
              </div>
            </li>
          ))}
        </ul>

        <div className="space-y-2">
          <h3 className="text-sm font-semibold">Coins per account kind</h3>
          <dl className="grid gap-x-6 gap-y-2 text-sm sm:grid-cols-2 lg:grid-cols-3">
            {ledger.totals.map((total) => (
              <div key={total.kind} className="flex justify-between gap-3 border-b pb-1.5">
                <dt className="text-muted-foreground">
                  {total.label}{" "}
                  <span className="text-xs">
                    ({formatQuantity(total.accounts, "account", "accounts")})
                  </span>
                </dt>
                <dd
                  className={cn(
                    "font-medium tabular-nums",
                    total.balance < 0 && "text-muted-foreground",
                  )}
                >
                  {formatCount(total.balance)}
                </dd>
              </div>
            ))}
          </dl>
          <p className="text-sm text-muted-foreground">
            Paid for {formatCoins(ledger.coinsIssued)} and bonus {formatCoins(ledger.bonusCoins)};
            redeemed {formatCoins(ledger.coinsRedeemed)} and kept as revenue{" "}
            {formatCoins(ledger.platformRevenue)}:{" "}
            {formatCoins(
              ledger.coinsIssued +
                ledger.bonusCoins -
                ledger.coinsRedeemed -
                ledger.platformRevenue,
            )}{" "}
            in circulation.
          </p>
        </div>

        <div className="flex flex-wrap items-center justify-between gap-3 border-t pt-4">
          <p
            className="text-sm text-muted-foreground"
            aria-live="polite"
            data-testid="ledger-checked-at"
          >
            Checked at{" "}
            <time dateTime={ledger.checkedAt}>{checkedTime(ledger.checkedAt, dateStyle)}</time>
          </p>
          <ReloadButton variant="outline" size="sm" busy={checking} onReload={onRecheck}>
            {checking ? "Checking..." : "Re-check"}
          </ReloadButton>
        </div>
        {error ? (
          <p role="alert" className="text-sm font-medium text-destructive">
            Could not check the ledger: {error}
          </p>
        ) : null}
      </CardContent>
    </Card>
  );
}
