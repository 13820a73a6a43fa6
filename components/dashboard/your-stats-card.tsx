import { ChartNoAxesColumn } from "lucide-react";
import { StatusBadge } from "@/components/account/status-badge";
import { SectionCard } from "@/components/data/section-card";
import { formatCoins, formatCount } from "@/lib/format/coins";
import { formatMonthYear } from "@/lib/format/dates";

interface YourStatsCardProps {
  /** Coins paid for bookings that were not cancelled: cancellations refund in full. */
  totalSpent: number;
  servicesUsed: number;
  /** ISO date the account was created. */
  memberSince: string | null;
  isActive: boolean;
}

/** docs/spec.md "User dashboard", Your Stats: spent, services used, member since and status. */
export function YourStatsCard({
  totalSpent,
  servicesUsed,
  memberSince,
  isActive,
}: YourStatsCardProps) {
  return (
    <SectionCard
      id="your-stats-title"
      icon={ChartNoAxesColumn}
      title="Your Stats"
      description="What you have booked with your coins so far."
    >
      <dl className="grid grid-cols-2 gap-x-4 gap-y-5">
        <Stat term="Total spent" hint="Net of refunds" testId="stat-total-spent">
          <span className="text-2xl font-bold tracking-tight tabular-nums">
            {formatCoins(totalSpent)}
          </span>
        </Stat>
        <Stat term="Services used" testId="stat-services-used">
          <span className="text-2xl font-bold tracking-tight tabular-nums">
            {formatCount(servicesUsed)}
          </span>
        </Stat>
        <Stat term="Member since" testId="stat-member-since">
          <span className="font-semibold">{formatMonthYear(memberSince)}</span>
        </Stat>
        <Stat term="Status" testId="stat-status">
          <StatusBadge isActive={isActive} />
        </Stat>
      </dl>
    </SectionCard>
  );
}

function Stat({
  term,
  hint,
  testId,
  children,
}: {
  term: string;
  hint?: string;
  testId: string;
  children: React.ReactNode;
}) {
  return (
    <div data-testid={testId} className="flex min-w-0 flex-col gap-1">
      <dt className="text-sm text-muted-foreground">{term}</dt>
      <dd className="min-w-0 break-words">{children}</dd>
      {hint ? <dd className="text-xs text-muted-foreground">{hint}</dd> : null}
    </div>
  );
}
