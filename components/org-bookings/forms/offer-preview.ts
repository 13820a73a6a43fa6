// What an offer of coins back in a dispute would mean for the organization, worked out as it is
// typed with the same arithmetic the server settles with (disputeShares): what the customer gets
// back, and what the organization keeps after the commission on its own part only.
import type { OrgBookingView } from "@/lib/bookings/booking-types";
import { formatCoins } from "@/lib/format/coins";
import { disputeShares, offerOutcome } from "@/lib/validations/disputes-values";
import { positiveWholeAmount } from "@/lib/validations/whole-amount";

export interface OfferPreview {
  /** The line under the field. */
  line: string;
  /** Why the offer cannot be sent, when it is more than the price. */
  tooMuch: string | null;
}

export function offerPreview(
  booking: Pick<OrgBookingView, "totalAmount" | "commissionBps" | "commissionCoins">,
  text: string,
): OfferPreview {
  const none = `Without an offer an admin decides. Up to ${formatCoins(booking.totalAmount)}: the whole price is a full refund.`;
  const offer = positiveWholeAmount(text.trim());
  if (offer === null) return { line: none, tooMuch: null };
  if (offer > booking.totalAmount) {
    return {
      line: none,
      tooMuch: `You can offer at most ${formatCoins(booking.totalAmount)}, the whole price.`,
    };
  }
  const outcome = offerOutcome(booking.totalAmount, offer);
  const shares = disputeShares(booking, outcome, offer);
  if (!shares || outcome === "refund") {
    return {
      line: `If the customer accepts, every coin goes back to them and you receive nothing.`,
      tooMuch: null,
    };
  }
  return {
    line: `If the customer accepts, ${formatCoins(shares.customer)} go back to them and you keep ${formatCoins(shares.organization)} (the commission of ${formatCoins(shares.commission)} is on your part only).`,
    tooMuch: null,
  };
}
