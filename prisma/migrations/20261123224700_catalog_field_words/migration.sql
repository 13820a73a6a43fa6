-- ---------------------------------------------------------------------------------------------
-- Written by hand (no change to schema.prisma's tables): the catalogue search's copy of each
-- document names its fields in its words instead of in weights, and "CatalogEntry" gets an
-- index per order of the catalogue.
--
-- Why: a search engine keeps a posting list per field; a tsquery weight (yoga:A) is checked
-- against the row, after the index, and the planner's statistics ignore it. With a word per
-- field ('~ayoga': "yoga" in the title; ~b tags, ~c organization, ~d description) beside the
-- plain words, "yoga in a title" is its own index entry with its own frequency: the search can
-- fetch the best-ranked services tier by tier (exact title matches first, by popularity) and
-- the planner knows which tiers are small enough to fetch from the index and which are large
-- enough to walk in popularity order and cut at the page (lib/server/catalog/search/tiers.ts).
-- A typed word is letters and digits, so no typed word or prefix ever matches a '~' word.
-- The plain words lose their positions and weights (nothing reads them here: phrase search is
-- not offered); the row still grows, from about 600 to 940 bytes at 100,000 bulk services.
-- ---------------------------------------------------------------------------------------------

CREATE FUNCTION catalog_entry_doc(doc tsvector) RETURNS tsvector
LANGUAGE sql IMMUTABLE PARALLEL SAFE AS $$
  SELECT strip(doc) || coalesce(array_to_tsvector(ARRAY(
    SELECT DISTINCT '~' || lower(w) || u."lexeme"
      FROM unnest(doc) AS u, unnest(u."weights") AS w)), ''::tsvector)
$$;

CREATE OR REPLACE FUNCTION catalog_entries_added() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  INSERT INTO "CatalogEntry" ("price", "bookingCount", "ratingSum", "reviewCount", "category",
                              "createdAt", "id", "organizationId", "searchDoc")
  SELECT a."price", a."bookingCount", a."ratingSum", a."reviewCount", a."category",
         a."createdAt", a."id", a."organizationId", catalog_entry_doc(a."searchDoc")
    FROM added a
   WHERE a."status" = 'active' AND a."deletedAt" IS NULL;
  RETURN NULL;
END
$$;

CREATE OR REPLACE FUNCTION catalog_entry_changed() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF NEW."id" IS DISTINCT FROM OLD."id" THEN
    DELETE FROM "CatalogEntry" WHERE "id" = OLD."id";
  END IF;
  IF NEW."status" = 'active' AND NEW."deletedAt" IS NULL THEN
    INSERT INTO "CatalogEntry" ("price", "bookingCount", "ratingSum", "reviewCount", "category",
                                "createdAt", "id", "organizationId", "searchDoc")
    VALUES (NEW."price", NEW."bookingCount", NEW."ratingSum", NEW."reviewCount", NEW."category",
            NEW."createdAt", NEW."id", NEW."organizationId", catalog_entry_doc(NEW."searchDoc"))
    ON CONFLICT ("id") DO UPDATE
      SET "price" = EXCLUDED."price", "bookingCount" = EXCLUDED."bookingCount",
          "ratingSum" = EXCLUDED."ratingSum", "reviewCount" = EXCLUDED."reviewCount",
          "category" = EXCLUDED."category", "createdAt" = EXCLUDED."createdAt",
          "organizationId" = EXCLUDED."organizationId", "searchDoc" = EXCLUDED."searchDoc";
  ELSE
    DELETE FROM "CatalogEntry" WHERE "id" = NEW."id";
  END IF;
  RETURN NULL;
END
$$;

UPDATE "CatalogEntry" e SET "searchDoc" = catalog_entry_doc(s."searchDoc")
  FROM "Service" s WHERE s."id" = e."id";

-- The catalogue's orders over the entries: a search whose match is large walks one of these
-- with the match as a filter and stops at the page (lib/server/catalog/search/large.ts).
CREATE INDEX "CatalogEntry_popular_idx" ON "CatalogEntry" ("bookingCount" DESC, "createdAt" DESC, "id");
CREATE INDEX "CatalogEntry_price_idx" ON "CatalogEntry" ("price", "id");
CREATE INDEX "CatalogEntry_rating_idx" ON "CatalogEntry" (
  (CASE WHEN "reviewCount" = 0 THEN 4.5 ELSE "ratingSum"::float8 / "reviewCount" END) DESC,
  "reviewCount" DESC, "id");
CREATE INDEX "CatalogEntry_newest_idx" ON "CatalogEntry" ("createdAt" DESC, "id");
