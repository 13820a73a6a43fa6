-- CreateEnum
CREATE TYPE "DuplicatePaymentStatus" AS ENUM ('refund_pending', 'refunded', 'refund_failed');

-- CreateTable
CREATE TABLE "DuplicatePayment" (
    "id" TEXT NOT NULL,
    "paymentOrderId" TEXT NOT NULL,
    "providerPaymentId" TEXT NOT NULL,
    "amountMinor" INTEGER NOT NULL,
    "currency" "Currency" NOT NULL,
    "status" "DuplicatePaymentStatus" NOT NULL DEFAULT 'refund_pending',
    "providerRefundId" TEXT,
    "failureReason" TEXT,
    "createdAt" TIMESTAMP(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "refundedAt" TIMESTAMP(3),

    CONSTRAINT "DuplicatePayment_pkey" PRIMARY KEY ("id")
);

-- CreateIndex
CREATE UNIQUE INDEX "DuplicatePayment_providerPaymentId_key" ON "DuplicatePayment"("providerPaymentId");

-- CreateIndex
CREATE UNIQUE INDEX "DuplicatePayment_providerRefundId_key" ON "DuplicatePayment"("providerRefundId");

-- CreateIndex
CREATE INDEX "DuplicatePayment_status_createdAt_idx" ON "DuplicatePayment"("status", "createdAt");

-- AddForeignKey
ALTER TABLE "DuplicatePayment" ADD CONSTRAINT "DuplicatePayment_paymentOrderId_fkey" FOREIGN KEY ("paymentOrderId") REFERENCES "PaymentOrder"("id") ON DELETE RESTRICT ON UPDATE CASCADE;
