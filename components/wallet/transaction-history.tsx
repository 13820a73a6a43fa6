"use client";

import { endpointUrl, type ResultOf } from "@/lib/api/endpoint";
import { usersWallet } from "@/lib/api/endpoints/users";
import { Plus, ReceiptText } from "lucide-react";
import { CardEmpty } from "@/components/data/section-card";
import { CursorLoadMore } from "@/components/ui/load-more";
import { formatCoinDelta } from "@/lib/format/coins";
import { formatDateTime, type DateStyle } from "@/lib/format/date-time";
import { useCursorList } from "@/lib/swr/use-cursor-list";
import { cn } from "@/lib/utils";

/** GET payments.wallet, 20 movements a page: the wallet page renders the first. */
const HISTORY_PATH = endpointUrl(usersWallet, { query: { limit: 20 } });

/** Every movement of the wallet, newest first (the server's order), paged with "Load more". */
export function TransactionHistory({
  first,
  dateStyle,
}: {
  /** The wallet's first page as the server read it (its balance, movements and cursor). */
  first: ResultOf<typeof usersWallet>;
  dateStyle: DateStyle;
}) {
  const list = useCursorList(usersWallet, HISTORY_PATH, {
    itemsKey: "transactions",
    initial: {
      path: HISTORY_PATH,
      page: first,
    },
  });

  if (list.items.length === 0) {
    return (
      <CardEmpty
        icon={ReceiptText}
        title="No transactions yet"
        description="Coins you buy and spend will show up here."
        link={{ href: "/wallet/add", icon: Plus, label: "Add Coins", variant: "coin" }}
        // The wallet's page-wide list: the page's spacing, not a card's.
        spacing="page"
      />
    );
  }

  return (
    <div>
      <ul aria-label="Transactions" className="divide-y rounded-xl border bg-card">
        {list.items.map((entry) => (
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
      <CursorLoadMore list={list} />
    </div>
  );
}
