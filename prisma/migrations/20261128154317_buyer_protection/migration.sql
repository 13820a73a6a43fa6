-- Buyer protection (docs/features.md, Bookings): deliveries the customer accepts, requests to
-- cancel, disputes, earnings that clear, chargebacks and payouts that are confirmed.

CREATE TYPE "BookingRefundReason" AS ENUM ('not_delivered', 'cancel_request', 'dispute');
CREATE TYPE "BookingCompletion" AS ENUM ('accepted', 'acceptance_window', 'dispute');
CREATE TYPE "DisputeReason" AS ENUM ('not_delivered', 'not_as_described', 'quality', 'other');
CREATE TYPE "DisputeStatus" AS ENUM ('awaiting_organization', 'awaiting_customer', 'awaiting_admin', 'resolved');
CREATE TYPE "DisputeOutcome" AS ENUM ('release', 'refund', 'split');
CREATE TYPE "ChargebackStatus" AS ENUM ('open', 'won', 'lost');
CREATE TYPE "PayoutProvider" AS ENUM ('test', 'razorpayx', 'manual');

-- Conversions: "approved" meant paid; an approved conversion is now processing until its payout
-- is confirmed. Those approved before are recorded as paid when they were approved.
CREATE TYPE "ConversionStatus_new" AS ENUM ('pending', 'processing', 'paid', 'failed', 'rejected', 'cancelled');
ALTER TABLE "ConversionRequest" ALTER COLUMN "status" DROP DEFAULT;
ALTER TABLE "ConversionRequest" ALTER COLUMN "status" TYPE "ConversionStatus_new"
  USING (CASE WHEN "status"::text = 'approved' THEN 'paid' ELSE "status"::text END)::"ConversionStatus_new";
ALTER TYPE "ConversionStatus" RENAME TO "ConversionStatus_old";
ALTER TYPE "ConversionStatus_new" RENAME TO "ConversionStatus";
DROP TYPE "ConversionStatus_old";
ALTER TABLE "ConversionRequest" ALTER COLUMN "status" SET DEFAULT 'pending';
ALTER TABLE "ConversionRequest" ADD COLUMN "failedAt" TIMESTAMP(3),
ADD COLUMN "failureReason" TEXT,
ADD COLUMN "paidAt" TIMESTAMP(3),
ADD COLUMN "payoutId" TEXT,
ADD COLUMN "payoutProvider" "PayoutProvider",
ADD COLUMN "payoutReference" TEXT;
UPDATE "ConversionRequest" SET "paidAt" = "processedAt", "payoutProvider" = 'manual'
  WHERE "status" = 'paid';
CREATE UNIQUE INDEX "ConversionRequest_payoutId_key" ON "ConversionRequest"("payoutId");

-- Bookings: the expiry becomes the due date of the delivery. A booking with no end in its
-- duration gets the default due date (30 days) from now, so none is refunded by this change.
ALTER TABLE "Booking" RENAME COLUMN "expiresAt" TO "dueAt";
UPDATE "Booking" SET "dueAt" = GREATEST("createdAt", now()) + interval '30 days' WHERE "dueAt" IS NULL;
ALTER TABLE "Booking" ALTER COLUMN "dueAt" SET NOT NULL;
ALTER TABLE "Booking" ADD COLUMN "acceptBy" TIMESTAMP(3),
ADD COLUMN "acceptRemindedAt" TIMESTAMP(3),
ADD COLUMN "cancelDeclineReason" TEXT,
ADD COLUMN "cancelDeclinedAt" TIMESTAMP(3),
ADD COLUMN "cancelRequestReason" TEXT,
ADD COLUMN "cancelRequestedAt" TIMESTAMP(3),
ADD COLUMN "completion" "BookingCompletion",
ADD COLUMN "deliveredAt" TIMESTAMP(3),
ADD COLUMN "deliveryFiles" TEXT[] NOT NULL DEFAULT ARRAY[]::TEXT[],
ADD COLUMN "deliveryMessage" TEXT,
ADD COLUMN "refundReason" "BookingRefundReason",
ADD COLUMN "refundedCoins" INTEGER NOT NULL DEFAULT 0;
ALTER TABLE "Booking" ADD CONSTRAINT "Booking_refunded_range"
  CHECK ("refundedCoins" BETWEEN 0 AND "totalAmount");
