// One line of a wallet's history, as the API answers it and the wallet page shows it.
/** The ledger's movements that touch a wallet (lib/server/ledger/flows.ts). */
export const WALLET_ENTRY_KINDS = [
  "topup",
  "topup_bonus",
  "topup_refund",
  "topup_bonus_refund",
  "topup_refund_reversal",
  "topup_bonus_refund_reversal",
  "booking",
  "booking_cancel",
  "booking_partial_refund",
  "chargeback_hold",
  "chargeback_release",
  "chargeback_recovery",
  "debt_repayment",
] as const;
export type WalletEntryKind = (typeof WALLET_ENTRY_KINDS)[number];

export interface WalletEntry {
  id: string;
  kind: WalletEntryKind;
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
  /** Coins the wallet owes after a lost card dispute (0 when none). */
  debtCoins: number;
  transactions: WalletEntry[];
  nextCursor: string | null;
}

export interface Page<T> {
  items: T[];
  nextCursor: string | null;
}

/** The wallet kind of a ledger movement, or null for one that never touches a wallet. */
export function walletEntryKindOf(kind: string): WalletEntryKind | null {
  return WALLET_ENTRY_KINDS.find((walletKind) => walletKind === kind) ?? null;
}
