// Who may do what: one table read by the API's route registry, the page guards, the navigation
// and the proxy (docs/spec.md section 6). An action names what is done, never who does it; its
// audience is "public" (anyone, signed in or not), "signed-in" (any active account) or the roles
// allowed. Ownership (your booking, your service) is checked by the domain function as well.
import type { Role } from "./roles";

export type Audience = "public" | "signed-in" | readonly Role[];

const USER = ["user"] as const satisfies readonly Role[];
const ORG = ["org"] as const satisfies readonly Role[];
const ADMIN = ["admin"] as const satisfies readonly Role[];

export const PERMISSIONS = {
  // The platform
  "health.read": "public",
  "docs.read": "public",
  /** Open to anyone the route lets in: METRICS_TOKEN's holder, or loopback (lib/server/observability). */
  "metrics.read": "public",
  "platform.health": ADMIN,

  // Accounts
  "auth.register": "public",
  "auth.login": "public",
  "auth.recover": "public",
  "auth.verifyEmail": "public",
  "auth.google": "public",
  "account.read": "signed-in",
  "account.update": "signed-in",
  "account.signOut": "signed-in",
  "account.setup": "signed-in",
  /** One's own second factors: set up, give (sign-in's second step, step-up), remove. */
  "account.secondFactor": "signed-in",
  /** One's own signed-in browsers and API tokens: list, revoke. */
  "account.sessions": "signed-in",
  /** One's own notifications (read them, mark them read) and their preferences. */
  "account.notifications": "signed-in",
  /** A mail's one-click unsubscribe: its signed token is the proof, not a sign-in. */
  "notifications.unsubscribe": "public",
  "users.read": "signed-in",
  "users.suspend": ADMIN,
  "users.changeRole": ADMIN,
  /** Remove another account's second factors for a person who lost them all. */
  "users.resetSecondFactor": ADMIN,

  // Coins
  "wallet.read": USER,
  "coins.buy": USER,
  "payments.read": USER,
  "paymentMethods.manage": USER,
  "payments.refund": ADMIN,
  /** Test mode only: an admin raises a card dispute (chargeback) of a top-up. */
  "payments.simulateChargeback": ADMIN,
  "payments.webhook": "public",

  // Services and bookings
  "services.browse": "public",
  "bookings.create": USER,
  "bookings.read": USER,
  "bookings.cancel": USER,
  /** Accept an organization's delivery: the escrow is released to it. */
  "bookings.accept": USER,
  "reviews.write": USER,
  /** Read the public reviews of one's services and post one public reply to each. */
  "reviews.reply": ORG,
  "orgBookings.read": ORG,
  "orgBookings.manage": ORG,
  "services.create": ORG,
  "uploads.create": ORG,
  /** Files for a delivery (the organization) or a dispute (either side). */
  "attachments.upload": ["user", "org"],
  /** Write in a booking's thread: its customer or its organization. */
  "messages.send": ["user", "org"],
  "services.edit": ORG,
  "orgServices.read": ORG,
  /** Pause, list again or delete: an organization its own services, an admin any. */
  "services.manage": ["org", "admin"],
  "services.moderate": ADMIN,

  // Disputes of bookings: a customer opens one and answers an offer, the organization answers it,
  // an admin decides what neither settled; each reads only the disputes of its own bookings.
  "disputes.open": USER,
  "disputes.read": ["user", "org", "admin"],
  "disputes.respond": ORG,
  "disputes.decide": ADMIN,
  "admin.disputes": ADMIN,

  // Organizations: each edits its own profile; anyone may read a public page.
  "orgProfile.read": ORG,
  "orgProfile.edit": ORG,
  "organizations.view": "public",
  /** The platform's check of who an organization is; conversions to money need it. */
  "organizations.verify": ADMIN,

  // Conversions (earned coins -> money)
  "conversions.request": ORG,
  "conversions.cancel": ORG,
  /** An organization its own requests, an admin every organization's. */
  "conversions.read": ["org", "admin"],
  "conversions.decide": ADMIN,
  "payouts.manage": ORG,
  /** The "Not you?" link of a payout-details mail: its code is the proof, not a sign-in. */
  "conversions.freeze": "public",
  /** RazorpayX's payout events: checked by their signature, not by who sends them. */
  "payouts.webhook": "public",

  // An organization's dashboard and the coins it has earned
  "orgDashboard.read": ORG,
  "earnings.read": ORG,

  // The admin's oversight (docs/features.md): each admin screen's reads and exports
  "admin.dashboard": ADMIN,
  "admin.users": ADMIN,
  "admin.sessions": ADMIN,
  "admin.services": ADMIN,
  "admin.conversions": ADMIN,
  "admin.payments": ADMIN,
  /** The money rules: commission, conversion fee, exchange rates (/admin/settings). */
  "admin.settings": ADMIN,
  "admin.audit": ADMIN,

  // Areas of the site (page guards, navigation and the proxy)
  "area.user": USER,
  "area.org": ORG,
  "area.admin": ADMIN,
  "area.account": "signed-in",
} as const satisfies Record<string, Audience>;

export type Permission = keyof typeof PERMISSIONS;

function audienceOf(permission: Permission): Audience {
  return PERMISSIONS[permission];
}

/** Whether a signed-in account of this role may do it (null: a visitor who is not signed in). */
export function isAllowed(role: Role | null, permission: Permission): boolean {
  const audience = audienceOf(permission);
  if (audience === "public") return true;
  if (role === null) return false;
  return audience === "signed-in" || audience.includes(role);
}

/** The roles allowed, for documentation: every role for "public" and "signed-in". */
export function rolesAllowed(permission: Permission): readonly Role[] | "everyone" {
  const audience = audienceOf(permission);
  if (audience === "public") return "everyone";
  if (audience === "signed-in") return ["user", "org", "admin"];
  return audience;
}
