-- ---------------------------------------------------------------------------------------------
-- Written by hand (no change to schema.prisma): the catalogue search's count of a match, up to a
-- cap (lib/server/catalog/search/probe.ts: exact figures up to 1,000 matches).
--
-- Why a function: the count wants the search index's bitmap of the match (a word or field match
-- needs no second look at the row, so a thousand rows cost little), but with a LIMIT the planner
-- prefers a plain scan of the table that tests every row's document until it has enough: at a
-- match of 6% of the catalogue, 16,000 documents tested for 1,001 found. The function's SET
-- keeps the table scan out of this one statement only.
-- ---------------------------------------------------------------------------------------------

CREATE FUNCTION catalog_match_count(
  query tsquery, cap integer, suspended text[], chosen "ServiceCategory"
) RETURNS integer
LANGUAGE sql STABLE PARALLEL SAFE
SET enable_seqscan = off
AS $$
  SELECT count(*)::integer FROM (
    SELECT 1 FROM "CatalogEntry" s
     WHERE s."searchDoc" @@ query AND s."organizationId" <> ALL(suspended)
       AND (chosen IS NULL OR s."category" = chosen)
     LIMIT cap) c
$$;
