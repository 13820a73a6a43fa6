// The payment providers an order can be taken by, and the checkout's payment methods: the values
// the API answers and the document lists.

/** Razorpay in production; our own simulated checkout in test mode. */
export const PAYMENT_PROVIDERS = ["razorpay", "simulated"] as const;
export type PaymentProviderName = (typeof PAYMENT_PROVIDERS)[number];

/** Every method a region's checkout may offer (lib/money/currencies.ts says which where). */
export const CHECKOUT_METHODS = ["upi", "card", "netbanking", "wallet"] as const;
export type CheckoutMethod = (typeof CHECKOUT_METHODS)[number];

/** The method a stored or sent name stands for, or null when the checkout has no such method. */
export function checkoutMethodOf(name: string): CheckoutMethod | null {
  return CHECKOUT_METHODS.find((method) => method === name) ?? null;
}
