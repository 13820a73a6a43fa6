"use client";

import Link from "next/link";
import { Plus, ReceiptText } from "lucide-react";
import { buttonVariants } from "@/components/ui/button";
import { EmptyState } from "@/components/ui/empty-state";
import { apiRequest } from "@/lib/api/client";
import { formatCoinDelta } from "@/lib/format/coins";
import { formatDateTime, type DateStyle } from "@/lib/format/date-time";
import type { Page, WalletEntry } from "@/lib/payments/wallet-entry";
import { cn } from "@/lib/utils";
import { CursorLoadMore } from "./load-more";
import { useCursorPages } from "./use-cursor-pages";

const PAGE_SIZE = 20;

interface WalletPage {
  balance: number;
  transactions: WalletEntry[];
  nextCursor: string | null;
}

async function fetchWalletPage(cursor: string): Promise<Page<WalletEntry>> {
  const query = new URLSearchParams({ limit: String(PAGE_SIZE), cursor });
  const { data } = await apiRequest<WalletPage>(`/api/v1/users/wallet?${query}`);
  return { items: data.transactions, nextCursor: data.nextCursor };
}

/** Every movement of the wallet, newest first (the server's order), paged with "Load more". */
export function TransactionHistory({
  first,
  dateStyle,
}: {
  first: Page<WalletEntry>;
  dateStyle: DateStyle;
}) {
  const pages = useCursorPages(first, fetchWalletPage);

  if (pages.items.length === 0) {
    return (
      <EmptyState
        icon={ReceiptText}
        titleAs="h3"
        title="No transactions yet"
        description="Coins you buy and spend will show up here."
      >
        <Link href="/wallet/add" className={buttonVariants({ variant: "coin" })}>
          <Plus aria-hidden="true" />
          Add Coins
        </Link>
      </EmptyState>
    );
  }

  return (
    <div>
      <ul aria-label="Transactions" className="divide-y rounded-xl border bg-card">
        {pages.items.map((entry) => (
          <li key={entry.id} className="flex items-start justify-between gap-4 px-4 py-3 sm:px-5">
            <div className="min-w-0 space-y-0.5">
              <p className="font-medium break-words">{entry.description}</p>
              <p className="text-sm text-muted-foreground">
                <time dateTime={entry.createdAt} suppressHydrationWarning>
                  {formatDateTime(entry.createdAt, dateStyle)}
                </time>
              </p>
              {entry.reference ? (
                <p className="font-mono text-xs [overflow-wrap:anywhere] text-muted-foreground">
                  <span className="sr-only">Reference: </span>
                  {entry.reference}
                </p>
              ) : null}
            </div>
            <p
              className={cn(
                "shrink-0 text-right font-semibold whitespace-nowrap tabular-nums",
                entry.amount > 0 ? "text-success" : entry.amount < 0 ? "text-destructive" : "",
              )}
            >
              {formatCoinDelta(entry.amount)}
            </p>
          </li>
        ))}
      </ul>
      <CursorLoadMore pages={pages} />
    </div>
  );
}
