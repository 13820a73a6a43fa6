"use client";

import { Landmark, Pencil, Plus } from "lucide-react";
import { Button } from "@/components/ui/button";
import type { PayoutAccountView } from "@/lib/schemas/conversions";
import { METHOD_LABELS } from "@/lib/conversions/payout-methods";
import { CURRENCIES, CURRENCY_FACTS, type Currency } from "@/lib/money/currencies";
import { PayoutFormDialog } from "./lazy-payout-form-dialog";

interface PayoutAccountsCardProps {
  accounts: PayoutAccountView[];
  onEdit: (currency: Currency) => void;
}

/** Where each currency is paid, masked, with a way to add or change it. */
export function PayoutAccountsCard({ accounts, onEdit }: PayoutAccountsCardProps) {
  const byCurrency = new Map(accounts.map((account) => [account.currency, account]));
  return (
    <section aria-labelledby="payout-heading" className="rounded-xl border bg-card p-5 shadow-xs">
      <div className="flex items-center gap-2">
        <Landmark aria-hidden="true" className="size-5 text-muted-foreground" />
        <h2 id="payout-heading" className="font-semibold">
          Payout details
        </h2>
      </div>
      <p className="mt-1 text-sm text-muted-foreground">
        Where approved conversions are paid. Stored encrypted; only the last digits are shown.
      </p>
      <ul className="mt-4 divide-y">
        {CURRENCIES.map((currency) => {
          const account = byCurrency.get(currency);
          return (
            <li key={currency} className="flex items-center justify-between gap-3 py-3">
              <div className="min-w-0">
                <p className="text-sm font-medium">
                  {CURRENCY_FACTS[currency].symbol} {currency}
                  {account ? (
                    <span className="font-normal text-muted-foreground">
                      {" "}
                      · {METHOD_LABELS[account.method]}
                    </span>
                  ) : null}
                </p>
                <p
                  className="truncate text-sm text-muted-foreground"
                  data-testid={`payout-${currency}`}
                >
                  {account ? `${account.masked} · ${account.holderName}` : "Not set up"}
                </p>
              </div>
              <Button
                type="button"
                variant="outline"
                size="sm"
                onClick={() => onEdit(currency)}
                {...PayoutFormDialog.opener}
                aria-label={`${account ? "Change" : "Add"} ${currency} payout details`}
                data-payout-currency={currency}
              >
                {account ? <Pencil aria-hidden="true" /> : <Plus aria-hidden="true" />}
                {account ? "Change" : "Add"}
              </Button>
            </li>
          );
        })}
      </ul>
    </section>
  );
}
