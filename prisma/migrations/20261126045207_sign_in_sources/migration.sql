-- Where each account has signed in with its password (client addresses and browsers' device ids):
-- the login and forgot-password limits never refuse a source listed here for what strangers
-- elsewhere did. Starts empty: each source becomes known at its next successful sign-in.

-- CreateEnum
CREATE TYPE "SignInSourceKind" AS ENUM ('address', 'device');

-- CreateTable
CREATE TABLE "SignInSource" (
    "userId" TEXT NOT NULL,
    "kind" "SignInSourceKind" NOT NULL,
    "key" TEXT NOT NULL,
    "createdAt" TIMESTAMP(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "lastSeenAt" TIMESTAMP(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,

    CONSTRAINT "SignInSource_pkey" PRIMARY KEY ("userId","kind","key")
);

-- AddForeignKey
ALTER TABLE "SignInSource" ADD CONSTRAINT "SignInSource_userId_fkey" FOREIGN KEY ("userId") REFERENCES "User"("id") ON DELETE CASCADE ON UPDATE CASCADE;
