// The organization's words for the platform's commission: what it receives of a price, on the
// service form while a price is typed and on each booking. One module, so the form, the bookings
// list, the confirmation and the tests say the same. The sum itself is splitCommission's
// (lib/economics/commission.ts): the organization's share rounded down.
import { splitCommission } from "@/lib/economics/commission";
import { formatPercent } from "@/lib/economics/rates";
import { formatCoins, formatCount } from "@/lib/format/coins";
import { positiveWholeAmount } from "@/lib/validations/whole-amount";

/** "15% commission" */
export function commissionLabel(commissionBps: number): string {
  return `${formatPercent(commissionBps)}% commission`;
}

/** "You receive 85 coins of 100" */
export function youReceive(net: number, price: number): string {
  return `You receive ${formatCoins(net)} of ${formatCount(price)}`;
}

export interface PricePreview {
  price: number;
  commission: number;
  net: number;
}

/** What a typed price pays the organization; null while it is not a whole price above 0. */
export function previewPrice(priceText: string, commissionBps: number): PricePreview | null {
  const price = positiveWholeAmount(priceText);
  if (price === null) return null;
  return { price, ...splitCommission(price, commissionBps) };
}

/** The service form's line under the price, as typed ("You receive 85 coins of 100"). */
export function priceHint(priceText: string, commissionBps: number): string {
  const preview = previewPrice(priceText, commissionBps);
  if (!preview) {
    return `Customers pay the price; you receive it less the platform's ${commissionLabel(commissionBps)}.`;
  }
  return `${youReceive(preview.net, preview.price)} (${commissionLabel(commissionBps)}: ${formatCoins(preview.commission)}).`;
}

/** A booking's price, commission and net, as fixed when it was booked. */
export interface BookingShare {
  totalAmount: number;
  commissionBps: number;
  commissionCoins: number;
  netCoins: number;
}

/** "15 coins commission (15%)": the booking row's second line. */
export function bookingCommissionLine(booking: BookingShare): string {
  return `${formatCoins(booking.commissionCoins)} commission (${formatPercent(booking.commissionBps)}%)`;
}

/**
 * "You receive 85 coins when it completes" while the coins wait in escrow (active, delivered, in
 * dispute), "You received 85 coins" on a completed booking.
 */
export function bookingNetLine(booking: BookingShare & { status: string }): string {
  return booking.status === "completed"
    ? `You received ${formatCoins(booking.netCoins)}`
    : `You receive ${formatCoins(booking.netCoins)} when it completes`;
}
