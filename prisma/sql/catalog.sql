-- ---------------------------------------------------------------------------------------------
-- The catalogue search's database functions and triggers as they are now: the source of truth.
-- prisma/migrations holds how the database got here (applied history, never rewritten); this file
-- is what it is. lib/server/db/catalog-sql.int.test.ts fails when the migrated database's
-- catalog_* functions or the triggers that run them differ from what this file creates.
--
-- To change one: edit it here, then `npm run db:new-migration -- <name>`, which writes this file
-- into the new migration when the migrations' functions or triggers differ from it (every
-- statement here is CREATE OR REPLACE, so the file runs again over an existing database; a
-- function or trigger removed from the file is dropped by the migration). A change of a
-- function's arguments or return type needs a DROP FUNCTION first, by hand in that migration.
--
-- Needs the extensions and tables of the migrations (pg_trgm, fuzzystrmatch; "Service",
-- "CatalogEntry", "SearchWord", "CatalogTally"). Runs the same on PostgreSQL and on PGlite. Which
-- field a document's word stands in is the catalogue's ranking (title A > tags B > organization C
-- > description D): modules/catalog/server/search/ranking.ts defines it, ranking.int.test.ts holds
-- catalog_search_doc and catalog_entry_doc to it. docs/decisions/catalogue-engine.md says why.
-- ---------------------------------------------------------------------------------------------

-- A service's search document: its words, weighted by where they stand (A title, B tags,
-- C organization name, D description), so a match can be ranked by field.
CREATE OR REPLACE FUNCTION catalog_search_doc(title text, tags text[], organization text, description text)
RETURNS tsvector LANGUAGE sql IMMUTABLE PARALLEL SAFE AS $$
  SELECT setweight(to_tsvector('simple'::regconfig, coalesce(title, '')), 'A')
      || setweight(to_tsvector('simple'::regconfig, coalesce(array_to_string(tags, ' '), '')), 'B')
      || setweight(to_tsvector('simple'::regconfig, coalesce(organization, '')), 'C')
      || setweight(to_tsvector('simple'::regconfig, coalesce(description, '')), 'D')
$$;

-- Adds a document's words to the dictionary. Shorter words are never widened by a typo (0 typos
-- up to 4 letters), so they are not needed there. Sorted, so two writers adding the same new
-- words take their insertion locks in one order and cannot deadlock.
CREATE OR REPLACE FUNCTION catalog_add_words(doc tsvector) RETURNS void LANGUAGE sql AS $$
  INSERT INTO "SearchWord" ("word", "length")
  SELECT w, char_length(w) FROM unnest(tsvector_to_array(doc)) AS w
  WHERE char_length(w) >= 4 ORDER BY w
  ON CONFLICT DO NOTHING
$$;

-- Whether an organization's services are listed (its account is not suspended), share-locking
-- the account's row: a suspension updates that row, so the tally written by a change to one of
-- its services and the tally written by the suspension (catalog_tally_account) serialize, and
-- each sees what the other committed.
CREATE OR REPLACE FUNCTION catalog_org_listed(org_id text) RETURNS boolean LANGUAGE plpgsql AS $$
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
CREATE OR REPLACE FUNCTION catalog_service_doc() RETURNS trigger LANGUAGE plpgsql AS $$
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
CREATE OR REPLACE FUNCTION catalog_service_added() RETURNS trigger LANGUAGE plpgsql AS $$
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
CREATE OR REPLACE FUNCTION catalog_service_removed() RETURNS trigger LANGUAGE plpgsql AS $$
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
CREATE OR REPLACE FUNCTION catalog_service_changed() RETURNS trigger LANGUAGE plpgsql AS $$
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
CREATE OR REPLACE FUNCTION catalog_tally_account() RETURNS trigger LANGUAGE plpgsql AS $$
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
CREATE OR REPLACE FUNCTION catalog_org_renamed() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  UPDATE "Service" s
     SET "searchDoc" = catalog_search_doc(s."title", s."tags", NEW."name", s."description")
   WHERE s."organizationId" = NEW."id";
  PERFORM catalog_add_words(to_tsvector('simple'::regconfig, NEW."name"));
  RETURN NULL;
