import { CoinMark } from "@/components/nav/coin-mark";
import { formatCoins } from "@/lib/format/coins";
import { cn } from "@/lib/utils";

interface CoinAmountProps {
  amount: number;
  /** Words before the amount, e.g. "from". */
  prefix?: string;
  size?: "sm" | "lg";
  className?: string;
}

/** A price or balance in coins, in the coin colour (dark gold text on a light gold chip). */
export function CoinAmount({ amount, prefix, size = "sm", className }: CoinAmountProps) {
  return (
    <span
      className={cn(
        "inline-flex items-center gap-1.5 rounded-full bg-coin/15 font-semibold whitespace-nowrap text-coin-foreground",
        size === "sm" ? "px-2.5 py-1 text-sm" : "px-3.5 py-1.5 text-base",
        className,
      )}
    >
      <CoinMark className={size === "sm" ? "size-4" : "size-5"} />
      <span>
        {prefix ? <span className="font-normal">{prefix} </span> : null}
        {formatCoins(amount)}
      </span>
    </span>
  );
}
