// Every API route as the browser calls it, one namespace per registry group:
// `import * as endpoints from "@/lib/api/endpoints"`, then `endpoints.bookings.book`.
// Generated from lib/api/registry by `npx tsx scripts/tools/generate-endpoints.ts`: do not
// edit; lib/api/endpoints.test.ts fails when it and the registry disagree.
export * as adminAudit from "./endpoints/admin-audit";
export * as adminConversions from "./endpoints/admin-conversions";
export * as adminDashboard from "./endpoints/admin-dashboard";
export * as adminPayments from "./endpoints/admin-payments";
export * as adminServices from "./endpoints/admin-services";
export * as adminSettings from "./endpoints/admin-settings";
export * as adminUsers from "./endpoints/admin-users";
export * as auth from "./endpoints/auth";
export * as bookings from "./endpoints/bookings";
export * as catalog from "./endpoints/catalog";
export * as orgBookings from "./endpoints/org-bookings";
export * as conversions from "./endpoints/conversions";
export * as payouts from "./endpoints/payouts";
export * as dev from "./endpoints/dev";
export * as docs from "./endpoints/docs";
export * as health from "./endpoints/health";
export * as orgDashboard from "./endpoints/org-dashboard";
export * as orgProfile from "./endpoints/org-profile";
export * as moderation from "./endpoints/moderation";
export * as orgServices from "./endpoints/org-services";
export * as payments from "./endpoints/payments";
export * as uploads from "./endpoints/uploads";
export * as users from "./endpoints/users";
