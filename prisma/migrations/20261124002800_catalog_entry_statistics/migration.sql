-- Written by hand (no change to schema.prisma): more statistics on the catalogue search's
-- documents. A large search reads its relevance page tier by tier (lib/server/catalog/search/
-- tiers.ts), and the planner chooses per tier between walking the popularity index (a large
-- tier) and fetching from the search index (a small one) by the words' frequencies. With the
-- default target (100) the statistics keep about 1,000 words; any other word is guessed at 0.5%
-- of the table, so at 1,000,000 services a word no organization name holds ('~cpython') was
-- walked across the whole index to find nothing (25 s). At 1000 they keep about 10,000 (every
-- word of the bulk catalogue in every field) and the guess for the rest falls with them.
ALTER TABLE "CatalogEntry" ALTER COLUMN "searchDoc" SET STATISTICS 1000;
