// Every API route as the browser calls it: method and path as plain data, typed by its
// registry entry through `import type` (the registry's zod schemas stay out of the bundle).
// Generated from lib/api/registry by `npx tsx scripts/tools/generate-endpoints.ts`: do not
// edit; lib/api/endpoints.test.ts fails when it and the registry disagree.
import type { adminAuditRoutes } from "./registry/admin-audit";
import type { adminConversionRoutes } from "./registry/admin-conversions";
import type { adminDashboardRoutes } from "./registry/admin-dashboard";
import type { adminPaymentRoutes } from "./registry/admin-payments";
import type { adminServiceRoutes } from "./registry/admin-services";
import type { adminSettingsRoutes } from "./registry/admin-settings";
import type { adminUserRoutes } from "./registry/admin-users";
import type { authRoutes } from "./registry/auth";
import type { bookingRoutes, catalogRoutes, orgBookingRoutes } from "./registry/catalog";
import type { conversionRoutes, payoutRoutes } from "./registry/conversions";
import type { devRoutes, docsRoutes, healthRoutes } from "./registry/health";
import type { orgDashboardRoutes } from "./registry/org-dashboard";
import type { orgProfileRoutes } from "./registry/org-profile";
import type { moderationRoutes, orgServiceRoutes } from "./registry/org-services";
import type { paymentRoutes } from "./registry/payments";
import type { uploadRoutes } from "./registry/uploads";
import type { userRoutes } from "./registry/users";
import { endpoint } from "./endpoint";

