-- DropIndex
DROP INDEX "Service_description_trgm_idx";

-- DropIndex
DROP INDEX "Service_tags_idx";

-- AlterTable
ALTER TABLE "Service" ADD COLUMN     "searchDoc" tsvector;

-- CreateTable
CREATE TABLE "SearchWord" (
    "word" TEXT NOT NULL,
    "length" INTEGER NOT NULL,

    CONSTRAINT "SearchWord_pkey" PRIMARY KEY ("word")
);

-- CreateTable
CREATE TABLE "CatalogTally" (
    "id" BIGSERIAL NOT NULL,
    "category" "ServiceCategory" NOT NULL,
    "services" INTEGER NOT NULL,
    "bookings" BIGINT NOT NULL,
    "ratingSum" BIGINT NOT NULL,
    "reviews" BIGINT NOT NULL,
    "priceSum" BIGINT NOT NULL,

    CONSTRAINT "CatalogTally_pkey" PRIMARY KEY ("id")
);

-- CreateIndex
CREATE INDEX "SearchWord_length_idx" ON "SearchWord"("length");

-- CreateIndex
CREATE INDEX "Service_searchDoc_idx" ON "Service" USING GIN ("searchDoc");

-- ---------------------------------------------------------------------------------------------
-- Written by hand: the catalogue search engine (lib/server/catalog/search). Everything below
-- runs the same on PostgreSQL and on PGlite (whose contrib ships both extensions).
-- ---------------------------------------------------------------------------------------------
CREATE EXTENSION IF NOT EXISTS pg_trgm;
-- levenshtein_less_equal(): the cheap first cut of a typed word's typo candidates.
CREATE EXTENSION IF NOT EXISTS fuzzystrmatch;

-- A service's search document: its words, weighted by where they stand (A title, B tags,
-- C organization name, D description), so a match can be ranked by field.
CREATE FUNCTION catalog_search_doc(title text, tags text[], organization text, description text)
RETURNS tsvector LANGUAGE sql IMMUTABLE PARALLEL SAFE AS $$
  SELECT setweight(to_tsvector('simple'::regconfig, coalesce(title, '')), 'A')
      || setweight(to_tsvector('simple'::regconfig, coalesce(array_to_string(tags, ' '), '')), 'B')
      || setweight(to_tsvector('simple'::regconfig, coalesce(organization, '')), 'C')
      || setweight(to_tsvector('simple'::regconfig, coalesce(description, '')), 'D')
$$;

-- Adds a document's words to the dictionary. Shorter words are never widened by a typo (0 typos
-- up to 4 letters), so they are not needed there. Sorted, so two writers adding the same new
-- words take their insertion locks in one order and cannot deadlock.
CREATE FUNCTION catalog_add_words(doc tsvector) RETURNS void LANGUAGE sql AS $$
  INSERT INTO "SearchWord" ("word", "length")
  SELECT w, char_length(w) FROM unnest(tsvector_to_array(doc)) AS w
  WHERE char_length(w) >= 4 ORDER BY w
  ON CONFLICT DO NOTHING
$$;

-- Whether an organization's services are listed (its account is not suspended), share-locking
-- the account's row: a suspension updates that row, so the tally written by a change to one of
-- its services and the tally written by the suspension (catalog_tally_account) serialize, and
-- each sees what the other committed.
CREATE FUNCTION catalog_org_listed(org_id text) RETURNS boolean LANGUAGE plpgsql AS $$
DECLARE
  listed boolean;
BEGIN
  SELECT u."isActive" INTO listed
    FROM "OrganizationProfile" o JOIN "User" u ON u."id" = o."userId"
    WHERE o."id" = org_id
    FOR SHARE OF u;
  RETURN coalesce(listed, false);
END
$$;

-- BEFORE INSERT / UPDATE OF its text: the row's document, from its own columns and its
-- organization's name. An update adds the new words to the dictionary here; inserts add theirs
-- per statement (catalog_service_added), which is what makes a bulk insert cheap.
CREATE FUNCTION catalog_service_doc() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  NEW."searchDoc" := catalog_search_doc(NEW."title", NEW."tags",
    (SELECT o."name" FROM "OrganizationProfile" o WHERE o."id" = NEW."organizationId"),
    NEW."description");
  IF TG_OP = 'UPDATE' THEN
    PERFORM catalog_add_words(NEW."searchDoc");
  END IF;
  RETURN NEW;
END
$$;

