// Every API route, in the order the API reference lists them (within each tag). A route file
// exports `apiRoute(<one of these>, handler)`; lib/api/registry/registry.int.test.ts fails when a
// route file and this list disagree.
//
// Each registry file holds the routes under one URL prefix, named after it: the path after
// `/api/v1/` (else `/api/`, else `/`), its static segments up to the first parameter, each up to
// its first dot, joined with "-". A route lives in the file whose name is the longest such prefix
// of its path: /api/v1/admin/users/{id}/role in admin-users.ts, /api/v1/admin/queues in
// admin.ts (no admin-queues.ts), /api/v1/openapi.json in openapi.ts. A file exports one or more
// groups (`export const bookingsRoutes = {...}`), each named `<group>Routes`: the generated
// client's names start with the group (lib/api/endpoints/bookings.ts: `bookingsList`).
// registry-files.test.ts checks both rules.
import { adminDashboardRoutes } from "./admin";
import { adminAuditRoutes } from "./admin-audit-logs";
import { adminConversionsRoutes } from "./admin-conversions";
import { adminDisputesRoutes } from "./admin-disputes";
import { adminPaymentsRoutes } from "./admin-payments";
import { adminServiceChangesRoutes } from "./admin-service-changes";
import { adminServicesRoutes, moderationRoutes } from "./admin-services";
import { adminSettingsRoutes } from "./admin-settings";
import { adminUsersRoutes } from "./admin-users";
import { authRoutes } from "./auth";
import { secondFactorRoutes } from "./auth-second-factor";
import { sessionsRoutes } from "./auth-sessions";
import { conversionsRoutes } from "./conversions";
import type { RouteDefinition } from "./define";
import { devRoutes } from "./dev";
import { healthRoutes } from "./health";
import { liveRoutes } from "./live";
import { metricsRoutes } from "./metrics";
import { notificationsRoutes } from "./notifications";
import { docsRoutes } from "./openapi";
import { orgDashboardRoutes, orgProfileRoutes, payoutsRoutes } from "./org";
import { orgBookingsRoutes, orgDisputesRoutes } from "./org-bookings";
import { orgReviewsRoutes } from "./org-reviews";
import { organizationsRoutes } from "./organizations";
import { orgsRoutes } from "./orgs";
import { paymentsRoutes } from "./payments";
import { payoutProviderRoutes } from "./payouts";
import { catalogRoutes, orgServicesRoutes } from "./services";
import { uploadsRoutes } from "./uploads";
import { usersRoutes } from "./users";
import { bookingsRoutes, disputesRoutes } from "./users-bookings";

export const API_ROUTES: readonly RouteDefinition[] = [
  ...Object.values(authRoutes),
  ...Object.values(secondFactorRoutes),
  ...Object.values(sessionsRoutes),
  ...Object.values(liveRoutes),
  ...Object.values(notificationsRoutes),
  ...Object.values(usersRoutes),
  ...Object.values(catalogRoutes),
  ...Object.values(bookingsRoutes),
  ...Object.values(disputesRoutes),
  ...Object.values(paymentsRoutes),
  ...Object.values(orgBookingsRoutes),
  ...Object.values(orgDisputesRoutes),
  ...Object.values(orgReviewsRoutes),
  ...Object.values(orgServicesRoutes),
  ...Object.values(orgDashboardRoutes),
  ...Object.values(orgProfileRoutes),
  ...Object.values(orgsRoutes),
  ...Object.values(moderationRoutes),
  ...Object.values(adminServiceChangesRoutes),
  ...Object.values(conversionsRoutes),
  ...Object.values(organizationsRoutes),
  ...Object.values(payoutsRoutes),
  ...Object.values(payoutProviderRoutes),
  ...Object.values(uploadsRoutes),
  ...Object.values(adminDashboardRoutes),
  ...Object.values(adminUsersRoutes),
  ...Object.values(adminServicesRoutes),
  ...Object.values(adminConversionsRoutes),
  ...Object.values(adminDisputesRoutes),
  ...Object.values(adminPaymentsRoutes),
  ...Object.values(adminSettingsRoutes),
  ...Object.values(adminAuditRoutes),
  ...Object.values(healthRoutes),
  ...Object.values(metricsRoutes),
  ...Object.values(docsRoutes),
  ...Object.values(devRoutes),
];
