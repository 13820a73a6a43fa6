import type { LucideIcon } from "lucide-react";
import { Minus, Sparkles, TrendingDown, TrendingUp } from "lucide-react";
import {
  describeChange,
  type ChangeDirection,
  type MonthChange,
} from "@/lib/dashboard/month-change";
import { StatCard, StatDetail } from "@/components/data/stat-card";

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
  icon,
  value,
  coins,
  change,
  basis,
  detail,
}: FigureCardProps) {
  const described = describeChange(change);
  const ChangeIcon = CHANGE_ICONS[described.direction];
  return (
    <StatCard testId={`figure-${id}`} title={title} icon={icon} value={value} coins={coins}>
      <dd
        data-testid="figure-change"
        data-direction={described.direction}
        className="flex items-center gap-1 text-xs font-medium"
      >
        <ChangeIcon aria-hidden="true" className="size-3.5 shrink-0" />
        {described.text}
      </dd>
      <StatDetail testId="figure-basis">{basis}</StatDetail>
      {detail ? <StatDetail testId="figure-detail">{detail}</StatDetail> : null}
    </StatCard>
  );
}
