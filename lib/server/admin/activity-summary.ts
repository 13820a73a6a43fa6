// What an audit entry means on the admin dashboard's activity list: a type (the spec's user_signup,
// service_created, conversion_request, service_booked, and one for each other event) and a
// sentence a person reads. Pure, so the mapping is tested by itself.
import "server-only";
import { formatCoins } from "@/lib/format/coins";

export interface ActivityFacts {
  action: string;
  /** The actor's name, or null for the platform itself (a webhook, a timer). */
  actor: string | null;
  /** What the entry is about, when it has a name: a service's title, an account's name. */
  subject: string | null;
  /** Coins the entry moved or asked for, when it says. */
  amount: number | null;
  /** A reason or note the entry keeps. */
  reason: string | null;
}

const coins = (amount: number | null) => (amount === null ? "coins" : formatCoins(amount));
const quoted = (subject: string | null, fallback: string) => (subject ? `“${subject}”` : fallback);
const because = (reason: string | null) => (reason ? `: ${reason}` : "");

interface Mapping {
  type: string;
  /** The sentence after the actor's name. */
  says: (facts: ActivityFacts) => string;
  /** The words follow the name after a colon: an action without a sentence of its own. */
  label?: boolean;
  /**
   * The platform's own doing, whoever set it off (a commission kept when an organization
   * completes a booking, a bonus given when a buyer pays): the sentence names no one.
   */
  platform?: boolean;
}

const SERVICE_DECISIONS: Record<string, string> = {
  approved: "approved",
  changes_requested: "asked for changes to",
  rejected: "rejected",
};

const MAPPINGS: Record<string, Mapping> = {
  "user.signup": { type: "user_signup", says: () => "signed up" },
  "service.create": {
    type: "service_created",
    says: (f) => `created the service ${quoted(f.subject, "a service")}`,
  },
  "conversion.requested": {
    type: "conversion_request",
    says: (f) => `asked to convert ${coins(f.amount)}`,
  },
  "ledger.booking": {
    type: "service_booked",
    says: (f) => `booked ${quoted(f.subject, "a service")} for ${coins(f.amount)}`,
  },
  "ledger.booking_complete": {
    type: "booking_completed",
    says: (f) =>
      `completed a booking of ${quoted(f.subject, "a service")}: ${coins(f.amount)} earned`,
  },
  "ledger.booking_cancel": {
    type: "booking_cancelled",
    says: (f) =>
      `cancelled a booking of ${quoted(f.subject, "a service")}: ${coins(f.amount)} returned`,
  },
  "ledger.booking_commission": {
    type: "commission",
    says: (f) =>
      `Commission of ${coins(f.amount)} kept on a booking of ${quoted(f.subject, "a service")}`,
    platform: true,
  },
  "ledger.topup": { type: "top_up", says: (f) => `added ${coins(f.amount)} to a wallet` },
  "ledger.topup_bonus": {
    type: "top_up_bonus",
    says: (f) => `Bonus of ${coins(f.amount)} given with a top-up`,
    platform: true,
  },
  "settings.updated": { type: "settings_updated", says: () => "changed the fees and rates" },
  "settings.rates_refreshed": {
    type: "rates_refreshed",
    says: () => "refreshed the exchange rates from the feed",
  },
  "ledger.topup_refund_reversal": {
    type: "refund_reversed",
    says: (f) => `gave back ${coins(f.amount)} after a refused refund`,
  },
  "payment.refund_requested": { type: "refund", says: () => "refunded a top-up" },
  "payment.refund_failed": {
    type: "refund_failed",
    says: (f) => `could not refund a top-up${because(f.reason)}`,
  },
  "conversion.approved": {
    type: "conversion_approved",
    says: (f) => `approved a conversion of ${coins(f.amount)}`,
  },
  "conversion.rejected": {
    type: "conversion_rejected",
    says: (f) => `rejected a conversion of ${coins(f.amount)}${because(f.reason)}`,
  },
  "conversion.cancelled": {
    type: "conversion_cancelled",
    says: (f) => `withdrew a conversion request of ${coins(f.amount)}`,
  },
  "user.suspend": {
    type: "user_suspended",
    says: (f) => `suspended ${f.subject ?? "an account"}${because(f.reason)}`,
  },
  "user.reactivate": {
    type: "user_reactivated",
    says: (f) => `reactivated ${f.subject ?? "an account"}`,
  },
  "user.role_change": {
    type: "role_changed",
    says: (f) => `changed the role of ${f.subject ?? "an account"}`,
  },
};

/** `service.approved` and `service.change_rejected`, the admin's service decisions. */
function serviceDecision(action: string): Mapping | null {
  const match = /^service\.(change_)?(approved|changes_requested|rejected)$/.exec(action);
  if (!match) return null;
  const change = Boolean(match[1]);
  const decision = match[2] ?? "";
  return {
    type: `service_${change ? "change_" : ""}${decision}`,
    says: (f) =>
      `${SERVICE_DECISIONS[decision]} ${change ? "a change of " : ""}${quoted(f.subject, "a service")}${because(f.reason)}`,
  };
}

/** Any other action: its words, as the audit log names it ("service.update" -> "service update"). */
function fallback(action: string): Mapping {
  const words = action
    .replace(/[^a-z0-9]+/gi, " ")
    .trim()
    .toLowerCase();
  return {
    type: words.replace(/ /g, "_") || "event",
    says: (f) => `${words || "event"}${f.subject ? ` (${f.subject})` : ""}`,
    label: true,
  };
}

export function describeActivity(facts: ActivityFacts): { type: string; summary: string } {
  const mapping = MAPPINGS[facts.action] ?? serviceDecision(facts.action) ?? fallback(facts.action);
  const actor = facts.actor ?? "System";
  const says = mapping.says(facts);
  if (mapping.platform) return { type: mapping.type, summary: says };
  return { type: mapping.type, summary: mapping.label ? `${actor}: ${says}` : `${actor} ${says}` };
}

/**
 * Ledger movements that another entry already tells (a conversion's hold, its settlement and its
 * fee go with conversion.*, a refund's coins and bonus with payment.refund_*, a refused refund's
 * bonus with its paid coins): left out of the activity list.
 */
export const ACTIVITY_HIDDEN_ACTIONS = [
  "ledger.conversion_request",
  "ledger.conversion_approve",
  "ledger.conversion_fee",
  "ledger.conversion_reject",
  "ledger.conversion_cancel",
  "ledger.topup_refund",
  "ledger.topup_bonus_refund",
  "ledger.topup_bonus_refund_reversal",
];
