-- AlterEnum
ALTER TYPE "LedgerTransferKind" ADD VALUE 'topup_refund_reversal';

-- AlterEnum
ALTER TYPE "PaymentOrderStatus" ADD VALUE 'refund_pending';