END
$$;

-- AFTER INSERT, once per statement (a bulk insert is one statement): the listed new rows.
CREATE OR REPLACE FUNCTION catalog_entries_added() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  INSERT INTO "CatalogEntry" ("price", "bookingCount", "ratingSum", "reviewCount", "category",
                              "createdAt", "id", "organizationId", "searchDoc", "durationMs")
  SELECT a."price", a."bookingCount", a."ratingSum", a."reviewCount", a."category",
         a."createdAt", a."id", a."organizationId", catalog_entry_doc(a."searchDoc"),
         catalog_duration_ms(a."duration")
    FROM added a
   WHERE a."status" = 'active' AND a."deletedAt" IS NULL;
  RETURN NULL;
END
$$;

-- AFTER DELETE, once per statement.
CREATE OR REPLACE FUNCTION catalog_entries_removed() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  DELETE FROM "CatalogEntry" e USING removed r WHERE e."id" = r."id";
  RETURN NULL;
END
$$;

-- AFTER UPDATE of a copied column or of the listing state, per row: the row's copy written
-- again, or removed when the service stops being listed.
CREATE OR REPLACE FUNCTION catalog_entry_changed() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF NEW."id" IS DISTINCT FROM OLD."id" THEN
    DELETE FROM "CatalogEntry" WHERE "id" = OLD."id";
  END IF;
  IF NEW."status" = 'active' AND NEW."deletedAt" IS NULL THEN
    INSERT INTO "CatalogEntry" ("price", "bookingCount", "ratingSum", "reviewCount", "category",
                                "createdAt", "id", "organizationId", "searchDoc", "durationMs")
    VALUES (NEW."price", NEW."bookingCount", NEW."ratingSum", NEW."reviewCount", NEW."category",
            NEW."createdAt", NEW."id", NEW."organizationId", catalog_entry_doc(NEW."searchDoc"),
            catalog_duration_ms(NEW."duration"))
    ON CONFLICT ("id") DO UPDATE
      SET "price" = EXCLUDED."price", "bookingCount" = EXCLUDED."bookingCount",
          "ratingSum" = EXCLUDED."ratingSum", "reviewCount" = EXCLUDED."reviewCount",
          "category" = EXCLUDED."category", "createdAt" = EXCLUDED."createdAt",
          "organizationId" = EXCLUDED."organizationId", "searchDoc" = EXCLUDED."searchDoc",
          "durationMs" = EXCLUDED."durationMs";
  ELSE
    DELETE FROM "CatalogEntry" WHERE "id" = NEW."id";
  END IF;
  RETURN NULL;
END
$$;

-- A "CatalogEntry" document: the service's words without positions or weights, and beside each
-- a word naming its field ('~ayoga': "yoga" in the title; ~b tags, ~c organization, ~d
-- description), so that a match in one field is an index entry of its own with its own frequency
-- (modules/catalog/server/search/ranking.ts: fieldWord; tiers.ts reads the ranking tier by tier).
CREATE OR REPLACE FUNCTION catalog_entry_doc(doc tsvector) RETURNS tsvector
LANGUAGE sql IMMUTABLE PARALLEL SAFE AS $$
  SELECT strip(doc) || coalesce(array_to_tsvector(ARRAY(
    SELECT DISTINCT '~' || lower(w) || u."lexeme"
      FROM unnest(doc) AS u, unnest(u."weights") AS w)), ''::tsvector)
$$;

