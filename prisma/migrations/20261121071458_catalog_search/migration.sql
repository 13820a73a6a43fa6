-- Trigram matching for typo-tolerant catalogue search (contrib on PostgreSQL; PGlite loads it
-- from @electric-sql/pglite/contrib/pg_trgm).
CREATE EXTENSION IF NOT EXISTS pg_trgm;

-- CreateIndex
CREATE INDEX "Service_title_trgm_idx" ON "Service" USING GIN ("title" gin_trgm_ops);

-- CreateIndex
CREATE INDEX "Service_description_trgm_idx" ON "Service" USING GIN ("description" gin_trgm_ops);
