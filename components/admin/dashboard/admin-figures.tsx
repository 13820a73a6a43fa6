"use client";

import type { ReactNode } from "react";
import Link from "@/components/ui/link";
import type { LucideIcon } from "lucide-react";
import { Building2, ChevronRight, Coins, Hourglass, Users } from "lucide-react";
import type { AdminDashboardView } from "@/lib/schemas/admin-dashboard";
import { StatCard, StatDetail, StatGrid } from "@/components/data/stat-card";
import { formatCount, formatQuantity } from "@/lib/format/coins";
import { useAdminDashboard } from "@/lib/swr/use-admin-dashboard";

interface StatProps {
  id: string;
  title: string;
  icon: LucideIcon;
  value: number;
  coins?: boolean;
  children?: ReactNode;
}

/** One figure of the admin's four, with what it is made of. */
function Stat({ id, children, ...figure }: StatProps) {
  return (
    <StatCard testId={`admin-figure-${id}`} {...figure}>
      {children ? <StatDetail>{children}</StatDetail> : null}
    </StatCard>
  );
}

/** A row of a figure's breakdown: its name and amount, side by side. */
function Part({ label, children }: { label: string; children: ReactNode }) {
  return (
    <li className="flex items-baseline justify-between gap-2">
      <span>{label}</span>
      <span className="font-medium text-foreground tabular-nums">{children}</span>
    </li>
  );
}

function QueueLink({ href, label, count }: { href: string; label: string; count: number }) {
  return (
    <li>
      <Link
        href={href}
        aria-label={`${label}: ${formatCount(count)} waiting`}
        className="-mx-1 flex min-h-6 items-center justify-between gap-2 rounded px-1 py-0.5 underline-offset-2 hover:bg-accent hover:underline"
      >
        <span>{label}</span>
        <span className="flex items-center font-medium text-foreground tabular-nums">
          {formatCount(count)}
          <ChevronRight aria-hidden="true" className="size-3.5" />
        </span>
      </Link>
    </li>
  );
}

/** The admin dashboard's four figures: accounts, organizations, coins and pending approvals. */
export function AdminFigures({ initial }: { initial: AdminDashboardView }) {
  const { accounts, coins, pending } = useAdminDashboard(initial);
  return (
    <StatGrid
      id="admin-figures-title"
      title="Platform figures"
      className="sm:grid-cols-2 xl:grid-cols-4"
    >
      <Stat id="users" title="Total Users" icon={Users} value={accounts.users}>
        Accounts of people booking services; plus{" "}
        {formatQuantity(accounts.admins, "admin", "admins")}.
      </Stat>
      <Stat
        id="organizations"
        title="Organizations"
        icon={Building2}
        value={accounts.organizations}
      >
        Organizations offering services.
      </Stat>
      <Stat id="coins" title="Coins in Circulation" icon={Coins} value={coins.inCirculation} coins>
        <p>
          Outstanding: {formatCount(coins.issued)} bought + {formatCount(coins.bonus)} bonus −{" "}
          {formatCount(coins.redeemed)} converted − {formatCount(coins.revenue)} kept by the
          platform, held in:
        </p>
        <ul className="mt-1.5 space-y-0.5">
          <Part label="Wallets">{formatCount(coins.wallets)}</Part>
          <Part label="Escrow">{formatCount(coins.escrow)}</Part>
          <Part label="Earnings">{formatCount(coins.earnings)}</Part>
          <Part label="Conversion holds">{formatCount(coins.holds)}</Part>
        </ul>
      </Stat>
      <Stat id="pending" title="Pending Approvals" icon={Hourglass} value={pending.total}>
        <ul className="mt-0.5 space-y-0.5">
          <QueueLink
            href={pending.services.href}
            label="New services"
            count={pending.services.count}
          />
          <QueueLink
            href={pending.serviceChanges.href}
            label="Service changes"
            count={pending.serviceChanges.count}
          />
          <QueueLink
            href={pending.conversions.href}
            label="Conversions"
            count={pending.conversions.count}
          />
        </ul>
      </Stat>
    </StatGrid>
  );
}
