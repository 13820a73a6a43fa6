-- A service without reviews is new, not rated 4.5 (docs/features.md): the catalogue's rating order
-- places it after every rated service. Unrated rows sort as 0, below any average (1 to 5); the
-- keyset's expression (lib/server/catalog/search/keyset.ts) is the same, so these indexes serve it.
-- The expression indexes live here only: prisma/schema.prisma cannot state them.
DROP INDEX IF EXISTS "Service_live_rating_idx";
CREATE INDEX "Service_live_rating_idx" ON "Service" (
  (CASE WHEN "reviewCount" = 0 THEN 0 ELSE "ratingSum"::float8 / "reviewCount" END) DESC,
  "reviewCount" DESC, "id")
  WHERE "status" = 'active' AND "deletedAt" IS NULL;

DROP INDEX IF EXISTS "CatalogEntry_rating_idx";
CREATE INDEX "CatalogEntry_rating_idx" ON "CatalogEntry" (
  (CASE WHEN "reviewCount" = 0 THEN 0 ELSE "ratingSum"::float8 / "reviewCount" END) DESC,
  "reviewCount" DESC, "id");
