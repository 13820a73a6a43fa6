-- ---------------------------------------------------------------------------------------------
-- Written by hand (no change to schema.prisma): the catalogue search's sample of services
-- (lib/server/catalog/search/probe.ts), by rows instead of by pages.
--
-- Why: TABLESAMPLE SYSTEM takes whole pages, and a page holds neighbouring rows, which are alike
-- (one organization's services, written together). At 1,000,000 services the ~2,000 sampled
-- rows came from about 230 pages, and a match of 0.7% met a handful of organizations: averages
-- 83% off and counts 36% off. The sample is now the listed services with the lowest hashes of
-- their ids: a fixed pseudo-random choice of rows spread over the whole table, the same ones on
-- every call (the same search, the same answer), read in this index's order up to the sample's
-- size.
-- ---------------------------------------------------------------------------------------------

CREATE INDEX "CatalogEntry_sample_idx" ON "CatalogEntry" (hashtext("id"));
