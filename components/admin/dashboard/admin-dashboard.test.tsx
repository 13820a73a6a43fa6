// The admin dashboard's cards as the server renders them: their empty states, uptime said with
// how it is measured (or that nothing was recorded), growth without a month to compare, and the
// navigation's queue names.
import type { ReactElement } from "react";
import { renderToStaticMarkup } from "react-dom/server";
import { describe, expect, it } from "vitest";
import { queueLinkName } from "@/components/nav/queue-badge";
import { signedInNavItems } from "@/components/nav/nav-items";
import type { AdminDashboardView } from "@/lib/schemas/admin-dashboard";
import type { DateStyle } from "@/lib/format/date-time";
import { PendingApprovalsCard } from "./pending-approvals-card";
import { MoneyCard } from "./money-card";
import { PlatformOverviewCard } from "./platform-overview-card";
import { RatesFeedWarning } from "./rates-feed-warning";
import { RecentActivityCard } from "./recent-activity-card";
import { RevenueCard } from "./revenue-card";
import { TrendsCard } from "./trends-card";

const STYLE: DateStyle = { locale: "en-US", timeZone: "UTC" };

function dashboard(overrides: Partial<AdminDashboardView> = {}): AdminDashboardView {
  const href = "/admin/services?status=pending";
  return {
    accounts: { users: 0, organizations: 0, admins: 1 },
    coins: {
      issued: 0,
      bonus: 0,
      redeemed: 0,
      revenue: 0,
      inCirculation: 0,
      wallets: 0,
      escrow: 0,
      earnings: 0,
      holds: 0,
    },
    pending: {
      total: 0,
      services: { count: 0, href },
      serviceChanges: { count: 0, href },
      conversions: { count: 0, coins: 0, href },
    },
    pendingApprovals: [],
    overview: {
      activeServices: 0,
      satisfaction: { average: null, reviews: 0 },
      growth: { thisMonth: 0, lastMonth: 0, percent: null },
      uptime: null,
    },
    series: [],
    revenue: {
      months: Array.from({ length: 12 }, (_, index) => ({
        month: index < 1 ? "2025-12" : `2026-${String(index).padStart(2, "0")}`,
        commission: 0,
        fees: 0,
      })),
    },
    money: [],
    ratesFeed: { error: null, failedAt: null },
    monthStart: "2026-11-01T00:00:00.000Z",
    timeZone: "UTC",
    ...overrides,
  };
}

