"use client";

import type { ComponentProps } from "react";
import { Check, CircleAlert, KeyRound, ReceiptText, X, type LucideIcon } from "lucide-react";
import { ConversionStatusBadge } from "@/components/conversions/conversion-status-badge";
import { OnHoldNote } from "@/components/conversions/on-hold-note";
import { PayoutOutcomeNote } from "@/components/conversions/payout-outcome-note";
import { Button } from "@/components/ui/button";
import { Checkbox } from "@/components/ui/checkbox";
import type { AdminConversion } from "@/lib/schemas/admin-conversions";
import { NO_PAYOUT_DESTINATION_SHORT } from "@/lib/conversions/admin-messages";
import { formatCoins } from "@/lib/format/coins";
import { formatDate, type DateStyle } from "@/lib/format/date-time";
import { formatExchangeRate } from "@/lib/format/exchange-rate";
import { formatMinor } from "@/lib/format/money-minor";
import { cn } from "@/lib/utils";
import { DecisionDialog } from "./lazy-decision-dialog";
import { PayoutDialog } from "./lazy-payout-dialog";
import { PayoutOutcomeDialog } from "./lazy-payout-outcome-dialog";

export type Decision = "approved" | "rejected";

/** A decision another admin made first, as a toast says it. */
export const ALREADY_PROCESSED_TITLE = "Already processed";

/** The heading of the payouts to send, where focus goes once one is settled. */
export const TO_PAY_HEADING = "to-pay-heading";

export interface RowActions {
  onDecide: (conversion: AdminConversion, decision: Decision) => void;
  onPayout: (conversion: AdminConversion) => void;
  /** A processing payout sent by hand: confirm it with its reference, or mark it failed. */
  onSettlePayout: (conversion: AdminConversion, outcome: "paid" | "failed") => void;
}

/** Who sends an approved request's payout, in words. */
const SENT_BY = {
  razorpayx: "RazorpayX",
  test: "By hand (test mode)",
  manual: "By hand",
} as const;

interface AdminConversionRowProps extends RowActions {
  conversion: AdminConversion;
  dateStyle: DateStyle;
  /** In the pending queue: the row can be chosen for a bulk approval. */
  selection?: { checked: boolean; onChange: (checked: boolean) => void };
}

function Fact({
  label,
  className,
  children,
}: {
  label: string;
  /** Its share of the grid, for facts too long for one column on a phone. */
  className?: string;
  children: React.ReactNode;
}) {
  return (
    <div className={cn("min-w-0", className)}>
      <dt className="text-xs text-muted-foreground">{label}</dt>
      <dd className="truncate text-sm font-medium tabular-nums">{children}</dd>
    </div>
  );
}

type RowButtonProps = ComponentProps<typeof Button> & {
  icon: LucideIcon;
  label: string;
  /** What a screen reader hears after the label: " of 500 coins from Lotus Weddings". */
  about: string;
};

/** One of a request's buttons: its word, and the request it acts on for a screen reader. */
function RowButton({ icon: Icon, label, about, ...button }: RowButtonProps) {
  return (
    <Button type="button" size="sm" {...button}>
      <Icon aria-hidden="true" />
      {label}
      <span className="sr-only">{about}</span>
    </Button>
  );
}

/** What a request is, in words a screen reader can add to each button. */
export function describeConversion(conversion: AdminConversion): string {
  return `${formatCoins(conversion.amount)} from ${conversion.orgName}`;
}

/**
 * One request as the admin sees it: who asked for how much, what it pays (the rate, the fee, the
 * net coins and the money, as quoted when asked), where it is paid (masked), its status and
 * dates; a pending one can be approved (not while it is on hold) or rejected, one to pay shows its
 * payout details on demand,
 * and a processing one sent by hand is confirmed with its transfer reference or marked failed.
 */
