// GET /api/v1/admin/dashboard: the platform's figures for the admin, every one read from the data
// (dashboard-figures.ts, dashboard-series.ts, dashboard-pending.ts, dashboard-money.ts,
// uptime.ts). Months and days are calendar ones in the admin's region's time zone, as on the
// organization dashboard.
import "server-only";
import { roundToHundredths } from "@/lib/economics/percent";
import { ADMIN_QUEUE_LINKS } from "@/lib/admin/queues";
import type { AdminDashboardView } from "@/lib/schemas/admin-dashboard";
import { monthBoundaries } from "@/lib/dashboard/calendar";
import type { DashboardClock } from "@/lib/server/dashboard/org-dashboard";
import { readDashboardFigures } from "./dashboard-figures";
import { readMoneyByCurrency, readRatesFeed, readRevenueByMonth } from "./dashboard-money";
import { readPendingApprovals } from "./dashboard-pending";
import { readDashboardSeries } from "./dashboard-series";
import { readUptime } from "./uptime";

/** Growth in percent, 1 decimal; null when there is nothing to compare with. */
export function growthPercent(thisMonth: number, lastMonth: number): number | null {
  if (lastMonth === 0) return null;
  return Math.round(((thisMonth - lastMonth) / lastMonth) * 1000) / 10;
}

export async function getAdminDashboard({
  timeZone,
  now = new Date(),
}: DashboardClock): Promise<AdminDashboardView> {
  const { thisMonth, lastMonth } = monthBoundaries(now, timeZone);
  const [row, pendingApprovals, series, uptime, revenueMonths, money, ratesFeed] =
    await Promise.all([
      readDashboardFigures(thisMonth, lastMonth),
      readPendingApprovals(),
      readDashboardSeries(now, timeZone),
      readUptime(now),
      readRevenueByMonth(now, timeZone),
      readMoneyByCurrency(),
      readRatesFeed(),
    ]);
  const n = Number;
  // The sources go negative as they give coins out.
  const issued = -n(row.issuance);
  const bonus = -n(row.promotions);
  const redeemed = n(row.redemption);
  const revenue = n(row.revenue);
  const pending = {
    services: { count: n(row.pending_services), href: ADMIN_QUEUE_LINKS.services },
    serviceChanges: { count: n(row.pending_changes), href: ADMIN_QUEUE_LINKS.serviceChanges },
    conversions: {
      count: n(row.pending_conversions),
      coins: n(row.pending_conversion_coins),
      href: ADMIN_QUEUE_LINKS.conversions,
    },
  };
  const signupsThisMonth = n(row.signups_this_month);
  const signupsLastMonth = n(row.signups_last_month);
  return {
    accounts: {
      users: n(row.users),
      organizations: n(row.organizations),
      admins: n(row.admins),
    },
    coins: {
      issued,
      bonus,
      redeemed,
      revenue,
      inCirculation: issued + bonus - redeemed - revenue,
      wallets: n(row.wallets),
      escrow: n(row.escrow),
      earnings: n(row.earnings),
      holds: n(row.holds),
    },
    pending: {
      total: pending.services.count + pending.serviceChanges.count + pending.conversions.count,
      ...pending,
    },
    pendingApprovals,
    overview: {
      activeServices: n(row.active_services),
      satisfaction: {
        average: row.rating_average === null ? null : roundToHundredths(row.rating_average),
        reviews: n(row.reviews),
      },
      growth: {
        thisMonth: signupsThisMonth,
        lastMonth: signupsLastMonth,
        percent: growthPercent(signupsThisMonth, signupsLastMonth),
      },
      uptime,
    },
    series,
    revenue: { months: revenueMonths },
    money,
    ratesFeed,
    monthStart: thisMonth.toISOString(),
    timeZone,
  };
}