CREATE INDEX "Booking_status_dueAt_idx" ON "Booking"("status", "dueAt");
CREATE INDEX "Booking_status_acceptBy_idx" ON "Booking"("status", "acceptBy");

ALTER TABLE "PlatformSettings" ADD COLUMN "acceptanceDays" INTEGER NOT NULL DEFAULT 3,
ADD COLUMN "clearingDays" INTEGER NOT NULL DEFAULT 7,
ADD COLUMN "defaultDueDays" INTEGER NOT NULL DEFAULT 30,
ADD COLUMN "disputeResponseDays" INTEGER NOT NULL DEFAULT 3;
ALTER TABLE "PlatformSettings" ADD CONSTRAINT "PlatformSettings_protection_ranges"
  CHECK ("acceptanceDays" BETWEEN 1 AND 14 AND "defaultDueDays" BETWEEN 1 AND 365
    AND "disputeResponseDays" BETWEEN 1 AND 14 AND "clearingDays" BETWEEN 0 AND 30);

CREATE TABLE "Dispute" (
    "id" TEXT NOT NULL,
    "bookingId" TEXT NOT NULL,
    "reason" "DisputeReason" NOT NULL,
    "statement" TEXT NOT NULL,
    "files" TEXT[] NOT NULL DEFAULT ARRAY[]::TEXT[],
    "status" "DisputeStatus" NOT NULL DEFAULT 'awaiting_organization',
    "respondBy" TIMESTAMP(3) NOT NULL,
    "orgStatement" TEXT,
    "orgFiles" TEXT[] NOT NULL DEFAULT ARRAY[]::TEXT[],
    "orgRespondedAt" TIMESTAMP(3),
    "offerCoins" INTEGER,
    "offeredAt" TIMESTAMP(3),
    "escalatedAt" TIMESTAMP(3),
    "outcome" "DisputeOutcome",
    "refundCoins" INTEGER,
    "resolvedBy" TEXT,
    "decisionNote" TEXT,
    "decidedById" TEXT,
    "resolvedAt" TIMESTAMP(3),
    "createdAt" TIMESTAMP(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "updatedAt" TIMESTAMP(3) NOT NULL,

    CONSTRAINT "Dispute_pkey" PRIMARY KEY ("id"),
    CONSTRAINT "Dispute_amounts" CHECK (("offerCoins" IS NULL OR "offerCoins" > 0)
      AND ("refundCoins" IS NULL OR "refundCoins" >= 0))
);
CREATE UNIQUE INDEX "Dispute_bookingId_key" ON "Dispute"("bookingId");
CREATE INDEX "Dispute_status_createdAt_idx" ON "Dispute"("status", "createdAt");
CREATE INDEX "Dispute_status_respondBy_idx" ON "Dispute"("status", "respondBy");
ALTER TABLE "Dispute" ADD CONSTRAINT "Dispute_bookingId_fkey" FOREIGN KEY ("bookingId") REFERENCES "Booking"("id") ON DELETE RESTRICT ON UPDATE CASCADE;

CREATE TABLE "EarningsClearance" (
    "bookingId" TEXT NOT NULL,
    "organizationId" TEXT NOT NULL,
    "coins" INTEGER NOT NULL,
    "clearsAt" TIMESTAMP(3) NOT NULL,
    "clearedAt" TIMESTAMP(3),
    "createdAt" TIMESTAMP(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,

    CONSTRAINT "EarningsClearance_pkey" PRIMARY KEY ("bookingId"),
    CONSTRAINT "EarningsClearance_coins_positive" CHECK ("coins" > 0)
);
CREATE INDEX "EarningsClearance_clearedAt_clearsAt_idx" ON "EarningsClearance"("clearedAt", "clearsAt");
CREATE INDEX "EarningsClearance_organizationId_clearedAt_clearsAt_idx" ON "EarningsClearance"("organizationId", "clearedAt", "clearsAt");
ALTER TABLE "EarningsClearance" ADD CONSTRAINT "EarningsClearance_bookingId_fkey" FOREIGN KEY ("bookingId") REFERENCES "Booking"("id") ON DELETE RESTRICT ON UPDATE CASCADE;

CREATE TABLE "Chargeback" (
    "id" TEXT NOT NULL,
    "paymentOrderId" TEXT NOT NULL,
    "providerDisputeId" TEXT NOT NULL,
    "amountMinor" INTEGER NOT NULL,
    "status" "ChargebackStatus" NOT NULL DEFAULT 'open',
    "phase" TEXT,
    "reasonCode" TEXT,
    "respondBy" TIMESTAMP(3),
    "heldCoins" INTEGER NOT NULL DEFAULT 0,
    "debtCoins" INTEGER NOT NULL DEFAULT 0,
    "createdAt" TIMESTAMP(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "updatedAt" TIMESTAMP(3) NOT NULL,
    "decidedAt" TIMESTAMP(3),

    CONSTRAINT "Chargeback_pkey" PRIMARY KEY ("id"),
    CONSTRAINT "Chargeback_amounts" CHECK ("amountMinor" > 0 AND "heldCoins" >= 0 AND "debtCoins" >= 0)
);
CREATE UNIQUE INDEX "Chargeback_providerDisputeId_key" ON "Chargeback"("providerDisputeId");
CREATE INDEX "Chargeback_status_respondBy_idx" ON "Chargeback"("status", "respondBy");
CREATE INDEX "Chargeback_paymentOrderId_idx" ON "Chargeback"("paymentOrderId");
ALTER TABLE "Chargeback" ADD CONSTRAINT "Chargeback_paymentOrderId_fkey" FOREIGN KEY ("paymentOrderId") REFERENCES "PaymentOrder"("id") ON DELETE RESTRICT ON UPDATE CASCADE;

-- The ledger: a chargeback's hold account; an organization's clearing account; a wallet's debt
-- account, the one owned account allowed below zero (minus what it owes), never above it.
ALTER TABLE "LedgerAccount" ADD COLUMN "chargebackId" TEXT;
CREATE UNIQUE INDEX "LedgerAccount_chargebackId_key" ON "LedgerAccount"("chargebackId");
ALTER TABLE "LedgerAccount" ADD CONSTRAINT "LedgerAccount_chargebackId_fkey" FOREIGN KEY ("chargebackId") REFERENCES "Chargeback"("id") ON DELETE SET NULL ON UPDATE CASCADE;
ALTER TABLE "LedgerAccount" DROP CONSTRAINT "LedgerAccount_balance_non_negative";
ALTER TABLE "LedgerAccount" ADD CONSTRAINT "LedgerAccount_balance_non_negative"
  CHECK ("kind" IN ('platform_issuance', 'platform_promotions', 'wallet_debt') OR "balance" >= 0);
ALTER TABLE "LedgerAccount" ADD CONSTRAINT "LedgerAccount_debt_non_positive"
  CHECK ("kind" <> 'wallet_debt' OR "balance" <= 0);
ALTER TABLE "LedgerAccount" DROP CONSTRAINT "LedgerAccount_owner_matches_kind";
ALTER TABLE "LedgerAccount" ADD CONSTRAINT "LedgerAccount_owner_matches_kind" CHECK (
  CASE
    WHEN "kind" IN ('user_wallet', 'org_earnings', 'org_clearing', 'wallet_debt') THEN
      "userId" IS NOT NULL AND "bookingId" IS NULL AND "conversionRequestId" IS NULL AND "chargebackId" IS NULL
    WHEN "kind" = 'booking_escrow' THEN
      "bookingId" IS NOT NULL AND "userId" IS NULL AND "conversionRequestId" IS NULL AND "chargebackId" IS NULL
    WHEN "kind" = 'conversion_hold' THEN
      "conversionRequestId" IS NOT NULL AND "userId" IS NULL AND "bookingId" IS NULL AND "chargebackId" IS NULL
    WHEN "kind" = 'chargeback_hold' THEN
      "chargebackId" IS NOT NULL AND "userId" IS NULL AND "bookingId" IS NULL AND "conversionRequestId" IS NULL
    ELSE "userId" IS NULL AND "bookingId" IS NULL AND "conversionRequestId" IS NULL AND "chargebackId" IS NULL
  END
);
