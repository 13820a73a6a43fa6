// Plain values of the admin-payments validation (statuses, limits, messages), apart from its zod
// schemas so that screens can import them without bringing the schema library to the browser.
export const PAYMENT_ORDER_STATUSES = [
  "created",
  "paid",
  "failed",
  "refund_pending",
  "refunded",
] as const;
export type PaymentOrderStatusName = (typeof PAYMENT_ORDER_STATUSES)[number];

export const PAYMENT_STATUS_FILTERS = ["all", ...PAYMENT_ORDER_STATUSES] as const;
export type PaymentStatusFilter = (typeof PAYMENT_STATUS_FILTERS)[number];

export const PAYMENT_SEARCH_MAX = 254;

/** What a test-mode chargeback does: open a dispute, or open (unless one is open) and decide it. */
export const SIMULATED_CHARGEBACK_OUTCOMES = ["open", "won", "lost"] as const;
export type SimulatedChargebackOutcome = (typeof SIMULATED_CHARGEBACK_OUTCOMES)[number];
