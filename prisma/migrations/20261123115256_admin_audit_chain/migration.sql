-- AlterTable
ALTER TABLE "AuditLog" ADD COLUMN     "actorRole" TEXT,
ADD COLUMN     "after" JSONB,
ADD COLUMN     "before" JSONB,
ADD COLUMN     "hash" TEXT,
ADD COLUMN     "prevHash" TEXT,
ADD COLUMN     "requestId" TEXT,
ADD COLUMN     "seq" BIGINT;

-- AlterTable
ALTER TABLE "User" ADD COLUMN     "suspendedAt" TIMESTAMP(3),
ADD COLUMN     "suspendedReason" TEXT;

-- CreateTable
CREATE TABLE "HealthSample" (
    "id" TEXT NOT NULL,
    "checkedAt" TIMESTAMP(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "healthy" BOOLEAN NOT NULL,
    "databaseMs" INTEGER,

    CONSTRAINT "HealthSample_pkey" PRIMARY KEY ("id")
);

-- CreateIndex
CREATE INDEX "HealthSample_checkedAt_idx" ON "HealthSample"("checkedAt");

-- CreateIndex
CREATE UNIQUE INDEX "AuditLog_seq_key" ON "AuditLog"("seq");

-- CreateIndex
CREATE INDEX "AuditLog_action_createdAt_idx" ON "AuditLog"("action", "createdAt");

-- CreateIndex
CREATE INDEX "User_name_trgm_idx" ON "User" USING GIN ("name" gin_trgm_ops);

-- CreateIndex
CREATE INDEX "User_email_trgm_idx" ON "User" USING GIN ("email" gin_trgm_ops);

-- The audit log is append-only: an entry is never changed or removed. The one update allowed
-- is the sealer's, once per entry: giving an unsealed entry its place in the chain (seq,
-- prevHash, hash) without touching anything else. Whoever bypasses this (a superuser disabling
-- the trigger) still cannot alter a sealed entry unseen: the hash chain shows the first broken
-- link (npm run audit:verify).
CREATE FUNCTION "audit_log_append_only"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP = 'UPDATE'
     AND OLD."seq" IS NULL AND OLD."hash" IS NULL AND OLD."prevHash" IS NULL
     AND NEW."seq" IS NOT NULL AND NEW."hash" IS NOT NULL
     AND (NEW."id", NEW."actorId", NEW."actorRole", NEW."action", NEW."entityType",
          NEW."entityId", NEW."before", NEW."after", NEW."data", NEW."ip", NEW."requestId",
          NEW."createdAt")
         IS NOT DISTINCT FROM
         (OLD."id", OLD."actorId", OLD."actorRole", OLD."action", OLD."entityType",
          OLD."entityId", OLD."before", OLD."after", OLD."data", OLD."ip", OLD."requestId",
          OLD."createdAt")
  THEN
    RETURN NEW;
  END IF;
  RAISE EXCEPTION 'The audit log is append-only: % is not allowed', TG_OP
    USING ERRCODE = 'insufficient_privilege';
END;
$$;

CREATE TRIGGER "AuditLog_append_only_rows"
  BEFORE UPDATE OR DELETE ON "AuditLog"
  FOR EACH ROW EXECUTE FUNCTION "audit_log_append_only"();

CREATE TRIGGER "AuditLog_append_only_truncate"
  BEFORE TRUNCATE ON "AuditLog"
  FOR EACH STATEMENT EXECUTE FUNCTION "audit_log_append_only"();
