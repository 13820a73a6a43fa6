"use client";

import { TriangleAlert } from "lucide-react";
import Link from "@/components/ui/link";
import { formatCoins } from "@/lib/format/coins";
import { cn } from "@/lib/utils";
import { useWalletDebt } from "./use-wallet-debt";

interface WalletDebtNoticeProps {
  /** "add": on the Add Coins page itself, so no link to it. */
  where: "card" | "add";
  className?: string;
}

/**
 * A wallet that owes coins after a lost card dispute: how much, why, and what to do. Nothing
 * when it owes nothing. Kept on screen (not a toast): it stays true until a top-up repays it.
 */
export function WalletDebtNotice({ where, className }: WalletDebtNoticeProps) {
  const debt = useWalletDebt();
  if (debt <= 0) return null;
  return (
    <div
      role="status"
      data-testid="wallet-debt-notice"
      className={cn(
        "flex gap-3 rounded-lg border border-destructive/40 bg-background p-3 text-sm text-foreground",
        className,
      )}
    >
      <TriangleAlert aria-hidden="true" className="mt-0.5 size-5 shrink-0 text-destructive" />
      <div className="min-w-0 space-y-1.5">
        <p className="font-semibold">Your wallet owes {formatCoins(debt)}</p>
        <p className="text-muted-foreground">
          A card payment for coins was disputed and the bank returned the money after some of its
          coins had been spent.{" "}
          {where === "add"
            ? "Your purchase repays it first; the rest is yours to spend."
            : "Your next coin purchase repays it first."}{" "}
          You can book services again once it is repaid.
        </p>
        {where === "card" ? (
          <Link href="/wallet/add" className="inline-block font-medium text-primary underline">
            Add coins to repay
          </Link>
        ) : null}
      </div>
    </div>
  );
}
