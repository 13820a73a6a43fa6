-- CreateEnum
CREATE TYPE "ServiceChangeStatus" AS ENUM ('pending', 'changes_requested', 'approved', 'rejected', 'withdrawn');

-- AlterEnum
-- This migration adds more than one value to an enum.
-- With PostgreSQL versions 11 and earlier, this is not possible
-- in a single migration. This can be worked around by creating
-- multiple migrations, each migration adding only one value to
-- the enum.


ALTER TYPE "ServiceStatus" ADD VALUE 'changes_requested';
ALTER TYPE "ServiceStatus" ADD VALUE 'rejected';

-- AlterTable
ALTER TABLE "Service" ADD COLUMN     "approvedAt" TIMESTAMP(3),
ADD COLUMN     "moderationNote" TEXT,
ADD COLUMN     "submittedAt" TIMESTAMP(3);

-- CreateTable
CREATE TABLE "ServiceChange" (
    "id" TEXT NOT NULL,
    "serviceId" TEXT NOT NULL,
    "proposed" JSONB NOT NULL,
    "status" "ServiceChangeStatus" NOT NULL DEFAULT 'pending',
    "note" TEXT,
    "openSlot" TEXT,
    "decidedById" TEXT,
    "decidedAt" TIMESTAMP(3),
    "createdAt" TIMESTAMP(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "updatedAt" TIMESTAMP(3) NOT NULL,

    CONSTRAINT "ServiceChange_pkey" PRIMARY KEY ("id")
);

-- CreateIndex
CREATE UNIQUE INDEX "ServiceChange_openSlot_key" ON "ServiceChange"("openSlot");

-- CreateIndex
CREATE INDEX "ServiceChange_status_createdAt_idx" ON "ServiceChange"("status", "createdAt");

-- CreateIndex
CREATE INDEX "ServiceChange_serviceId_createdAt_idx" ON "ServiceChange"("serviceId", "createdAt");

-- AddForeignKey
ALTER TABLE "ServiceChange" ADD CONSTRAINT "ServiceChange_serviceId_fkey" FOREIGN KEY ("serviceId") REFERENCES "Service"("id") ON DELETE RESTRICT ON UPDATE CASCADE;

-- Services listed before moderation existed were approved when they were created.
UPDATE "Service" SET "approvedAt" = "createdAt" WHERE "status" IN ('active', 'inactive');
