// An organization's dashboard: its figures, its earnings over time and its convertible balance.
import {
  earningsBalanceSchema,
  earningsQuery,
  earningsSeriesSchema,
  orgDashboardSchema,
} from "@/lib/schemas/org-dashboard";
import { defineRoute } from "./define";

const TAG = "Organizations";

export const orgDashboardRoutes = {
  dashboard: defineRoute({
    method: "GET",
    path: "/api/v1/org/dashboard",
    tag: TAG,
    summary: "Your organization's dashboard figures and recent conversion requests",
    description:
      "Each figure carries the two numbers its change against last month compares (calendar months in the caller's time zone: the `cm_tz` cookie a browser sets, else India Standard Time in India and UTC elsewhere); each figure's description says what they are.",
    permission: "orgDashboard.read",
    response: orgDashboardSchema,
  }),
  earnings: defineRoute({
    method: "GET",
    path: "/api/v1/org/earnings",
    tag: TAG,
    summary: "Coins your organization earned per day over the last 30, 90 or 365 days",
    description:
      "Coins of delivered bookings per calendar day in the caller's time zone (as for the dashboard), every day of the range listed (0 when nothing was earned), today last.",
    permission: "earnings.read",
    query: earningsQuery,
    response: earningsSeriesSchema,
  }),
  earningsBalance: defineRoute({
    method: "GET",
    path: "/api/v1/org/earnings/balance",
    tag: TAG,
    summary: "Coins your organization can convert now, and those still clearing, read fresh",
    description:
      "Earnings of a completed booking clear for the platform's clearing days before they can be converted; `clearingSchedule` lists the coins still clearing by the day they clear, in the caller's time zone.",
    permission: "earnings.read",
    response: earningsBalanceSchema,
  }),
};
