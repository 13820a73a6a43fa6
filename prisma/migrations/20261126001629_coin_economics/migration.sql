-- Coin economics: one coin is worth one unit of the base currency (INR); other currencies go
-- through exchange rates; the platform keeps a commission on completed bookings and a fee on
-- conversions; bonus coins come from a promotions account, not from issuance.
-- History keeps its amounts: every existing order and conversion was priced 1 coin = 1 unit
-- (rate 1000000 millionths), and every existing booking was made without a commission.

-- Bookings: the commission fixed when booked.
ALTER TABLE "Booking" ADD COLUMN "commissionBps" INTEGER NOT NULL DEFAULT 0,
ADD COLUMN "commissionCoins" INTEGER NOT NULL DEFAULT 0;
ALTER TABLE "Booking" ADD CONSTRAINT "Booking_commission_range"
  CHECK ("commissionBps" BETWEEN 0 AND 10000 AND "commissionCoins" BETWEEN 0 AND "totalAmount");

-- Conversions: the fee, the rate and the payout in minor units, as quoted.
ALTER TABLE "ConversionRequest" DROP CONSTRAINT "ConversionRequest_amounts_positive";
ALTER TABLE "ConversionRequest" ADD COLUMN "feeCoins" INTEGER NOT NULL DEFAULT 0,
ADD COLUMN "payoutMinor" INTEGER,
ADD COLUMN "rateMicros" BIGINT NOT NULL DEFAULT 1000000;
UPDATE "ConversionRequest" SET "payoutMinor" = "convertedAmount" * 100;
ALTER TABLE "ConversionRequest" ALTER COLUMN "payoutMinor" SET NOT NULL;
ALTER TABLE "ConversionRequest" DROP COLUMN "convertedAmount";
ALTER TABLE "ConversionRequest" ADD CONSTRAINT "ConversionRequest_amounts_positive"
  CHECK ("amount" > 0 AND "feeCoins" >= 0 AND "feeCoins" < "amount" AND "payoutMinor" > 0
    AND "rateMicros" > 0);

-- Top-up orders: the price in minor units and the rate it was priced at.
ALTER TABLE "PaymentOrder" DROP CONSTRAINT "PaymentOrder_amounts_positive";
ALTER TABLE "PaymentOrder" ADD COLUMN "amountMinor" INTEGER,
ADD COLUMN "rateMicros" BIGINT NOT NULL DEFAULT 1000000;
UPDATE "PaymentOrder" SET "amountMinor" = "amount" * 100;
ALTER TABLE "PaymentOrder" ALTER COLUMN "amountMinor" SET NOT NULL;
ALTER TABLE "PaymentOrder" DROP COLUMN "amount";
ALTER TABLE "PaymentOrder" ADD CONSTRAINT "PaymentOrder_amounts_positive"
  CHECK ("amountMinor" > 0 AND "coins" > 0 AND "bonusCoins" >= 0 AND "rateMicros" > 0);

-- The platform's money rules, one row.
CREATE TABLE "PlatformSettings" (
    "id" INTEGER NOT NULL DEFAULT 1,
    "commissionBps" INTEGER NOT NULL DEFAULT 1500,
    "conversionFeeBps" INTEGER NOT NULL DEFAULT 0,
    "conversionFeeCoins" INTEGER NOT NULL DEFAULT 0,
    "fxFetchedAt" TIMESTAMP(3),
    "fxFailedAt" TIMESTAMP(3),
    "fxError" TEXT,
    "updatedById" TEXT,
    "updatedAt" TIMESTAMP(3) NOT NULL,

    CONSTRAINT "PlatformSettings_pkey" PRIMARY KEY ("id"),
    CONSTRAINT "PlatformSettings_one_row" CHECK ("id" = 1),
    CONSTRAINT "PlatformSettings_ranges" CHECK ("commissionBps" BETWEEN 0 AND 5000
      AND "conversionFeeBps" BETWEEN 0 AND 5000 AND "conversionFeeCoins" >= 0)
);
INSERT INTO "PlatformSettings" ("id", "updatedAt") VALUES (1, now());

-- Exchange rates: coins (rupees) per unit, in millionths; the base currency has no row.
CREATE TABLE "ExchangeRate" (
    "currency" "Currency" NOT NULL,
    "rateMicros" BIGINT NOT NULL,
    "source" TEXT NOT NULL,
    "updatedById" TEXT,
    "updatedAt" TIMESTAMP(3) NOT NULL,

    CONSTRAINT "ExchangeRate_pkey" PRIMARY KEY ("currency"),
    CONSTRAINT "ExchangeRate_not_base" CHECK ("currency" <> 'INR'),
    CONSTRAINT "ExchangeRate_positive" CHECK ("rateMicros" > 0)
);
INSERT INTO "ExchangeRate" ("currency", "rateMicros", "source", "updatedAt") VALUES
  ('USD', 88000000, 'default', now()),
  ('EUR', 102000000, 'default', now());

-- Promotions is negative like issuance (the source of every bonus coin); revenue is not.
ALTER TABLE "LedgerAccount" DROP CONSTRAINT "LedgerAccount_balance_non_negative";
ALTER TABLE "LedgerAccount" ADD CONSTRAINT "LedgerAccount_balance_non_negative"
  CHECK ("kind" IN ('platform_issuance', 'platform_promotions') OR "balance" >= 0);
INSERT INTO "LedgerAccount" ("id", "kind", "balance", "createdAt", "updatedAt") VALUES
  ('platform_promotions', 'platform_promotions', 0, now(), now()),
  ('platform_revenue', 'platform_revenue', 0, now(), now());

-- Bonus coins credited before this migration came from issuance with the paid coins. One
-- transfer (with its audit entry, as the ledger's writer would make) moves the bonus of every
-- order still paid onto promotions' books, so issuance counts paid coins only from now on.
-- (Refunded orders took their bonus back to issuance already: they net to nothing.)
WITH "bonus" AS (
  SELECT COALESCE(sum("bonusCoins"), 0)::bigint AS "coins" FROM "PaymentOrder" WHERE "status" = 'paid'
), "moved" AS (
  INSERT INTO "LedgerTransfer" ("id", "debitAccountId", "creditAccountId", "amount", "kind",
    "idempotencyKey", "memo", "createdAt")
  SELECT gen_random_uuid()::text, 'platform_promotions', 'platform_issuance', "coins",
    'bonus_reclassification', 'bonus_reclassification:coin_economics',
    'Bonus coins issued before the promotions account existed', now()
  FROM "bonus" WHERE "coins" > 0
  RETURNING "id", "amount"
), "audited" AS (
  INSERT INTO "AuditLog" ("id", "action", "entityType", "entityId", "after", "createdAt")
  SELECT gen_random_uuid()::text, 'ledger.bonus_reclassification', 'ledger_transfer', "id",
    jsonb_build_object('amount', "amount", 'debitAccountId', 'platform_promotions',
      'creditAccountId', 'platform_issuance'), now()
  FROM "moved"
), "debited" AS (
  UPDATE "LedgerAccount" SET "balance" = "balance" - (SELECT "amount" FROM "moved"), "updatedAt" = now()
  WHERE "id" = 'platform_promotions' AND EXISTS (SELECT 1 FROM "moved")
)
UPDATE "LedgerAccount" SET "balance" = "balance" + (SELECT "amount" FROM "moved"), "updatedAt" = now()
WHERE "id" = 'platform_issuance' AND EXISTS (SELECT 1 FROM "moved");
