// /api/v1/admin paths without a file of their own: the dashboard, its activity feed, the work
// queues and the platform's health.
import {
  activityPageSchema,
  adminDashboardSchema,
  queueCountsSchema,
} from "@/lib/schemas/admin-dashboard";
import { platformHealthSchema } from "@/lib/schemas/health";
import { activityQuery } from "@/lib/validations/admin-dashboard";
import { defineRoute } from "./define";

export const adminDashboardRoutes = {
  dashboard: defineRoute({
    method: "GET",
    path: "/api/v1/admin/dashboard",
    tag: "Admin",
    summary:
      "The platform's figures: accounts, coins, pending approvals, overview and daily series",
    description:
      "Every figure is read from the data: coins from the ledger's balances (issued by the issuance account net of refunds, minus redeemed; split into wallets, escrow, earnings and conversion holds), pending services, changes and conversions each with the page that decides them, the 10 newest pending approvals, listed services, the mean rating of reviews not withdrawn, sign-ups (users and organizations) this calendar month against last, uptime from recorded health checks, and per day of the last 30: sign-ups, top-ups and their coins, bookings, coins issued and redeemed. Months and days follow the region's time zone. The count of listed services is reused for up to 30 seconds by each server (it reads every service row); every other figure is read fresh.",
    permission: "admin.dashboard",
    response: adminDashboardSchema,
  }),
  activity: defineRoute({
    method: "GET",
    path: "/api/v1/admin/activity",
    tag: "Admin",
    summary: "Recent activity on the platform, newest first",
    description:
      "From the audit log: sign-ups, services created, conversion requests, bookings, and every other event (decisions, suspensions, top-ups, refunds), each with a sentence saying what happened. Pages by `cursor` (the `nextCursor` of the page before).",
    permission: "admin.dashboard",
    query: activityQuery,
    response: activityPageSchema,
  }),
  queues: defineRoute({
    method: "GET",
    path: "/api/v1/admin/queues",
    tag: "Admin",
    summary: "Work waiting in each admin queue, for the navigation's badges",
    description:
      "services: pending services plus pending changes of live services; conversions: pending requests; payments: double charges not refunded yet.",
    permission: "admin.dashboard",
    response: queueCountsSchema,
  }),
  platformHealth: defineRoute({
    method: "GET",
    path: "/api/v1/admin/health",
    tag: "Admin",
    summary:
      "The ledger's invariants, double charges awaiting a refund, uptime and the audit chain",
    description:
      "Uptime is the share of minutes with a healthy health check (each server records one a minute) over the last 30 days, or since the first check; null before any. The audit chain report names its first broken link, if any.",
    permission: "platform.health",
    response: platformHealthSchema,
    errors: ["service_unavailable"],
  }),
};