-- AFTER INSERT, once per statement: the new rows' words into the dictionary and the listed
-- ones into the tally, one tally row per category.
CREATE FUNCTION catalog_service_added() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  INSERT INTO "SearchWord" ("word", "length")
  SELECT DISTINCT w, char_length(w) FROM added a, unnest(tsvector_to_array(a."searchDoc")) AS w
  WHERE char_length(w) >= 4 ORDER BY 1
  ON CONFLICT DO NOTHING;
  PERFORM 1 FROM "User" u JOIN "OrganizationProfile" o ON o."userId" = u."id"
    WHERE o."id" IN (SELECT DISTINCT a."organizationId" FROM added a)
    ORDER BY u."id" FOR SHARE OF u;
  INSERT INTO "CatalogTally" ("category", "services", "bookings", "ratingSum", "reviews", "priceSum")
  SELECT a."category", count(*), sum(a."bookingCount"), sum(a."ratingSum"), sum(a."reviewCount"),
         sum(a."price")
    FROM added a
    JOIN "OrganizationProfile" o ON o."id" = a."organizationId"
    JOIN "User" u ON u."id" = o."userId"
    WHERE a."status" = 'active' AND a."deletedAt" IS NULL AND u."isActive"
    GROUP BY a."category";
  RETURN NULL;
END
$$;

-- AFTER DELETE, once per statement: the listed rows leave the tally.
CREATE FUNCTION catalog_service_removed() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM 1 FROM "User" u JOIN "OrganizationProfile" o ON o."userId" = u."id"
    WHERE o."id" IN (SELECT DISTINCT r."organizationId" FROM removed r)
    ORDER BY u."id" FOR SHARE OF u;
  INSERT INTO "CatalogTally" ("category", "services", "bookings", "ratingSum", "reviews", "priceSum")
  SELECT r."category", -count(*), -sum(r."bookingCount"), -sum(r."ratingSum"),
         -sum(r."reviewCount"), -sum(r."price")
    FROM removed r
    JOIN "OrganizationProfile" o ON o."id" = r."organizationId"
    JOIN "User" u ON u."id" = o."userId"
    WHERE r."status" = 'active' AND r."deletedAt" IS NULL AND u."isActive"
    GROUP BY r."category";
  RETURN NULL;
END
$$;

-- AFTER UPDATE of a counted column, per row: the old row's share out of the tally, the new
-- row's in (one row when both are listed in the same category). Append-only: no row that every
-- booking of a category would have to lock.
CREATE FUNCTION catalog_service_changed() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  old_org boolean := catalog_org_listed(OLD."organizationId");
  new_org boolean := CASE WHEN NEW."organizationId" = OLD."organizationId" THEN old_org
                          ELSE catalog_org_listed(NEW."organizationId") END;
  old_listed boolean := OLD."status" = 'active' AND OLD."deletedAt" IS NULL AND old_org;
  new_listed boolean := NEW."status" = 'active' AND NEW."deletedAt" IS NULL AND new_org;
BEGIN
  IF old_listed AND new_listed AND OLD."category" = NEW."category" THEN
    INSERT INTO "CatalogTally" ("category", "services", "bookings", "ratingSum", "reviews", "priceSum")
    VALUES (NEW."category", 0, NEW."bookingCount" - OLD."bookingCount",
            NEW."ratingSum" - OLD."ratingSum", NEW."reviewCount" - OLD."reviewCount",
            NEW."price" - OLD."price");
  ELSE
    IF old_listed THEN
      INSERT INTO "CatalogTally" ("category", "services", "bookings", "ratingSum", "reviews", "priceSum")
      VALUES (OLD."category", -1, -OLD."bookingCount", -OLD."ratingSum", -OLD."reviewCount", -OLD."price");
    END IF;
    IF new_listed THEN
      INSERT INTO "CatalogTally" ("category", "services", "bookings", "ratingSum", "reviews", "priceSum")
      VALUES (NEW."category", 1, NEW."bookingCount", NEW."ratingSum", NEW."reviewCount", NEW."price");
    END IF;
  END IF;
  RETURN NULL;
END
$$;

-- AFTER an organization account's suspension or reactivation: its listed services leave or
-- rejoin the tally. Runs after the account row is updated, so a concurrent change to one of its
-- services (share-locking that row) has committed and is seen, or waits and sees it suspended.
CREATE FUNCTION catalog_tally_account() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  sign integer := CASE WHEN NEW."isActive" THEN 1 ELSE -1 END;
BEGIN
  INSERT INTO "CatalogTally" ("category", "services", "bookings", "ratingSum", "reviews", "priceSum")
  SELECT s."category", sign * count(*), sign * sum(s."bookingCount"), sign * sum(s."ratingSum"),
         sign * sum(s."reviewCount"), sign * sum(s."price")
    FROM "Service" s JOIN "OrganizationProfile" o ON o."id" = s."organizationId"
    WHERE o."userId" = NEW."id" AND s."status" = 'active' AND s."deletedAt" IS NULL
    GROUP BY s."category";
  RETURN NULL;