-- A service's duration text as a span in milliseconds, or NULL when it names none ("Per
-- session"): the first "<amount> [working] <unit>[s]" in it, as lib/bookings/expiry.ts's
-- durationMs reads it for a booking's due date (a month is 30 days). The catalogue's duration
-- filter compares this; duration-sql.int.test.ts holds the two readings together.
CREATE OR REPLACE FUNCTION catalog_duration_ms(duration text) RETURNS bigint
LANGUAGE sql IMMUTABLE PARALLEL SAFE AS $$
  SELECT nullif(round(
    CASE lower(m[1])
      WHEN 'a' THEN 1 WHEN 'an' THEN 1 WHEN 'one' THEN 1 WHEN 'two' THEN 2 WHEN 'three' THEN 3
      WHEN 'four' THEN 4 WHEN 'five' THEN 5 WHEN 'six' THEN 6 WHEN 'seven' THEN 7
      WHEN 'eight' THEN 8 WHEN 'nine' THEN 9 WHEN 'ten' THEN 10 WHEN 'twelve' THEN 12
      WHEN 'half' THEN 0.5 ELSE m[1]::numeric END
    * CASE lower(m[2])
      WHEN 'minute' THEN 60000 WHEN 'min' THEN 60000 WHEN 'hour' THEN 3600000
      WHEN 'hr' THEN 3600000 WHEN 'day' THEN 86400000 WHEN 'night' THEN 86400000
      WHEN 'week' THEN 604800000 WHEN 'month' THEN 2592000000 WHEN 'year' THEN 31536000000 END
  ), 0)::bigint
  FROM regexp_match(duration,
    '(\d+(?:\.\d+)?|a|an|one|two|three|four|five|six|seven|eight|nine|ten|twelve|half)[\s-]+(?:working\s+)?(minute|min|hour|hr|day|night|week|month|year)s?\M',
    'i') AS m
$$;

-- Whether a "CatalogEntry" row passes the catalogue's filters, each NULL when not asked: a price
-- range in coins; a least rating in tenths of a star, met when the rating the card shows (the
-- average rounded half up to one decimal) reaches it, so exactly when 20 * sum >= (2 * tenths
-- - 1) * reviews (the first test is what the rating index can seek to, and never excludes a row
-- the exact one keeps); and a range of durations in milliseconds (catalog_duration_ms). Written
-- so that the planner inlines it: with the bounds as constants, each is an index condition.
CREATE OR REPLACE FUNCTION catalog_filtered(
  price integer, rating_sum integer, review_count integer, duration_ms bigint,
  lowest integer, highest integer, least_rating integer, shortest bigint, longest bigint
) RETURNS boolean
LANGUAGE sql IMMUTABLE PARALLEL SAFE AS $$
  SELECT (lowest IS NULL OR price >= lowest)
     AND (highest IS NULL OR price <= highest)
     AND (least_rating IS NULL
          OR ((CASE WHEN review_count = 0 THEN 0 ELSE rating_sum::float8 / review_count END)
                >= (2 * least_rating - 1)::float8 / 20
              AND 20 * rating_sum::bigint >= (2 * least_rating - 1)::bigint * review_count))
     AND (shortest IS NULL OR duration_ms >= shortest)
     AND (longest IS NULL OR duration_ms <= longest)
$$;

-- A match's size up to a cap (modules/catalog/server/search/probe.ts): the services whose document
-- matches `query` (any service when NULL) in the chosen category (any when NULL) that pass the
-- filters (catalog_filtered). Run as a statement of its own, whose NULL arguments the planner
-- folds away, so that what is asked is an index condition. The SET keeps the planner from a
-- table scan that tests every row until it has `cap`: the indexes' bitmaps cost little for a
-- thousand rows.
CREATE OR REPLACE FUNCTION catalog_match_count(
  query tsquery, cap integer, suspended text[], chosen "ServiceCategory",
  lowest integer, highest integer, least_rating integer, shortest bigint, longest bigint
) RETURNS integer
LANGUAGE plpgsql STABLE PARALLEL SAFE
SET enable_seqscan = off
AS $$
DECLARE
  found integer;
