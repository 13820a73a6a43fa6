-- The ledger's new accounts and movements for coin economics. On their own: PostgreSQL cannot use
-- an enum value in the transaction that adds it, and the next migration (coin_economics) does.

ALTER TYPE "LedgerAccountKind" ADD VALUE 'platform_promotions';
ALTER TYPE "LedgerAccountKind" ADD VALUE 'platform_revenue';

ALTER TYPE "LedgerTransferKind" ADD VALUE 'topup_bonus';
ALTER TYPE "LedgerTransferKind" ADD VALUE 'topup_bonus_refund';
ALTER TYPE "LedgerTransferKind" ADD VALUE 'topup_bonus_refund_reversal';
ALTER TYPE "LedgerTransferKind" ADD VALUE 'booking_commission';
ALTER TYPE "LedgerTransferKind" ADD VALUE 'conversion_fee';
ALTER TYPE "LedgerTransferKind" ADD VALUE 'bonus_reclassification';
