-- Written by hand (Prisma cannot declare a partial index, and leaves these alone): the
-- unfiltered catalogue within one category, by popularity and by price, and that category's
-- lowest and highest price, walked in index order from the category's first entry instead of
-- through every other category's entries (a cheap category was 20,000 entries into the price
-- index at 100,000 services).
CREATE INDEX "Service_live_category_popular_idx" ON "Service" ("category", "bookingCount" DESC, "createdAt" DESC, "id")
  WHERE "status" = 'active' AND "deletedAt" IS NULL;
CREATE INDEX "Service_live_category_price_idx" ON "Service" ("category", "price", "id")
  WHERE "status" = 'active' AND "deletedAt" IS NULL;