END
$$;

-- AFTER an organization's rename: its services' documents carry the new name.
CREATE FUNCTION catalog_org_renamed() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  UPDATE "Service" s
     SET "searchDoc" = catalog_search_doc(s."title", s."tags", NEW."name", s."description")
   WHERE s."organizationId" = NEW."id";
  PERFORM catalog_add_words(to_tsvector('simple'::regconfig, NEW."name"));
  RETURN NULL;
END
$$;

-- The existing rows, before the triggers take over.
UPDATE "Service" s
   SET "searchDoc" = catalog_search_doc(s."title", s."tags", o."name", s."description")
  FROM "OrganizationProfile" o
 WHERE o."id" = s."organizationId";
INSERT INTO "SearchWord" ("word", "length")
SELECT DISTINCT w, char_length(w) FROM "Service" s, unnest(tsvector_to_array(s."searchDoc")) AS w
WHERE char_length(w) >= 4;
INSERT INTO "CatalogTally" ("category", "services", "bookings", "ratingSum", "reviews", "priceSum")
SELECT s."category", count(*), sum(s."bookingCount"), sum(s."ratingSum"), sum(s."reviewCount"),
       sum(s."price")
  FROM "Service" s
  JOIN "OrganizationProfile" o ON o."id" = s."organizationId"
  JOIN "User" u ON u."id" = o."userId"
 WHERE s."status" = 'active' AND s."deletedAt" IS NULL AND u."isActive"
 GROUP BY s."category";

CREATE TRIGGER "Service_search_doc"
  BEFORE INSERT OR UPDATE OF "title", "description", "tags", "organizationId" ON "Service"
  FOR EACH ROW EXECUTE FUNCTION catalog_service_doc();
CREATE TRIGGER "Service_catalog_added"
  AFTER INSERT ON "Service" REFERENCING NEW TABLE AS added
  FOR EACH STATEMENT EXECUTE FUNCTION catalog_service_added();
CREATE TRIGGER "Service_catalog_removed"
  AFTER DELETE ON "Service" REFERENCING OLD TABLE AS removed
  FOR EACH STATEMENT EXECUTE FUNCTION catalog_service_removed();
CREATE TRIGGER "Service_catalog_changed"
  AFTER UPDATE ON "Service" FOR EACH ROW
  WHEN (OLD."status" IS DISTINCT FROM NEW."status"
     OR OLD."deletedAt" IS DISTINCT FROM NEW."deletedAt"
     OR OLD."category" IS DISTINCT FROM NEW."category"
     OR OLD."organizationId" IS DISTINCT FROM NEW."organizationId"
     OR OLD."price" IS DISTINCT FROM NEW."price"
     OR OLD."bookingCount" IS DISTINCT FROM NEW."bookingCount"
     OR OLD."ratingSum" IS DISTINCT FROM NEW."ratingSum"
     OR OLD."reviewCount" IS DISTINCT FROM NEW."reviewCount")
  EXECUTE FUNCTION catalog_service_changed();
CREATE TRIGGER "User_catalog_tally"
  AFTER UPDATE OF "isActive" ON "User" FOR EACH ROW
  WHEN (OLD."isActive" IS DISTINCT FROM NEW."isActive")
  EXECUTE FUNCTION catalog_tally_account();
CREATE TRIGGER "OrganizationProfile_search_doc"
  AFTER UPDATE OF "name" ON "OrganizationProfile" FOR EACH ROW
  WHEN (OLD."name" IS DISTINCT FROM NEW."name")
  EXECUTE FUNCTION catalog_org_renamed();

-- The unfiltered catalogue's pages in each order, walked in index order and cut at the page:
-- listed services only (the suspended organizations' few are skipped on the way).
CREATE INDEX "Service_live_popular_idx" ON "Service" ("bookingCount" DESC, "createdAt" DESC, "id")
  WHERE "status" = 'active' AND "deletedAt" IS NULL;
CREATE INDEX "Service_live_price_idx" ON "Service" ("price", "id")
  WHERE "status" = 'active' AND "deletedAt" IS NULL;
CREATE INDEX "Service_live_rating_idx" ON "Service" (
  (CASE WHEN "reviewCount" = 0 THEN 4.5 ELSE "ratingSum"::float8 / "reviewCount" END) DESC,
  "reviewCount" DESC, "id")
  WHERE "status" = 'active' AND "deletedAt" IS NULL;
CREATE INDEX "Service_live_newest_idx" ON "Service" ("createdAt" DESC, "id")
  WHERE "status" = 'active' AND "deletedAt" IS NULL;
