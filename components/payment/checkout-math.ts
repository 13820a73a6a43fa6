// The sums of the payment page: what is missing from the wallet, and how many coins the Add
// Coins link should preselect (never below the smallest top-up the payment screen accepts).
import { MIN_TOPUP } from "@/lib/payments/packages";

/** Coins the wallet lacks for the price; 0 when it holds enough. */
export function coinsShort(balance: number, price: number): number {
  return Math.max(0, price - balance);
}

/**
 * coinsShort at a payment's step. Once paid, the balance dropped by the price: what is left is no
 * longer compared with it (a warning would contradict the success). While paying, the same drop
 * can arrive before the payment's answer (the live counts push the new balance on commit), so a
 * payment in flight is not compared either; a refused one goes back to idle, and to comparing.
 */
export function coinsShortAt(
  step: "idle" | "processing" | "paid",
  wallet: { balance: number; price: number },
): number {
  return step === "idle" ? coinsShort(wallet.balance, wallet.price) : 0;
}

/**
 * `/wallet/add?amount=N`: the missing coins, at least the minimum. Add Coins reads N as coins
 * wanted and prices them in the buyer's currency (components/wallet/add-coins/top-up-selection.ts),
 * and once they are paid for goes back to `returnTo`, the payment page the link was on.
 */
export function addCoinsHref(shortBy: number, returnTo?: string): string {
  const href = `/wallet/add?amount=${Math.max(Math.ceil(shortBy), MIN_TOPUP)}`;
  return returnTo ? `${href}&returnTo=${encodeURIComponent(returnTo)}` : href;
}

export const INSUFFICIENT_BALANCE = "Insufficient Balance";
export const ADD_MORE_COINS = "Please add more coins to your wallet";
export const PAYMENT_SUCCESSFUL = "Payment Successful!";
export const PROCESSING_PAYMENT = "Processing Payment...";

/** docs/spec.md section 8: 'Payment Successful!' ('You have successfully booked {service}'). */
export function bookedDescription(service: string): string {
  return `You have successfully booked ${service}`;
}
