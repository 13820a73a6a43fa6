// One line of a wallet's history, as the API answers it and the wallet page shows it.
export type WalletEntryKind =
  | "topup"
  | "topup_bonus"
  | "topup_refund"
  | "topup_bonus_refund"
  | "topup_refund_reversal"
  | "topup_bonus_refund_reversal"
  | "booking"
  | "booking_cancel";

export interface WalletEntry {
  id: string;
  kind: WalletEntryKind | string;
  /** Coins in (+) or out (-) of the wallet. */
  amount: number;
  createdAt: string;
  description: string;
  /** Our payment order id, for receipts of top-ups. */
  paymentOrderId: string | null;
  /** The provider's order and payment ids, or the booking reference. */
  reference: string | null;
}

/** GET payments.wallet: the balance and a page of movements, newest first. */
export interface Wallet {
  balance: number;
  transactions: WalletEntry[];
  nextCursor: string | null;
}

export interface Page<T> {
  items: T[];
  nextCursor: string | null;
}
