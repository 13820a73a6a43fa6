-- AlterTable
ALTER TABLE "ServiceBookingTally" DROP CONSTRAINT "ServiceBookingTally_pkey",
ADD COLUMN     "delta" INTEGER NOT NULL DEFAULT 1,
ADD CONSTRAINT "ServiceBookingTally_pkey" PRIMARY KEY ("bookingId", "delta");

-- A tally is one booking made (+1) or cancelled (-1).
ALTER TABLE "ServiceBookingTally" ADD CONSTRAINT "ServiceBookingTally_delta_check" CHECK ("delta" IN (1, -1));

-- bookingCount counted every booking ever made; it now counts those not cancelled. Fold the
-- tallies still waiting (each a booking made), then take every cancelled booking off its count.
-- Counters written without bookings (the bulk catalogue seed) keep their value.
WITH "folded" AS (
  DELETE FROM "ServiceBookingTally" RETURNING "serviceId"
), "perService" AS (
  SELECT "serviceId", count(*)::int AS "bookings" FROM "folded" GROUP BY "serviceId"
)
UPDATE "Service" s SET "bookingCount" = s."bookingCount" + p."bookings"
FROM "perService" p WHERE s."id" = p."serviceId";

UPDATE "Service" s SET "bookingCount" = greatest(0, s."bookingCount" - c."cancelled")
FROM (
  SELECT "serviceId", count(*)::int AS "cancelled" FROM "Booking"
  WHERE "status" = 'cancelled' GROUP BY "serviceId"
) c
WHERE s."id" = c."serviceId";
