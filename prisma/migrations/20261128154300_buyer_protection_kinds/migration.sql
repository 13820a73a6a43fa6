-- The enum values buyer protection needs, on their own: PostgreSQL cannot use an enum value in the
-- transaction that adds it, and the next migration (buyer_protection) does.

ALTER TYPE "BookingStatus" ADD VALUE 'delivered';
ALTER TYPE "BookingStatus" ADD VALUE 'disputed';

ALTER TYPE "LedgerAccountKind" ADD VALUE 'org_clearing';
ALTER TYPE "LedgerAccountKind" ADD VALUE 'chargeback_hold';
ALTER TYPE "LedgerAccountKind" ADD VALUE 'wallet_debt';

ALTER TYPE "LedgerTransferKind" ADD VALUE 'booking_partial_refund';
ALTER TYPE "LedgerTransferKind" ADD VALUE 'earnings_clear';
ALTER TYPE "LedgerTransferKind" ADD VALUE 'chargeback_hold';
ALTER TYPE "LedgerTransferKind" ADD VALUE 'chargeback_release';
ALTER TYPE "LedgerTransferKind" ADD VALUE 'chargeback_recovery';
ALTER TYPE "LedgerTransferKind" ADD VALUE 'chargeback_debt';
ALTER TYPE "LedgerTransferKind" ADD VALUE 'debt_repayment';
