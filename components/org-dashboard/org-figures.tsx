"use client";

import type { LucideIcon } from "lucide-react";
import {
  ArrowLeftRight,
  CalendarCheck,
  CalendarClock,
  Coins,
  Hourglass,
  Package,
  Wallet,
} from "lucide-react";
import type { OrgDashboardView } from "@/lib/schemas/org-dashboard";
import { clearingLines } from "@/lib/conversions/clearing-words";
import { formatCoins, formatCount, formatQuantity } from "@/lib/format/coins";
import type { DateStyle } from "@/lib/format/date-time";
import { useOrgDashboard } from "@/lib/swr/use-org-dashboard";
import { StatGrid } from "@/components/data/stat-card";
import { earnedBreakdown } from "./earnings-summary";
import { FigureCard } from "./figure-card";

type Figures = OrgDashboardView["figures"];

interface FigureSpec {
  title: string;
  icon: LucideIcon;
  coins?: boolean;
  /** What the figure's change compares (lib/server/dashboard/org-dashboard defines each). */
  basis: (figures: Figures) => string;
  /** What the figure is made of, if it is worth saying. */
  detail?: (figures: Figures, dateStyle: DateStyle) => string | undefined;
}

const FIGURES: Record<keyof Figures, FigureSpec> = {
  totalEarned: {
    title: "Total Coins Earned",
    icon: Coins,
    coins: true,
    basis: ({ totalEarned }) => `${formatCoins(totalEarned.change.current)} earned this month`,
    // Earned is net: what customers paid, less the platform's commission.
    detail: ({ totalEarned }) => earnedBreakdown(totalEarned),
  },
  availableToConvert: {
    title: "Available to convert",
    icon: Wallet,
    coins: true,
    basis: ({ availableToConvert }) =>
      `${formatCoins(availableToConvert.change.previous)} at the end of last month`,
  },
  clearing: {
    title: "Clearing",
    icon: CalendarClock,
    coins: true,
    basis: ({ clearing }) => `${formatCoins(clearing.change.previous)} at the end of last month`,
    // When each day's coins clear, soonest first: then they are available to convert.
    detail: ({ clearing }, dateStyle) =>
      clearing.schedule.length > 0
        ? `Clears: ${clearingLines(clearing.schedule, dateStyle).join(" · ")}`
        : undefined,
  },
  inEscrow: {
    title: "In escrow",
    icon: Hourglass,
    coins: true,
    basis: ({ inEscrow }) => `${formatCoins(inEscrow.change.previous)} at the end of last month`,
  },
  activeServices: {
    title: "Active Services",
    icon: Package,
    basis: ({ activeServices }) =>
      `${formatQuantity(activeServices.change.current, "service", "services")} approved this month`,
  },
  totalBookings: {
    title: "Total Bookings",
    icon: CalendarCheck,
    basis: ({ totalBookings }) => `${formatCount(totalBookings.change.current)} booked this month`,
  },
  pendingConversions: {
    title: "Pending Conversions",
    icon: ArrowLeftRight,
    basis: ({ pendingConversions }) =>
      `${formatCoins(pendingConversions.coins)} waiting for approval`,
  },
};

/** The organization dashboard's figures, each with its change against last month. */
export function OrgFigures({
  initial,
  dateStyle,
}: {
  initial: OrgDashboardView;
  dateStyle: DateStyle;
}) {
  const { figures } = useOrgDashboard(initial);
  return (
    <StatGrid id="org-figures-title" title="Your figures" className="grid-cols-2 lg:grid-cols-3">
      {(Object.keys(FIGURES) as (keyof Figures)[]).map((key) => {
        const spec = FIGURES[key];
        const figure = figures[key];
        return (
          <FigureCard
            key={key}
            id={key}
            title={spec.title}
            icon={spec.icon}
            coins={spec.coins}
            value={figure.value}
            change={figure.change}
            basis={spec.basis(figures)}
            detail={spec.detail?.(figures, dateStyle)}
          />
        );
      })}
    </StatGrid>
  );
}