/** The text a reader gets: the markup without its tags. */
const text = (element: ReactElement) =>
  renderToStaticMarkup(element)
    .replace(/<[^>]+>/g, " ")
    .replace(/&#x27;/g, "'")
    .replace(/\s+/g, " ");

describe("the admin dashboard's cards", () => {
  it("say when nothing waits for approval and no activity was recorded", () => {
    expect(text(<PendingApprovalsCard initial={dashboard()} dateStyle={STYLE} />)).toContain(
      "Nothing waiting for approval",
    );
    expect(
      text(<RecentActivityCard initial={{ items: [], nextCursor: null }} dateStyle={STYLE} />),
    ).toContain("No recent activity");
  });

  it("say there is no uptime before any health check, and no growth without last month", () => {
    const overview = text(<PlatformOverviewCard initial={dashboard()} dateStyle={STYLE} />);
    expect(overview).toContain("No health checks recorded yet");
    expect(overview).toMatch(/Growth n\/a/);
    expect(overview).toContain("none last month to compare with");
    expect(overview).toMatch(/Satisfaction n\/a/);
  });

  it("say uptime only once it means something, with its period", () => {
    const initial = dashboard();
    const uptime = {
      percent: 87.5,
      healthyMinutes: 7,
      minutes: 8,
      since: "2026-11-20T14:02:00.000Z",
      readAt: "2026-11-20T14:10:30.000Z",
      measured: false,
      windowFull: false,
    };
    const overview = () =>
      text(
        <PlatformOverviewCard
          initial={{ ...initial, overview: { ...initial.overview, uptime } }}
          dateStyle={STYLE}
        />,
      );
    // A server 8 minutes old: since when it is up, not a share of next to nothing.
    expect(overview()).toMatch(/Uptime Up since 2:02 PM UTC/);
    expect(overview()).not.toContain("87.5%");
    expect(overview()).toContain(
      "A share is shown after an hour of health checks: 8 minutes so far, 7 with a healthy check.",
    );
    // Read on a later day, the first check's day is said too.
    uptime.readAt = "2026-11-21T09:00:00.000Z";
    expect(overview()).toMatch(/Up since Nov 20, 2026, 2:02 PM UTC/);
    // Over the whole window: of the last 30 days.
    Object.assign(uptime, {
      measured: true,
      windowFull: true,
      minutes: 43_200,
      healthyMinutes: 43_000,
      percent: 99.54,
    });
    expect(overview()).toMatch(/Uptime, last 30 days 99.54%/);
  });

  it("say how uptime is measured, satisfaction out of 5 and growth in percent", () => {
    const initial = dashboard();
    initial.overview = {
      activeServices: 42,
      satisfaction: { average: 4.46, reviews: 32 },
      growth: { thisMonth: 15, lastMonth: 12, percent: 25 },
      uptime: {
        percent: 99.5,
        healthyMinutes: 199,
        minutes: 200,
        since: "2026-11-20T08:15:00.000Z",
        readAt: "2026-11-20T11:35:00.000Z",
        measured: true,
        windowFull: false,
      },
    };
    const overview = text(<PlatformOverviewCard initial={initial} dateStyle={STYLE} />);
    expect(overview).toMatch(/Uptime since 8:15 AM UTC 99.5%/);
    expect(overview).toContain(
      "199 minutes with a healthy check of 200 (each server checks once a minute).",
    );
    expect(overview).toContain("4.5/5");
    expect(overview).toContain("Average of 32 reviews");
    expect(overview).toContain("+25%");
  });

  it("show a chart's empty state over 30 quiet days", () => {
    const days = Array.from({ length: 30 }, (_, day) => ({
      date: `2026-11-${String(day + 1).padStart(2, "0")}`,
      signups: 0,
      topUps: 0,
      topUpCoins: 0,
      bookings: 0,
      issued: 0,
      redeemed: 0,
    }));
    expect(text(<TrendsCard kind="coins" initial={dashboard({ series: days })} />)).toContain(
      "Nothing in the last 30 days",
    );
  });
});

describe("the dashboard's money", () => {
  it("says when there is no revenue and no money moved, and warns of nothing while the feed is well", () => {
    expect(text(<RevenueCard initial={dashboard()} />)).toContain("No revenue yet");
    expect(text(<MoneyCard initial={dashboard()} />)).toContain("No money has moved yet");
    expect(renderToStaticMarkup(<RatesFeedWarning initial={dashboard()} dateStyle={STYLE} />)).toBe(
      "",
    );
  });

  it("shows revenue by month, money per currency with its cents, and the feed's failure", () => {
    const initial = dashboard({
      money: [
        {
          currency: "USD",
          topUpsMinor: 9432,
          refundedMinor: 602,
          paidOutMinor: 9431,
          pendingPayoutMinor: 113,
          unpayableRequests: 0,
          unpayableAmount: 0,
        },
      ],
      ratesFeed: { error: "the feed answered HTTP 503", failedAt: "2026-11-20T08:15:00.000Z" },
    });
    initial.revenue.months[11] = { month: "2026-11", commission: 150, fees: 12 };
    initial.coins.revenue = 162;
    const revenue = text(<RevenueCard initial={initial} />);
    expect(revenue).toContain("This month 162 coins");
    expect(renderToStaticMarkup(<RevenueCard initial={initial} />)).toContain(
      "Over the last 12 months: 150 coins of commission and 12 coins of conversion fees; the most in November 2026.",
    );
    const money = text(<MoneyCard initial={initial} />);
    expect(money).toContain("$94.32");
    expect(money).toContain("net of $6.02 refunded");
    expect(money).toContain("$94.31");
    expect(money).toContain("$1.13 awaiting approval");
    expect(money).not.toContain("without payout details");
    // A request without payout details is counted apart from the money awaiting approval.
    initial.money[0] = { ...initial.money[0]!, unpayableRequests: 1, unpayableAmount: 170 };
    expect(text(<MoneyCard initial={initial} />)).toContain(
      "$1.13 awaiting approval 1 request without payout details (170 coins), can only be rejected",
    );
    const warning = renderToStaticMarkup(<RatesFeedWarning initial={initial} dateStyle={STYLE} />);
    expect(warning).toContain("the feed answered HTTP 503");
    expect(warning).toContain('href="/admin/settings"');
  });
});

describe("the admin's navigation", () => {
  it("adds Disputes, Payments, Fees & rates and Audit log, with a queue on Services, Conversions, Disputes and Payments", () => {
    expect(signedInNavItems("admin")).toEqual([
      { href: "/", label: "Home" },
      { href: "/dashboard/admin", label: "Dashboard" },
      { href: "/admin/users", label: "Users" },
      { href: "/admin/services", label: "Services", queue: "services" },
      { href: "/admin/conversions", label: "Conversions", queue: "conversions" },
      { href: "/admin/disputes", label: "Disputes", queue: "disputes" },
      { href: "/admin/payments", label: "Payments", queue: "payments" },
      { href: "/admin/settings", label: "Fees & rates", wideOnly: true },
      { href: "/admin/audit", label: "Audit log", wideOnly: true },
    ]);
    expect(signedInNavItems("org").some((item) => item.queue)).toBe(false);
  });

  it("names a queue's link with the work waiting, and by its label alone at 0", () => {
    expect(queueLinkName("Services", "services", 3)).toBe("Services, 3 pending");
    expect(queueLinkName("Payments", "payments", 1)).toBe("Payments, 1 to look at");
    expect(queueLinkName("Conversions", "conversions", 0)).toBe("Conversions");
  });
});
