-- AlterTable
ALTER TABLE "User" ADD COLUMN     "signInCount" INTEGER NOT NULL DEFAULT 0;

-- Accounts that already hold a session or an API token have signed in before: they are greeted
-- as returning users, not as first-timers.
UPDATE "User" SET "signInCount" = 1
WHERE EXISTS (SELECT 1 FROM "Session" WHERE "Session"."userId" = "User"."id")
   OR EXISTS (SELECT 1 FROM "ApiToken" WHERE "ApiToken"."userId" = "User"."id");