BEGIN
  EXECUTE 'SELECT count(*)::integer FROM (
    SELECT 1 FROM "CatalogEntry" s
     WHERE ($1::tsquery IS NULL OR s."searchDoc" @@ $1) AND s."organizationId" <> ALL($3)
       AND ($4::"ServiceCategory" IS NULL OR s."category" = $4)
       AND catalog_filtered(s."price", s."ratingSum", s."reviewCount", s."durationMs",
                            $5, $6, $7, $8, $9)
     LIMIT $2) c'
    INTO found
    USING query, cap, suspended, chosen, lowest, highest, least_rating, shortest, longest;
  RETURN found;
END
$$;

-- ---------------------------------------------------------------------------------------------
-- The triggers that keep the documents, the dictionary, the tally and the entries in step with
-- the services, in the writer's transaction.
-- ---------------------------------------------------------------------------------------------
CREATE OR REPLACE TRIGGER "Service_search_doc"
  BEFORE INSERT OR UPDATE OF "title", "description", "tags", "organizationId" ON "Service"
  FOR EACH ROW EXECUTE FUNCTION catalog_service_doc();

CREATE OR REPLACE TRIGGER "Service_catalog_added"
  AFTER INSERT ON "Service" REFERENCING NEW TABLE AS added
  FOR EACH STATEMENT EXECUTE FUNCTION catalog_service_added();

CREATE OR REPLACE TRIGGER "Service_catalog_removed"
  AFTER DELETE ON "Service" REFERENCING OLD TABLE AS removed
  FOR EACH STATEMENT EXECUTE FUNCTION catalog_service_removed();

CREATE OR REPLACE TRIGGER "Service_catalog_changed"
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

CREATE OR REPLACE TRIGGER "User_catalog_tally"
  AFTER UPDATE OF "isActive" ON "User" FOR EACH ROW
  WHEN (OLD."isActive" IS DISTINCT FROM NEW."isActive")
  EXECUTE FUNCTION catalog_tally_account();

CREATE OR REPLACE TRIGGER "OrganizationProfile_search_doc"
  AFTER UPDATE OF "name" ON "OrganizationProfile" FOR EACH ROW
  WHEN (OLD."name" IS DISTINCT FROM NEW."name")
  EXECUTE FUNCTION catalog_org_renamed();

CREATE OR REPLACE TRIGGER "Service_catalog_entries_added"
  AFTER INSERT ON "Service" REFERENCING NEW TABLE AS added
  FOR EACH STATEMENT EXECUTE FUNCTION catalog_entries_added();

CREATE OR REPLACE TRIGGER "Service_catalog_entries_removed"
  AFTER DELETE ON "Service" REFERENCING OLD TABLE AS removed
  FOR EACH STATEMENT EXECUTE FUNCTION catalog_entries_removed();

CREATE OR REPLACE TRIGGER "Service_catalog_entry_changed"
  AFTER UPDATE ON "Service" FOR EACH ROW
  WHEN (OLD."id" IS DISTINCT FROM NEW."id"
     OR OLD."status" IS DISTINCT FROM NEW."status"
     OR OLD."deletedAt" IS DISTINCT FROM NEW."deletedAt"
     OR OLD."price" IS DISTINCT FROM NEW."price"
     OR OLD."bookingCount" IS DISTINCT FROM NEW."bookingCount"
     OR OLD."ratingSum" IS DISTINCT FROM NEW."ratingSum"
     OR OLD."reviewCount" IS DISTINCT FROM NEW."reviewCount"
     OR OLD."category" IS DISTINCT FROM NEW."category"
     OR OLD."createdAt" IS DISTINCT FROM NEW."createdAt"
     OR OLD."organizationId" IS DISTINCT FROM NEW."organizationId"
     OR OLD."searchDoc" IS DISTINCT FROM NEW."searchDoc"
     OR OLD."duration" IS DISTINCT FROM NEW."duration")
  EXECUTE FUNCTION catalog_entry_changed();
