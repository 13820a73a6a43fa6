// /api/v1/org: the signed-in organization's dashboard, earnings, own services, profile and payout
// accounts (its bookings are in org-bookings.ts).
import { payoutAccountListSchema, payoutAccountSchema } from "@/lib/schemas/conversions";
import {
  earningsBalanceSchema,
  earningsQuery,
  earningsSeriesSchema,
  orgDashboardSchema,
} from "@/lib/schemas/org-dashboard";
import { organizationProfileSchema } from "@/lib/schemas/organizations";
import { cursorPageQuery } from "@/lib/validations/common";
import { currencyParams, payoutInputSchema } from "@/lib/validations/conversions";
import { organizationProfileInputSchema } from "@/lib/validations/organization-profile";
import { orgServicePageSchema } from "@/modules/services/shared/schemas";
import { defineRoute } from "./define";

export const orgDashboardRoutes = {
  dashboard: defineRoute({
    method: "GET",
    path: "/api/v1/org/dashboard",
    tag: "Organizations",
    summary: "Your organization's dashboard figures and recent conversion requests",
    description:
      "Each figure carries the two numbers its change against last month compares (calendar months in the caller's time zone: the `cm_tz` cookie a browser sets, else India Standard Time in India and UTC elsewhere); each figure's description says what they are.",
    permission: "orgDashboard.read",
    response: orgDashboardSchema,
  }),
  earnings: defineRoute({
    method: "GET",
    path: "/api/v1/org/earnings",
    tag: "Organizations",
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
    tag: "Organizations",
    summary: "Coins your organization can convert now, and those still clearing, read fresh",
    description:
      "Earnings of a completed booking clear for the platform's clearing days before they can be converted; `clearingSchedule` lists the coins still clearing by the day they clear, in the caller's time zone.",
    permission: "earnings.read",
    response: earningsBalanceSchema,
  }),
  services: defineRoute({
    method: "GET",
    path: "/api/v1/org/services",
    tag: "Organizations",
    summary: "Your organization's services, newest first, with their review state",
    permission: "orgServices.read",
    query: cursorPageQuery,
    response: orgServicePageSchema,
  }),
};

export const orgProfileRoutes = {
  read: defineRoute({
    method: "GET",
    path: "/api/v1/org/profile",
    tag: "Organizations",
    summary: "Your organization's profile",
    permission: "orgProfile.read",
    response: organizationProfileSchema,
  }),
  update: defineRoute({
    method: "PUT",
    path: "/api/v1/org/profile",
    tag: "Organizations",
    summary: "Edit your organization's profile",
    description:
      "Replaces the name (required), description, website (http or https; `https://` is added when no scheme is given), contact email and logo (a path of this site, from POST /api/v1/uploads/images); an empty or missing optional field is cleared. Cards and pages show the new name at once. The message says 'Profile Updated'.",
    permission: "orgProfile.edit",
    body: organizationProfileInputSchema.meta({
      description: "The public profile's fields.",
      examples: [
        {
          name: "Lovelace Analytics",
          description: "Data audits for small shops.",
          website: "https://lovelace.example",
          contactEmail: "hello@lovelace.example",
          logoUrl: "/uploads/5f2c9a.webp",
        },
      ],
    }),
    response: organizationProfileSchema,
  }),
};

export const payoutsRoutes = {
  list: defineRoute({
    method: "GET",
    path: "/api/v1/org/payout-accounts",
    tag: "Conversions",
    summary: "Where your organization is paid, by currency (masked)",
    permission: "payouts.manage",
    response: payoutAccountListSchema,
  }),
  save: defineRoute({
    method: "PUT",
    path: "/api/v1/org/payout-accounts/{currency}",
    tag: "Conversions",
    summary: "Set where you are paid in a currency",
    description:
      "INR: a bank account (account number, IFSC) or UPI ID; EUR: an IBAN (BIC optional); USD: an account and ABA routing number. Stored encrypted; only the masked form is ever returned. Requests already made keep the details they were made with.",
    permission: "payouts.manage",
    freshProof: true,
    params: currencyParams,
    body: payoutInputSchema.meta({
      description:
        "The account, by method: bank_account (INR), upi (INR), iban (EUR), us_account (USD).",
      examples: [{ method: "upi", holderName: "Lovelace Analytics", upiId: "lovelace@okbank" }],
    }),
    response: payoutAccountSchema,
  }),
};
