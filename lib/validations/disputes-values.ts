// A dispute's limits, the admin queue's filters and the arithmetic of an outcome (what each side
// gets, the commission on the organization's part only), without zod: shared by the server that
// moves the coins and the screens that show them before they move (lib/api/client-bundle.test.ts
// keeps zod off pages' first load).
import type { DisputeOutcome } from "@/lib/bookings/booking-types";
import { splitCommission } from "@/lib/economics/commission";

export const MAX_STATEMENT = 4000;
export const MAX_DECISION_NOTE = 2000;

/** The admin queue's filters: open ones (all three waiting states), one state, or all. */
export const ADMIN_DISPUTE_FILTERS = [
  "all",
  "open",
  "awaiting_admin",
  "awaiting_organization",
  "awaiting_customer",
  "resolved",
] as const;
export type AdminDisputeFilter = (typeof ADMIN_DISPUTE_FILTERS)[number];

/** What an outcome gives each side of a booking's escrow. */
export interface DisputeShares {
  /** Coins back to the customer's wallet. */
  customer: number;
  /** Coins the organization receives, net of the commission. */
  organization: number;
  /** The platform's commission, on the organization's part only. */
  commission: number;
}

/**
 * The coins each side gets when a dispute ends in `outcome`: a refund gives the customer every
 * coin and takes no commission; a release pays the organization the price less the commission
 * fixed when booked; a split gives the customer `refundCoins` and the organization the rest, less
 * the commission on that rest. Null when `refundCoins` does not fit the outcome (a split of 1 to
 * the price less 1). The server moves exactly these coins (completeLocked, cancelLocked).
 */
export function disputeShares(
  booking: { totalAmount: number; commissionBps: number; commissionCoins: number },
  outcome: DisputeOutcome,
  refundCoins = 0,
): DisputeShares | null {
  const total = booking.totalAmount;
  if (outcome === "refund") return { customer: total, organization: 0, commission: 0 };
  if (outcome === "release") {
    return {
      customer: 0,
      organization: total - booking.commissionCoins,
      commission: booking.commissionCoins,
    };
  }
  if (!Number.isSafeInteger(refundCoins) || refundCoins < 1 || refundCoins > total - 1) return null;
  const part = splitCommission(total - refundCoins, booking.commissionBps);
  return { customer: refundCoins, organization: part.net, commission: part.commission };
}

/** The outcome an accepted offer of `offerCoins` is: the whole price back is a refund. */
export function offerOutcome(totalAmount: number, offerCoins: number): DisputeOutcome {
  return offerCoins >= totalAmount ? "refund" : "split";
}
