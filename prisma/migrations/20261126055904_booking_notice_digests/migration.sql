-- CreateTable
CREATE TABLE "BookingMailWindow" (
    "serviceId" TEXT NOT NULL,
    "endsAt" TIMESTAMP(3) NOT NULL,

    CONSTRAINT "BookingMailWindow_pkey" PRIMARY KEY ("serviceId")
);

-- CreateTable
CREATE TABLE "BookingNotice" (
    "id" TEXT NOT NULL,
    "serviceId" TEXT NOT NULL,
    "to" TEXT NOT NULL,
    "event" TEXT NOT NULL,
    "reference" TEXT NOT NULL,
    "serviceTitle" TEXT NOT NULL,
    "customerName" TEXT NOT NULL,
    "coins" INTEGER NOT NULL,
    "createdAt" TIMESTAMP(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "dueAt" TIMESTAMP(3) NOT NULL,

    CONSTRAINT "BookingNotice_pkey" PRIMARY KEY ("id")
);

-- CreateIndex
CREATE INDEX "BookingNotice_dueAt_idx" ON "BookingNotice"("dueAt");