export const endpoints = {
  adminAudit: {
    list: endpoint<typeof adminAuditRoutes.list>("GET", "/api/v1/admin/audit-logs"),
    export: endpoint<typeof adminAuditRoutes.export>("GET", "/api/v1/admin/audit-logs/export"),
    chain: endpoint<typeof adminAuditRoutes.chain>("GET", "/api/v1/admin/audit-logs/chain"),
  },
  adminConversions: {
    list: endpoint<typeof adminConversionRoutes.list>("GET", "/api/v1/admin/conversions"),
    summary: endpoint<typeof adminConversionRoutes.summary>(
      "GET",
      "/api/v1/admin/conversions/summary",
    ),
    export: endpoint<typeof adminConversionRoutes.export>(
      "GET",
      "/api/v1/admin/conversions/export",
    ),
    payout: endpoint<typeof adminConversionRoutes.payout>(
      "GET",
      "/api/v1/admin/conversions/{id}/payout",
    ),
    approveMany: endpoint<typeof adminConversionRoutes.approveMany>(
      "POST",
      "/api/v1/admin/conversions/approve",
    ),
  },
  adminDashboard: {
    dashboard: endpoint<typeof adminDashboardRoutes.dashboard>("GET", "/api/v1/admin/dashboard"),
    activity: endpoint<typeof adminDashboardRoutes.activity>("GET", "/api/v1/admin/activity"),
    queues: endpoint<typeof adminDashboardRoutes.queues>("GET", "/api/v1/admin/queues"),
  },
  adminPayments: {
    list: endpoint<typeof adminPaymentRoutes.list>("GET", "/api/v1/admin/payments"),
    overview: endpoint<typeof adminPaymentRoutes.overview>(
      "GET",
      "/api/v1/admin/payments/overview",
    ),
  },
  adminServices: {
    list: endpoint<typeof adminServiceRoutes.list>("GET", "/api/v1/admin/services"),
    activate: endpoint<typeof adminServiceRoutes.activate>(
      "POST",
      "/api/v1/admin/services/{id}/activate",
    ),
    deactivate: endpoint<typeof adminServiceRoutes.deactivate>(
      "POST",
      "/api/v1/admin/services/{id}/deactivate",
    ),
    remove: endpoint<typeof adminServiceRoutes.remove>("DELETE", "/api/v1/admin/services/{id}"),
  },
  adminSettings: {
    get: endpoint<typeof adminSettingsRoutes.get>("GET", "/api/v1/admin/settings"),
    update: endpoint<typeof adminSettingsRoutes.update>("PUT", "/api/v1/admin/settings"),
    refreshRates: endpoint<typeof adminSettingsRoutes.refreshRates>(
      "POST",
      "/api/v1/admin/settings/rates/refresh",
    ),
  },
  adminUsers: {
    list: endpoint<typeof adminUserRoutes.list>("GET", "/api/v1/admin/users"),
    export: endpoint<typeof adminUserRoutes.export>("GET", "/api/v1/admin/users/export"),
    detail: endpoint<typeof adminUserRoutes.detail>("GET", "/api/v1/admin/users/{id}"),
    revokeSessions: endpoint<typeof adminUserRoutes.revokeSessions>(
      "POST",
      "/api/v1/admin/users/{id}/sessions/revoke",
    ),
    verification: endpoint<typeof adminUserRoutes.verification>(
      "PUT",
      "/api/v1/admin/users/{id}/verification",
    ),
  },
  auth: {
    register: endpoint<typeof authRoutes.register>("POST", "/api/v1/auth/register"),
    login: endpoint<typeof authRoutes.login>("POST", "/api/v1/auth/login"),
    logout: endpoint<typeof authRoutes.logout>("POST", "/api/v1/auth/logout"),
    forgotPassword: endpoint<typeof authRoutes.forgotPassword>(
      "POST",
      "/api/v1/auth/forgot-password",
    ),
    checkResetCode: endpoint<typeof authRoutes.checkResetCode>(
      "GET",
      "/api/v1/auth/reset-password",
    ),
    resetPassword: endpoint<typeof authRoutes.resetPassword>("POST", "/api/v1/auth/reset-password"),
    verifyEmail: endpoint<typeof authRoutes.verifyEmail>("GET", "/api/v1/auth/verify-email"),
    resendVerification: endpoint<typeof authRoutes.resendVerification>(
      "POST",
      "/api/v1/auth/resend-verification",
    ),
    changePassword: endpoint<typeof authRoutes.changePassword>(
      "POST",
      "/api/v1/auth/change-password",
    ),
    setup: endpoint<typeof authRoutes.setup>("POST", "/api/v1/auth/setup"),
    googleIntent: endpoint<typeof authRoutes.googleIntent>("POST", "/api/v1/auth/google/intent"),
    authProfile: endpoint<typeof authRoutes.authProfile>("GET", "/api/v1/auth/profile"),
    authProfileUpdate: endpoint<typeof authRoutes.authProfileUpdate>("PUT", "/api/v1/auth/profile"),
    userProfile: endpoint<typeof authRoutes.userProfile>("GET", "/api/v1/users/profile"),
    userProfileUpdate: endpoint<typeof authRoutes.userProfileUpdate>(
      "PUT",
      "/api/v1/users/profile",
    ),
  },
  bookings: {
    book: endpoint<typeof bookingRoutes.book>("POST", "/api/v1/services/{id}/book"),
    list: endpoint<typeof bookingRoutes.list>("GET", "/api/v1/users/bookings"),
    get: endpoint<typeof bookingRoutes.get>("GET", "/api/v1/users/bookings/{id}"),
    cancel: endpoint<typeof bookingRoutes.cancel>("POST", "/api/v1/users/bookings/{id}/cancel"),
    review: endpoint<typeof bookingRoutes.review>("POST", "/api/v1/services/{id}/reviews"),
  },
  catalog: {
    services: endpoint<typeof catalogRoutes.services>("GET", "/api/v1/services"),
    service: endpoint<typeof catalogRoutes.service>("GET", "/api/v1/services/{id}"),
  },
  orgBookings: {
    list: endpoint<typeof orgBookingRoutes.list>("GET", "/api/v1/org/bookings"),
    complete: endpoint<typeof orgBookingRoutes.complete>(
      "POST",
      "/api/v1/org/bookings/{id}/complete",
    ),
    cancel: endpoint<typeof orgBookingRoutes.cancel>("POST", "/api/v1/org/bookings/{id}/cancel"),
  },
  conversions: {
    list: endpoint<typeof conversionRoutes.list>("GET", "/api/v1/conversions"),
    get: endpoint<typeof conversionRoutes.get>("GET", "/api/v1/conversions/{id}"),
    quote: endpoint<typeof conversionRoutes.quote>("GET", "/api/v1/conversions/quote"),
    create: endpoint<typeof conversionRoutes.create>("POST", "/api/v1/conversions"),
    cancel: endpoint<typeof conversionRoutes.cancel>("POST", "/api/v1/conversions/{id}/cancel"),
    approve: endpoint<typeof conversionRoutes.approve>("POST", "/api/v1/conversions/{id}/approve"),
    reject: endpoint<typeof conversionRoutes.reject>("POST", "/api/v1/conversions/{id}/reject"),
  },
  payouts: {
    list: endpoint<typeof payoutRoutes.list>("GET", "/api/v1/org/payout-accounts"),
    save: endpoint<typeof payoutRoutes.save>("PUT", "/api/v1/org/payout-accounts/{currency}"),
  },
  dev: {
    mailbox: endpoint<typeof devRoutes.mailbox>("GET", "/api/dev/mailbox"),
  },
  docs: {
    openapi: endpoint<typeof docsRoutes.openapi>("GET", "/api/v1/openapi.json"),
  },
  health: {
    ping: endpoint<typeof healthRoutes.ping>("GET", "/health"),
    health: endpoint<typeof healthRoutes.health>("GET", "/api/v1/health"),
    platformHealth: endpoint<typeof healthRoutes.platformHealth>("GET", "/api/v1/admin/health"),
  },
  orgDashboard: {
    dashboard: endpoint<typeof orgDashboardRoutes.dashboard>("GET", "/api/v1/org/dashboard"),
    earnings: endpoint<typeof orgDashboardRoutes.earnings>("GET", "/api/v1/org/earnings"),
    earningsBalance: endpoint<typeof orgDashboardRoutes.earningsBalance>(
      "GET",
      "/api/v1/org/earnings/balance",
    ),
  },
  orgProfile: {
    read: endpoint<typeof orgProfileRoutes.read>("GET", "/api/v1/org/profile"),
    update: endpoint<typeof orgProfileRoutes.update>("PUT", "/api/v1/org/profile"),
    publicPage: endpoint<typeof orgProfileRoutes.publicPage>("GET", "/api/v1/orgs/{id}"),
  },
  moderation: {
    approve: endpoint<typeof moderationRoutes.approve>(
      "POST",
      "/api/v1/admin/services/{id}/approve",
    ),
    requestChanges: endpoint<typeof moderationRoutes.requestChanges>(
      "POST",
      "/api/v1/admin/services/{id}/request-changes",
    ),
    reject: endpoint<typeof moderationRoutes.reject>("POST", "/api/v1/admin/services/{id}/reject"),
    approveChange: endpoint<typeof moderationRoutes.approveChange>(
      "POST",
      "/api/v1/admin/service-changes/{id}/approve",
    ),
    requestChangeChanges: endpoint<typeof moderationRoutes.requestChangeChanges>(
      "POST",
      "/api/v1/admin/service-changes/{id}/request-changes",
    ),
    rejectChange: endpoint<typeof moderationRoutes.rejectChange>(
      "POST",
      "/api/v1/admin/service-changes/{id}/reject",
    ),
  },
  orgServices: {
    list: endpoint<typeof orgServiceRoutes.list>("GET", "/api/v1/org/services"),
    create: endpoint<typeof orgServiceRoutes.create>("POST", "/api/v1/services"),
    update: endpoint<typeof orgServiceRoutes.update>("PUT", "/api/v1/services/{id}"),
    remove: endpoint<typeof orgServiceRoutes.remove>("DELETE", "/api/v1/services/{id}"),
    activate: endpoint<typeof orgServiceRoutes.activate>("POST", "/api/v1/services/{id}/activate"),
    deactivate: endpoint<typeof orgServiceRoutes.deactivate>(
      "POST",
      "/api/v1/services/{id}/deactivate",
    ),
  },
  payments: {
    wallet: endpoint<typeof paymentRoutes.wallet>("GET", "/api/v1/users/wallet"),
    walletBalance: endpoint<typeof paymentRoutes.walletBalance>(
      "GET",
      "/api/v1/users/wallet/balance",
    ),
    packages: endpoint<typeof paymentRoutes.packages>("GET", "/api/v1/payments/packages"),
    createOrder: endpoint<typeof paymentRoutes.createOrder>("POST", "/api/v1/payments/orders"),
    verify: endpoint<typeof paymentRoutes.verify>("POST", "/api/v1/payments/verify"),
    simulatedPay: endpoint<typeof paymentRoutes.simulatedPay>(
      "POST",
      "/api/v1/payments/simulated/pay",
    ),
    history: endpoint<typeof paymentRoutes.history>("GET", "/api/v1/payments/history"),
    methods: endpoint<typeof paymentRoutes.methods>("GET", "/api/v1/payments/methods"),
    saveMethod: endpoint<typeof paymentRoutes.saveMethod>("POST", "/api/v1/payments/methods"),
    removeMethod: endpoint<typeof paymentRoutes.removeMethod>(
      "DELETE",
      "/api/v1/payments/methods/{id}",
    ),
    refund: endpoint<typeof paymentRoutes.refund>("POST", "/api/v1/payments/refund"),
    webhook: endpoint<typeof paymentRoutes.webhook>("POST", "/api/v1/payments/webhook"),
  },
  uploads: {
    image: endpoint<typeof uploadRoutes.image>("POST", "/api/v1/uploads/images"),
  },
  users: {
    user: endpoint<typeof userRoutes.user>("GET", "/api/v1/users/{id}"),
    suspend: endpoint<typeof userRoutes.suspend>("POST", "/api/v1/admin/users/{id}/suspend"),
    reactivate: endpoint<typeof userRoutes.reactivate>(
      "POST",
      "/api/v1/admin/users/{id}/reactivate",
    ),
    changeRole: endpoint<typeof userRoutes.changeRole>("PUT", "/api/v1/admin/users/{id}/role"),
  },
} as const;
