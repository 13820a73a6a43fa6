// Accounts as the admin who manages them sees them (docs/spec.md section 3, "Admin user record"), and
// one account's whole picture: profile, wallet, bookings, payments, sign-ins and audit trail.
import { z } from "zod";
import { PAYMENT_PROVIDERS } from "@/lib/payments/providers";
import { PAYMENT_ORDER_STATUSES } from "@/lib/validations/admin-payments-values";
import { ROLES } from "@/lib/auth/roles";
import { CURRENCIES } from "@/lib/money/currencies";
import { USER_STATUSES } from "@/lib/validations/admin-users-values";
import { auditEntrySchema } from "./audit-log";
import { bookingSchema } from "./bookings";
import { coins, count, isoDateTime, majorUnits, pageOf } from "./common";
import { walletEntrySchema } from "./payments";

const adminUserSchema = z
  .object({
    id: z.string(),
    name: z.string(),
    email: z.string(),
    role: z.enum(ROLES),
    status: z.enum(USER_STATUSES),
    joinDate: isoDateTime,
    /** A user's wallet balance; null for organizations and admins. */
    walletBalance: coins.nullable(),
    /** A user's open bookings (active, delivered or disputed), and the coins in escrow for them. */
    activeBookings: z
      .object({ count: count, coins })
      .nullable()
      .meta({ description: "Null for organizations and admins." }),
    /** An organization's services that are not deleted; null for users and admins. */
    servicesOffered: count.nullable(),
    organizationName: z.string().nullable(),
    emailVerified: z.boolean(),
    suspendedReason: z.string().nullable(),
    suspendedAt: isoDateTime.nullable(),
  })
  .meta({ id: "AdminUser", description: "An account as an admin sees it." });
export type AdminUser = z.output<typeof adminUserSchema>;

export const adminUserPageSchema = pageOf(adminUserSchema).meta({ id: "AdminUserPage" });
export type AdminUserPage = z.output<typeof adminUserPageSchema>;

const adminUserPaymentSchema = z.object({
  id: z.string(),
  provider: z.enum(PAYMENT_PROVIDERS),
  providerOrderId: z.string(),
  providerPaymentId: z.string().nullable(),
  amount: majorUnits.meta({ description: "Major units of the currency (cents as decimals)." }),
  currency: z.enum(CURRENCIES),
  coins: coins.meta({ description: "The coins bought, bonus included." }),
  status: z.enum(PAYMENT_ORDER_STATUSES),
  createdAt: isoDateTime,
  paidAt: isoDateTime.nullable(),
  refundedAt: isoDateTime.nullable(),
});

/** A browser session or an API token: when it began, was last used and ends; never the secret. */
const adminUserCredentialSchema = z.object({
  kind: z.enum(["browser", "api"]),
  name: z.string(),
  createdAt: isoDateTime,
  /** API tokens: the last request; browser sessions: the last time the session was renewed. */
  lastUsedAt: isoDateTime.nullable(),
  expiresAt: isoDateTime,
  revokedAt: isoDateTime.nullable(),
  active: z.boolean(),
});
export type AdminUserCredential = z.output<typeof adminUserCredentialSchema>;

export const adminUserDetailSchema = z
  .object({
    user: adminUserSchema,
    organization: z
      .object({
        id: z.string(),
        name: z.string(),
        description: z.string().nullable(),
        website: z.string().nullable(),
        contactEmail: z.string().nullable(),
        verified: z.boolean(),
        /** Since when its conversions are frozen (a payout-details mail's link); null: not. */
        conversionsFrozenAt: isoDateTime.nullable(),
        earningsBalance: coins,
      })
      .nullable(),
    signInCount: count,
    secondFactor: z
      .boolean()
      .meta({ description: "Whether the account has a second factor (an app or a passkey)." }),
    wallet: z.object({
      balance: coins,
      entries: z.array(walletEntrySchema),
      /** More entries exist than the newest shown here. */
      more: z.boolean(),
    }),
    bookings: z.array(bookingSchema),
    payments: z.array(adminUserPaymentSchema),
    credentials: z.array(adminUserCredentialSchema),
    audit: z.array(auditEntrySchema),
  })
  .meta({ id: "AdminUserDetail", description: "One account's whole picture, for an admin." });
export type AdminUserDetail = z.output<typeof adminUserDetailSchema>;

export const revokedSessionsSchema = z
  .object({ sessions: count, apiTokens: count })
  .meta({ id: "RevokedSessions", description: "How many sign-ins were ended." });
export type RevokedSessions = z.output<typeof revokedSessionsSchema>;

export const organizationVerificationSchema = z
  .object({ organizationId: z.string(), name: z.string(), verified: z.boolean() })
  .meta({ id: "OrganizationVerification", description: "An organization's verification now." });
export type OrganizationVerification = z.output<typeof organizationVerificationSchema>;
