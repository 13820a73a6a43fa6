-- Money under moving rates: an exchange spread and a bound on each rate change in the settings,
-- unpaid orders whose price expires, and why a captured payment was refunded instead of credited.

CREATE TYPE "UncreditedReason" AS ENUM ('second_payment', 'expired_order');

ALTER TABLE "DuplicatePayment" ADD COLUMN "reason" "UncreditedReason" NOT NULL DEFAULT 'second_payment';

-- Orders made before prices expired hold for the same 30 minutes from when they were made.
ALTER TABLE "PaymentOrder" ADD COLUMN "expiresAt" TIMESTAMP(3);
UPDATE "PaymentOrder" SET "expiresAt" = "createdAt" + INTERVAL '30 minutes';
ALTER TABLE "PaymentOrder" ALTER COLUMN "expiresAt" SET NOT NULL;

ALTER TABLE "PlatformSettings" ADD COLUMN "fxSpreadBps" INTEGER NOT NULL DEFAULT 200,
ADD COLUMN "maxRateMoveBps" INTEGER NOT NULL DEFAULT 400;
ALTER TABLE "PlatformSettings" ADD CONSTRAINT "PlatformSettings_rate_ranges"
  CHECK ("fxSpreadBps" BETWEEN 0 AND 1000 AND "maxRateMoveBps" BETWEEN 50 AND 2000);
