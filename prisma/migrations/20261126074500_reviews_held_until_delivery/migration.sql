-- A review is public only once its booking is delivered (completed); one written before that is
-- held until then. Reviews of still-active bookings that the old code counted leave their
-- services' aggregates now, exactly their ratings (services whose counters were written directly,
-- such as the bulk catalogue's, keep the rest); completing the booking adds them back.
WITH held AS (
  SELECT r."serviceId", r."rating"
  FROM "Review" r
  JOIN "Booking" b ON b."id" = r."bookingId"
  WHERE b."status" = 'active' AND r."withdrawnAt" IS NULL
), totals AS (
  SELECT "serviceId", sum("rating")::int AS "ratingSum", count(*)::int AS "reviewCount"
  FROM held GROUP BY "serviceId"
)
UPDATE "Service" s
SET "ratingSum" = GREATEST(s."ratingSum" - t."ratingSum", 0),
    "reviewCount" = GREATEST(s."reviewCount" - t."reviewCount", 0)
FROM totals t
WHERE s."id" = t."serviceId";
