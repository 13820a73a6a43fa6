-- AlterTable
ALTER TABLE "Review" ADD COLUMN     "withdrawnAt" TIMESTAMP(3);

-- Reviews of bookings cancelled before this migration stop counting: mark them withdrawn and take
-- exactly their ratings out of their services' aggregates (services whose counters were written
-- directly, such as the bulk catalogue's, keep the rest).
WITH withdrawn AS (
  UPDATE "Review" r SET "withdrawnAt" = COALESCE(b."cancelledAt", CURRENT_TIMESTAMP)
  FROM "Booking" b
  WHERE b."id" = r."bookingId" AND b."status" = 'cancelled' AND r."withdrawnAt" IS NULL
  RETURNING r."serviceId", r."rating"
), totals AS (
  SELECT "serviceId", sum("rating")::int AS "ratingSum", count(*)::int AS "reviewCount"
  FROM withdrawn GROUP BY "serviceId"
)
UPDATE "Service" s
SET "ratingSum" = GREATEST(s."ratingSum" - t."ratingSum", 0),
    "reviewCount" = GREATEST(s."reviewCount" - t."reviewCount", 0)
FROM totals t
WHERE s."id" = t."serviceId";
