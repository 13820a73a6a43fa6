"use client";

import { Button } from "@/components/ui/button";
import type { ConversionView } from "@/lib/schemas/conversions";
import { formatCoins } from "@/lib/format/coins";
import { formatDate, type DateStyle } from "@/lib/format/date-time";
import { feeText, payoutText, rateText } from "@/lib/conversions/quote-words";
import { failedLine, PAYOUT_LABELS, PROCESSING_LINE } from "@/lib/conversions/status-words";
import { ConversionStatusBadge } from "./conversion-status-badge";
import { OnHoldNote } from "./on-hold-note";
import { PayoutOutcomeNote } from "./payout-outcome-note";

interface ConversionRowProps {
  conversion: ConversionView;
  dateStyle: DateStyle;
  onCancel: (conversion: ConversionView) => void;
}

function Fact({
  label,
  children,
  testId,
}: {
  label: string;
  children: React.ReactNode;
  testId?: string;
}) {
  return (
    <div className="min-w-0" data-testid={testId}>
      <dt className="text-xs text-muted-foreground">{label}</dt>
      <dd className="text-sm font-medium tabular-nums">{children}</dd>
    </div>
  );
}

/**
 * One request: amount, what it converts to (the payout as quoted when asked: the fee off the
 * coins, the rest at the rate), currency, status (with the rejection's reason, or the payout's
 * progress: processing, paid on a date with its reference, or failed with why), requested and
 * processed dates; a pending one can be cancelled, and says until when it is on hold when its
 * payout details changed shortly before it.
 */
export function ConversionRow({ conversion, dateStyle, onCancel }: ConversionRowProps) {
  const money = payoutText(conversion.payoutMinor, conversion.currency);
  return (
    <li className="rounded-lg border bg-card p-4" data-testid="conversion-row">
      <div className="flex flex-wrap items-start justify-between gap-3">
        <div>
          <p className="font-semibold tabular-nums">
            {formatCoins(conversion.amount)}{" "}
            <span aria-hidden="true" className="text-muted-foreground">
              →
            </span>
            <span className="sr-only">converts to</span> {money}
          </p>
          {conversion.payout ? (
            <p className="text-sm text-muted-foreground">To {conversion.payout.masked}</p>
          ) : null}
        </div>
        <ConversionStatusBadge status={conversion.status} />
      </div>
      <dl className="mt-3 grid grid-cols-2 gap-3 sm:grid-cols-4">
        <Fact label={PAYOUT_LABELS[conversion.status]} testId="conversion-paid">
          {money}
        </Fact>
        <Fact label="Fee">{feeText(conversion.feeCoins)}</Fact>
        <Fact label="Net coins">{formatCoins(conversion.netCoins)}</Fact>
        <Fact label="Rate">{rateText(conversion.currency, conversion.rate)}</Fact>
        <Fact label="Currency">{conversion.currency}</Fact>
        <Fact label="Requested">{formatDate(conversion.requestedAt, dateStyle)}</Fact>
        <Fact label="Processed">
          {conversion.processedAt ? formatDate(conversion.processedAt, dateStyle) : "Not yet"}
        </Fact>
      </dl>
      {conversion.status === "rejected" && conversion.reason ? (
        <p className="mt-3 rounded-md bg-destructive/10 px-3 py-2 text-sm text-destructive">
          Reason: {conversion.reason}
        </p>
      ) : null}
      {conversion.status === "processing" ? (
        <p className="mt-3 text-sm text-muted-foreground" data-testid="conversion-progress">
          {PROCESSING_LINE}
        </p>
      ) : null}
      <OnHoldNote
        heldUntil={conversion.heldUntil}
        dateStyle={dateStyle}
        why="your payout details changed shortly before this request, so an admin can approve it from then."
      />
      <PayoutOutcomeNote
        conversion={conversion}
        dateStyle={dateStyle}
        failed={failedLine(conversion)}
      />
      {conversion.status === "pending" ? (
        <div className="mt-3 flex justify-end">
          <Button type="button" variant="outline" size="sm" onClick={() => onCancel(conversion)}>
            Cancel request
          </Button>
        </div>
      ) : null}
    </li>
  );
}
