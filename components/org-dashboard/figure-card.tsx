import type { LucideIcon } from "lucide-react";
import { Minus, Sparkles, TrendingDown, TrendingUp } from "lucide-react";
import {
  describeChange,
  type ChangeDirection,
  type MonthChange,
} from "@/lib/dashboard/month-change";
import { coinUnit, formatCount } from "@/lib/format/coins";

const CHANGE_ICONS: Record<ChangeDirection, LucideIcon> = {
  up: TrendingUp,
  down: TrendingDown,
  same: Minus,
  new: Sparkles,
};

interface FigureCardProps {
  id: string;
  title: string;
  icon: LucideIcon;
  value: number;
  /** Coins get their unit beside the number; counts stand alone. */
  coins?: boolean;
  change: MonthChange;
  /** What the change compares, in words: "25 coins earned this month". */
  basis: string;
  /** What the figure is made of, when it is a sum worth seeing apart ("100 gross − 15 commission"). */
  detail?: string;
}

/**
 * One dashboard figure: its value, its change against last month worked out from the two numbers
 * it compares, and what those numbers are. A term and its details of the figures' list.
 */
export function FigureCard({
  id,
  title,
  icon: Icon,
  value,
  coins,
  change,
  basis,
  detail,
}: FigureCardProps) {
  const described = describeChange(change);
  const ChangeIcon = CHANGE_ICONS[described.direction];
  return (
    <div
      data-testid={`figure-${id}`}
      className="flex min-w-0 flex-col gap-1 rounded-xl border bg-card p-4 text-card-foreground shadow-sm sm:p-5"
    >
      <dt className="flex items-start justify-between gap-2 text-sm leading-tight font-medium text-muted-foreground">
        {title}
        <Icon aria-hidden="true" className="size-4 shrink-0" />
      </dt>
      <dd data-testid="figure-value" className="mt-1 flex flex-wrap items-baseline gap-x-1.5">
        <span className="text-2xl font-bold tracking-tight tabular-nums">{formatCount(value)}</span>
        {coins ? <span className="text-sm text-muted-foreground">{coinUnit(value)}</span> : null}
      </dd>
      <dd
        data-testid="figure-change"
        data-direction={described.direction}
        className="flex items-center gap-1 text-xs font-medium"
      >
        <ChangeIcon aria-hidden="true" className="size-3.5 shrink-0" />
        {described.text}
      </dd>
      <dd data-testid="figure-basis" className="text-xs text-muted-foreground">
        {basis}
      </dd>
      {detail ? (
        <dd data-testid="figure-detail" className="text-xs text-muted-foreground">
          {detail}
        </dd>
      ) : null}
    </div>
  );
}
