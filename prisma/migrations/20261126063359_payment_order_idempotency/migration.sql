-- Top-up orders honour an Idempotency-Key: the key (scoped to the user) and the request it was
-- first used for, so a repeat answers the same order and another request with it is refused.

-- AlterTable
ALTER TABLE "PaymentOrder" ADD COLUMN     "idempotencyKey" TEXT,
ADD COLUMN     "request" JSONB;

-- CreateIndex
CREATE UNIQUE INDEX "PaymentOrder_idempotencyKey_key" ON "PaymentOrder"("idempotencyKey");