export function AdminConversionRow({
  conversion,
  dateStyle,
  selection,
  onDecide,
  onPayout,
  onSettlePayout,
}: AdminConversionRowProps) {
  const pending = conversion.status === "pending";
  const processing = conversion.status === "processing";
  const payable = conversion.payoutMasked && (pending || processing);
  // RazorpayX reports the payouts it took: an admin settles only those sent by hand.
  const settleable =
    processing && !(conversion.payoutProvider === "razorpayx" && conversion.payoutId);
  const described = describeConversion(conversion);
  const checkboxId = `select-${conversion.id}`;
  const noPayoutId = `no-payout-${conversion.id}`;
  const onHoldId = `on-hold-${conversion.id}`;
  // The server refuses it too, and says until when; the page shows it as it was read.
  const held = conversion.heldUntil !== null;
  return (
    <li
      className={cn(
        "rounded-lg border p-4",
        pending ? "border-warning/60 bg-warning/5" : "bg-card",
        selection?.checked && "ring-2 ring-ring/40",
      )}
      data-testid="admin-conversion"
      data-conversion-id={conversion.id}
    >
      <div className="flex items-start gap-3">
        {selection ? (
          <Checkbox
            id={checkboxId}
            className="mt-1"
            checked={selection.checked}
            onCheckedChange={(checked) => selection.onChange(checked === true)}
            aria-label={`Select ${described}`}
          />
        ) : null}
        <div className="min-w-0 flex-1">
          <div className="flex flex-wrap items-start justify-between gap-2">
            <div className="min-w-0">
              <p className="truncate font-semibold">{conversion.orgName}</p>
              <p className="text-sm tabular-nums">
                {formatCoins(conversion.amount)}{" "}
                <span aria-hidden="true" className="text-muted-foreground">
                  →
                </span>
                <span className="sr-only">converts to</span>{" "}
                <span className="font-semibold" data-testid="conversion-payout">
                  {formatMinor(conversion.payoutMinor, conversion.currency)}
                </span>
              </p>
            </div>
            <ConversionStatusBadge status={conversion.status} />
          </div>
          <dl className="mt-3 grid grid-cols-2 gap-3 sm:grid-cols-4">
            <Fact label="Rate" className="col-span-2 sm:col-span-1">
              {formatExchangeRate(conversion.currency, conversion.rate)}
            </Fact>
            <Fact label="Fee">{formatCoins(conversion.feeCoins)}</Fact>
            <Fact label="Net coins">{formatCoins(conversion.netCoins)}</Fact>
            <Fact label="Requested">{formatDate(conversion.dateRequested, dateStyle)}</Fact>
            <Fact label="Processed">
              {conversion.dateProcessed
                ? formatDate(conversion.dateProcessed, dateStyle)
                : "Not yet"}
            </Fact>
            <Fact label="Pay to" className="col-span-2 sm:col-span-3">
              {conversion.payoutMasked ?? "No details given"}
            </Fact>
            {conversion.payoutProvider ? (
              <Fact label="Sent" className="col-span-2 sm:col-span-4">
                {SENT_BY[conversion.payoutProvider]}
                {conversion.payoutId ? ` · ${conversion.payoutId}` : ""}
              </Fact>
            ) : null}
          </dl>
          {conversion.processedBy ? (
            <p className="mt-2 text-xs text-muted-foreground">
              Decided by {conversion.processedBy}
            </p>
          ) : null}
          <PayoutOutcomeNote
            conversion={conversion}
            dateStyle={dateStyle}
            failed={`${conversion.failureReason ?? "no reason given"}. The coins went back to the organization.`}
          />
          {conversion.status === "rejected" && conversion.reason ? (
            <p className="mt-3 rounded-md bg-destructive/10 px-3 py-2 text-sm text-destructive">
              Reason: {conversion.reason}
            </p>
          ) : null}
          {pending && !conversion.payoutMasked ? (
            <p
              id={noPayoutId}
              className="mt-3 rounded-md bg-warning/10 px-3 py-2 text-sm text-foreground"
              data-testid="no-payout-destination"
            >
              {NO_PAYOUT_DESTINATION_SHORT}
            </p>
          ) : null}
          <OnHoldNote
            id={onHoldId}
            heldUntil={conversion.heldUntil}
            dateStyle={dateStyle}
            why="the organization's payout details changed shortly before this request."
          />
          {pending || payable ? (
            <div className="mt-3 flex flex-col gap-2 sm:flex-row sm:flex-wrap sm:justify-end">
              {payable ? (
                <RowButton
                  variant="ghost"
                  icon={KeyRound}
                  label="Payout details"
                  about={` of ${described}`}
                  onClick={() => onPayout(conversion)}
                  {...PayoutDialog.opener}
                />
              ) : null}
              {pending ? (
                <>
                  <RowButton
                    variant="outline"
                    icon={X}
                    label="Reject"
                    about={` ${described}`}
                    onClick={() => onDecide(conversion, "rejected")}
                    {...DecisionDialog.opener}
                  />
                  <RowButton
                    icon={Check}
                    label="Approve"
                    about={` ${described}`}
                    disabled={!conversion.payoutMasked || held}
                    aria-describedby={
                      !conversion.payoutMasked ? noPayoutId : held ? onHoldId : undefined
                    }
                    onClick={() => onDecide(conversion, "approved")}
                    {...DecisionDialog.opener}
                  />
                </>
              ) : null}
              {settleable ? (
                <>
                  <RowButton
                    variant="outline"
                    icon={CircleAlert}
                    label="Mark failed"
                    about={` of ${described}`}
                    onClick={() => onSettlePayout(conversion, "failed")}
                    {...PayoutOutcomeDialog.opener}
                  />
                  <RowButton
                    icon={ReceiptText}
                    label="Record payment"
                    about={` of ${described}`}
                    onClick={() => onSettlePayout(conversion, "paid")}
                    {...PayoutOutcomeDialog.opener}
                  />
                </>
              ) : null}
            </div>
          ) : null}
        </div>
      </div>
    </li>
  );
}
