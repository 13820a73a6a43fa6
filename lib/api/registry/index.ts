// Every /api/v1 route, in the order the API reference lists them. A route file exports
// `apiRoute(<one of these>, handler)`; lib/api/registry/registry.int.test.ts fails when a route
// file and this list disagree.
import { adminAuditRoutes } from "./admin-audit";
import { adminConversionRoutes } from "./admin-conversions";
import { adminDashboardRoutes } from "./admin-dashboard";
import { adminPaymentRoutes } from "./admin-payments";
import { adminServiceRoutes } from "./admin-services";
import { adminSettingsRoutes } from "./admin-settings";
import { adminUserRoutes } from "./admin-users";
import { authRoutes } from "./auth";
import { bookingRoutes, catalogRoutes, orgBookingRoutes } from "./catalog";
import { conversionRoutes, payoutRoutes } from "./conversions";
import type { RouteDefinition } from "./define";
import { adminDisputeRoutes, disputeRoutes } from "./disputes";
import { devRoutes, docsRoutes, healthRoutes } from "./health";
import { orgDashboardRoutes } from "./org-dashboard";
import { orgProfileRoutes } from "./org-profile";
import { moderationRoutes, orgServiceRoutes } from "./org-services";
import { paymentRoutes } from "./payments";
import { secondFactorRoutes } from "./second-factor";
import { sessionRoutes } from "./sessions";
import { uploadRoutes } from "./uploads";
import { userRoutes } from "./users";

export const API_ROUTES: readonly RouteDefinition[] = [
  ...Object.values(authRoutes),
  ...Object.values(secondFactorRoutes),
  ...Object.values(sessionRoutes),
  ...Object.values(catalogRoutes),
  ...Object.values(bookingRoutes),
  ...Object.values(paymentRoutes),
  ...Object.values(orgBookingRoutes),
  ...Object.values(disputeRoutes),
  ...Object.values(orgServiceRoutes),
  ...Object.values(orgDashboardRoutes),
  ...Object.values(moderationRoutes),
  ...Object.values(orgProfileRoutes),
  ...Object.values(conversionRoutes),
  ...Object.values(payoutRoutes),
  ...Object.values(uploadRoutes),
  ...Object.values(userRoutes),
  ...Object.values(adminDashboardRoutes),
  ...Object.values(adminUserRoutes),
  ...Object.values(adminServiceRoutes),
  ...Object.values(adminConversionRoutes),
  ...Object.values(adminDisputeRoutes),
  ...Object.values(adminPaymentRoutes),
  ...Object.values(adminSettingsRoutes),
  ...Object.values(adminAuditRoutes),
  ...Object.values(healthRoutes),
  ...Object.values(docsRoutes),
  ...Object.values(devRoutes),
];
