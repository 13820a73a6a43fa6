"use client";

import { useEarningsBalance } from "@/lib/swr/use-earnings-balance";
import { BalanceChip } from "./balance-chip";

/**
 * An organization's convertible earnings in the navigation bar, linking to Convert Coins; plain
 * text where the menu already lists Convert Coins (the phone menu), so no page is listed twice.
 */
export function EarningsChip({
  className,
  linked = true,
}: {
  className?: string;
  linked?: boolean;
}) {
  return (
    <BalanceChip
      amount={useEarningsBalance()}
      href={linked ? "/org/convert" : undefined}
      label="Available to convert"
      className={className}
    />
  );
}
