"use client";

import { endpointUrl } from "@/lib/api/endpoint";
import { conversionsList } from "@/lib/api/endpoints/conversions";
import { useRef, useState, type ReactNode } from "react";
import { CalendarClock, Coins, Hourglass } from "lucide-react";
import { StatCard, StatDetail } from "@/components/data/stat-card";
import type {
  ConversionOutcome,
  ConversionSummary,
  ConversionView,
  PayoutAccountView,
} from "@/lib/schemas/conversions";
import type { ConversionFees } from "@/lib/economics/conversion-quote";
import type { RateTable } from "@/lib/economics/rates";
import type { DateStyle } from "@/lib/format/date-time";
import type { Currency } from "@/lib/money/currencies";
import type { Page } from "@/lib/payments/wallet-entry";
import { clearingLines } from "@/lib/conversions/clearing-words";
import { formatCoins } from "@/lib/format/coins";
import { useCursorList } from "@/lib/swr/use-cursor-list";
import { refreshEarningsBalance } from "@/lib/swr/use-earnings-balance";
import { ConversionForm } from "./conversion-form";
import { ConversionHistory } from "./conversion-history";
import { PayoutAccountsCard } from "./payout-accounts-card";
import { PayoutFormDialog } from "./lazy-payout-form-dialog";

const CONVERSIONS_PATH = endpointUrl(conversionsList);

interface ConvertScreenProps {
  summary: ConversionSummary;
  payoutAccounts: PayoutAccountView[];
  history: Page<ConversionView>;
  /** The fee and rates now: read again with the page after a changed quote. */
  fees: ConversionFees;
  /** Payout rates (the exchange rate plus the spread), the exchange rates and the spread. */
  rates: RateTable;
  midRates: RateTable;
  fxSpreadBps: number;
  verified: boolean;
  /** Since when the organization's conversions are frozen; null: they are not. */
  conversionsFrozenAt: string | null;
  /**
   * Drawn by the server page, as they follow from its data alone and never change here (so their
   * code and words stay on the server): the page's heading, the note under it (frozen
   * conversions, or no second factor) and the one atop the request form (not verified yet).
   */
  drawn: { heading: ReactNode; pageNote: ReactNode; formNote: ReactNode };
  dateStyle: DateStyle;
}

/** docs/spec.md "Organization convert coins", on the server and the ledger. */
export function ConvertScreen({
  summary: initialSummary,
  payoutAccounts,
  history,
  fees,
  rates,
  midRates,
  fxSpreadBps,
  verified,
  conversionsFrozenAt,
  drawn,
  dateStyle,
}: ConvertScreenProps) {
  const [summary, setSummary] = useState(initialSummary);
  const [accounts, setAccounts] = useState(payoutAccounts);
  const [editingPayout, setEditingPayout] = useState<Currency | null>(null);
  // The currency whose payout details were just saved: its button in the card takes focus (the
  // request form's "Add payout details" that may have opened the dialog is gone by then).
  const savedPayout = useRef<Currency | null>(null);
  const list = useCursorList(conversionsList, CONVERSIONS_PATH, {
    initial: { path: CONVERSIONS_PATH, page: history },
  });

  function changed(outcome: ConversionOutcome, added: boolean) {
    setSummary(outcome.summary);
    void refreshEarningsBalance(outcome.summary.available);
    if (added) void list.reload();
    else list.replaceItem(outcome.conversion);
  }

  return (
    <div className="space-y-8">
      {drawn.heading}
      {drawn.pageNote}

      <div className="grid gap-4 sm:grid-cols-2 lg:grid-cols-3">
        <StatCard
          title="Available to convert"
          icon={Coins}
          value={summary.available}
          coins
          standalone
        >
          <StatDetail>Earned from completed bookings, cleared</StatDetail>
        </StatCard>
        <StatCard title="Clearing" icon={CalendarClock} value={summary.clearing} coins standalone>
          {summary.clearingSchedule.length > 0 ? (
            <StatDetail testId="clearing-schedule">
              <span className="sr-only">Clears: </span>
              {clearingLines(summary.clearingSchedule, dateStyle).join(" · ")}
            </StatDetail>
          ) : (
            <StatDetail>Recent earnings wait a few days before they can be converted</StatDetail>
          )}
        </StatCard>
        <StatCard
          title="Pending conversions"
          icon={Hourglass}
          value={summary.pending}
          coins
          standalone
        >
          <StatDetail>
            {summary.pendingCount === 1
              ? "1 request waiting for an admin"
              : `${summary.pendingCount} requests waiting for an admin`}
          </StatDetail>
          {summary.processingCount > 0 ? (
            <StatDetail testId="processing-detail">
              {formatCoins(summary.processing)} approved, being paid
            </StatDetail>
          ) : null}
        </StatCard>
      </div>

      {/* Columns that may shrink: a long payout line truncates instead of widening a phone's page. */}
      <div className="grid grid-cols-1 gap-6 lg:grid-cols-[minmax(0,3fr)_minmax(0,2fr)]">
        <section
          aria-labelledby="request-heading"
          className="rounded-xl border bg-card p-5 shadow-xs sm:p-6"
        >
          <h2 id="request-heading" className="mb-4 font-semibold">
            New conversion request
          </h2>
          {drawn.formNote}
          {/* Disabled as a whole until the organization is verified, and while its conversions
              are frozen: the server refuses it too. */}
          <fieldset disabled={!verified || conversionsFrozenAt !== null} className="min-w-0">
            <ConversionForm
              available={summary.available}
              clearing={summary.clearingSchedule}
              dateStyle={dateStyle}
              fees={fees}
              rates={rates}
              midRates={midRates}
              fxSpreadBps={fxSpreadBps}
              payable={new Set(accounts.map((account) => account.currency))}
              onSubmitted={(outcome) => changed(outcome, true)}
              onAddPayout={setEditingPayout}
            />
          </fieldset>
        </section>
        <PayoutAccountsCard accounts={accounts} onEdit={setEditingPayout} />
      </div>

      <ConversionHistory
        list={list}
        dateStyle={dateStyle}
        onCancelled={(outcome) => changed(outcome, false)}
      />

      <PayoutFormDialog
        currency={editingPayout}
        current={accounts.find((account) => account.currency === editingPayout)}
        onClose={() => setEditingPayout(null)}
        onSaved={(account) => {
          setAccounts((previous) => [
            ...previous.filter((item) => item.currency !== account.currency),
            account,
          ]);
          savedPayout.current = account.currency;
          setEditingPayout(null);
        }}
        onCloseAutoFocus={(event) => {
          const saved = savedPayout.current;
          savedPayout.current = null;
          const button = saved
            ? document.querySelector<HTMLElement>(`[data-payout-currency="${saved}"]`)
            : null;
          if (!button) return;
          event.preventDefault();
          button.focus();
        }}
      />
    </div>
  );
}
