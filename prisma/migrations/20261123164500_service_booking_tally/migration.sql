-- CreateTable
CREATE TABLE "ServiceBookingTally" (
    "bookingId" TEXT NOT NULL,
    "serviceId" TEXT NOT NULL,
    "createdAt" TIMESTAMP(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,

    CONSTRAINT "ServiceBookingTally_pkey" PRIMARY KEY ("bookingId")
);
