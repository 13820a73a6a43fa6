// Whether Pay may open the checkout again with the order it made before (the payer closed the
// window, or the payment failed and may be tried again): only for the same choice, and only while
// the order's price holds with time left to pay. After that the server would refund a payment
// that today's price undercuts (lib/server/payments/order-price.ts), so a new order is made.
import type { OrderChoice } from "./top-up-selection";

/** Time left to fill in the checkout: an order closer than this to its end is not opened again. */
export const PAY_MARGIN_MS = 2 * 60_000;

/**
 * When (on the browser's clock, ms) an order received at `receivedAt` stops being opened. Counted
 * from its receipt, not from the server's `expiresAt`: a browser clock a few minutes off the
 * server's would otherwise take a fresh order for an expired one, or an expired one for fresh.
 */
export function heldOrderEnd(receivedAt: number, priceMinutes: number): number {
  return receivedAt + priceMinutes * 60_000 - PAY_MARGIN_MS;
}

/** Whether an order received at `receivedAt` may still be opened at `now`. */
export function heldOrderOpens(receivedAt: number, priceMinutes: number, now: number): boolean {
  return now < heldOrderEnd(receivedAt, priceMinutes);
}

/** Whether two order requests ask for the same coins: the same package, or the same amount. */
export function sameChoice(held: OrderChoice | null, choice: OrderChoice): boolean {
  if (!held) return false;
  if ("packageId" in held) return "packageId" in choice && choice.packageId === held.packageId;
  return "amount" in choice && choice.amount === held.amount;
}
