// The admin dashboard (docs/features.md): platform figures, pending approvals, activity from the
// audit log, the navigation's queue counts, and the platform's uptime; with coin economics
// (docs/economics.md) also the platform's revenue by month, money in and out by currency, and the state of
// the exchange-rate feed.
import { z } from "zod";
import { CURRENCIES } from "@/lib/money/currencies";
import { coins, count, isoDateTime, minorUnits, pageOf } from "./common";

export const uptimeSchema = z
  .object({
    percent: z.number().meta({ description: "Minutes up over minutes counted, in percent." }),
    healthyMinutes: count,
    minutes: count,
    since: isoDateTime.meta({ description: "The first minute counted." }),
    readAt: isoDateTime.meta({ description: "When this reading was taken." }),
    measured: z.boolean().meta({
      description:
        "Whether at least 60 minutes were counted: before, the share says little, and the dashboard shows only since when checks run.",
    }),
    windowFull: z.boolean().meta({
      description:
        "Whether the minutes are the whole 30-day window (the first check is older); else they run from `since`, the first check.",
    }),
  })
  .meta({
    id: "Uptime",
    description:
      "Share of minutes with at least one healthy health check (each server records one a minute), over the last 30 days or since the first check if later. Null when no check was recorded yet.",
  });

const queueLink = z.string().meta({ description: "The admin page where these are decided." });

const pendingApprovalSchema = z
  .object({
    id: z.string(),
    type: z.enum(["conversion", "service", "service_change"]),
    org: z.object({ id: z.string(), name: z.string() }),
    /** Coins asked to convert (conversions). */
    amount: coins.nullable(),
    /** The service's title (services and their changes). */
    service: z.string().nullable(),
    date: isoDateTime,
    href: queueLink,
  })
  .meta({ id: "PendingApproval" });
export type PendingApproval = z.output<typeof pendingApprovalSchema>;

const dashboardDaySchema = z.object({
  date: z.iso.date(),
  signups: count,
  topUps: count,
  topUpCoins: coins,
  bookings: count,
  issued: coins,
  redeemed: coins,
});
export type DashboardDay = z.output<typeof dashboardDaySchema>;

const minor = (description: string) => minorUnits.meta({ description });

const revenueMonthSchema = z.object({
  month: z
    .string()
    .meta({ description: "A calendar month in the dashboard's time zone: 2026-11." }),
  commission: coins.meta({ description: "Commissions kept of bookings completed that month." }),
  fees: coins.meta({ description: "Fees kept of conversions paid that month." }),
});
export type RevenueMonth = z.output<typeof revenueMonthSchema>;

const currencyMoneySchema = z.object({
  currency: z.enum(CURRENCIES),
  topUpsMinor: minor("Paid top-up orders, net of refunds, in minor units (paise, cents)."),
  refundedMinor: minor("Top-ups refunded or being refunded, in minor units."),
  paidOutMinor: minor("Approved conversions' payouts, in minor units."),
  pendingPayoutMinor: minor(
    "Pending conversions' quoted payouts, in minor units: those that can be approved (a request without a payout destination can only be rejected).",
  ),
  unpayableRequests: count.meta({
    description:
      "Pending conversions in this currency without a payout destination: they can only be rejected.",
  }),
  unpayableAmount: coins.meta({ description: "The coins those conversions hold." }),
});
export type CurrencyMoney = z.output<typeof currencyMoneySchema>;

export const adminDashboardSchema = z
  .object({
    accounts: z.object({
      users: count.meta({ description: "Accounts of role user." }),
      organizations: count,
      admins: count,
    }),
    coins: z
      .object({
        issued: coins.meta({
          description: "Paid coins the issuance account has issued, net of refunds.",
        }),
        bonus: coins.meta({
          description: "Bonus coins the promotions account has given, net of refunds.",
        }),
        redeemed: coins.meta({ description: "Net coins of paid conversions." }),
        revenue: coins.meta({ description: "Coins the platform kept: commissions and fees." }),
        inCirculation: coins.meta({
          description:
            "Coins outstanding (owed to users and organizations): issued + bonus - redeemed - revenue.",
        }),
        wallets: coins,
        escrow: coins,
        earnings: coins,
        holds: coins.meta({ description: "Held for conversion requests awaiting an admin." }),
      })
      .meta({
        description:
          "From the ledger's balances; wallets + escrow + earnings + holds = inCirculation.",
      }),
    revenue: z
      .object({
        months: z.array(revenueMonthSchema).meta({ description: "The last 12, oldest first." }),
      })
      .meta({
        description:
          "Transfers into the platform's revenue account per calendar month: booking commissions and conversion fees.",
      }),
    money: z.array(currencyMoneySchema).meta({
      description:
        "Money in (top-ups) and out (conversions) per currency; currencies with none are left out.",
    }),
    ratesFeed: z
      .object({
        error: z.string().nullable().meta({
          description: "The feed's last failure, while it is newer than its last success.",
        }),
        failedAt: isoDateTime.nullable(),
      })
      .meta({ description: "The exchange-rate feed: a failed last fetch keeps the last rates." }),
    pending: z.object({
      total: count,
      services: z.object({ count: count, href: queueLink }),
      serviceChanges: z.object({ count: count, href: queueLink }),
      conversions: z.object({ count: count, coins, href: queueLink }),
    }),
    pendingApprovals: z.array(pendingApprovalSchema).meta({ description: "The latest 10." }),
    overview: z.object({
      activeServices: count.meta({ description: "Listed: status active, not deleted." }),
      satisfaction: z.object({
        average: z
          .number()
          .nullable()
          .meta({ description: "Mean rating 1-5, 2 decimals; null without reviews." }),
        reviews: count,
      }),
      growth: z
        .object({
          thisMonth: count,
          lastMonth: count,
          percent: z
            .number()
            .nullable()
            .meta({ description: "Null when last month had no sign-ups." }),
        })
        .meta({ description: "User and organization sign-ups this calendar month against last." }),
      uptime: uptimeSchema.nullable(),
    }),
    series: z.array(dashboardDaySchema).meta({
      description: "The last 30 calendar days, oldest first, every day listed.",
    }),
    monthStart: isoDateTime,
    timeZone: z.string(),
  })
  .meta({ id: "AdminDashboard", description: "The platform's figures, read from the data." });
export type AdminDashboardView = z.output<typeof adminDashboardSchema>;

const activityItemSchema = z
  .object({
    id: z.string(),
    type: z.string().meta({
      description:
        "user_signup, service_created, conversion_request, service_booked, or another event (service_approved, user_suspended, top_up, refund...).",
    }),
    user: z.string().meta({ description: "Who acted: a name, or System." }),
    time: isoDateTime,
    summary: z.string(),
    action: z.string().meta({ description: "The audit log's action (an open vocabulary)." }),
  })
  .meta({ id: "ActivityItem" });
export const activityPageSchema = pageOf(activityItemSchema).meta({ id: "ActivityPage" });
export type ActivityPage = z.output<typeof activityPageSchema>;

export const queueCountsSchema = z
  .object({
    services: count.meta({ description: "Pending services plus pending changes." }),
    conversions: count,
    payments: count.meta({ description: "Double charges not refunded yet." }),
    disputes: count.meta({ description: "Disputes waiting for an admin's decision." }),
  })
  .meta({ id: "AdminQueueCounts" });
