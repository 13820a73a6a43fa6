-- CreateEnum
CREATE TYPE "PayoutMethod" AS ENUM ('bank_account', 'upi', 'iban', 'us_account');

-- AlterEnum
ALTER TYPE "ConversionStatus" ADD VALUE 'cancelled';

-- AlterEnum
ALTER TYPE "LedgerTransferKind" ADD VALUE 'conversion_cancel';

-- AlterTable
ALTER TABLE "ConversionRequest" ADD COLUMN     "payoutMasked" TEXT,
ADD COLUMN     "payoutMethod" "PayoutMethod",
ADD COLUMN     "payoutSealed" TEXT;

-- AlterTable
ALTER TABLE "OrganizationProfile" ADD COLUMN     "contactEmail" TEXT,
ADD COLUMN     "logoUrl" TEXT;

-- CreateTable
CREATE TABLE "PayoutAccount" (
    "id" TEXT NOT NULL,
    "organizationId" TEXT NOT NULL,
    "currency" "Currency" NOT NULL,
    "method" "PayoutMethod" NOT NULL,
    "holderName" TEXT NOT NULL,
    "detailsSealed" TEXT NOT NULL,
    "masked" TEXT NOT NULL,
    "createdAt" TIMESTAMP(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "updatedAt" TIMESTAMP(3) NOT NULL,

    CONSTRAINT "PayoutAccount_pkey" PRIMARY KEY ("id")
);

-- CreateIndex
CREATE UNIQUE INDEX "PayoutAccount_organizationId_currency_key" ON "PayoutAccount"("organizationId", "currency");

-- AddForeignKey
ALTER TABLE "PayoutAccount" ADD CONSTRAINT "PayoutAccount_organizationId_fkey" FOREIGN KEY ("organizationId") REFERENCES "OrganizationProfile"("id") ON DELETE CASCADE ON UPDATE CASCADE;
