-- CreateEnum
CREATE TYPE "NotificationTopic" AS ENUM ('bookings', 'disputes', 'messages', 'conversions', 'services', 'organization', 'reviews', 'payments', 'admin_queues');

-- AlterEnum
ALTER TYPE "MailStatus" ADD VALUE 'suppressed';

-- AlterTable
ALTER TABLE "Booking" ADD COLUMN     "answers" JSONB NOT NULL DEFAULT '[]';

-- AlterTable
ALTER TABLE "MailOutbox" ADD COLUMN     "unsubscribeUrl" TEXT;

-- AlterTable
ALTER TABLE "Service" ADD COLUMN     "questions" JSONB NOT NULL DEFAULT '[]';

-- CreateTable
CREATE TABLE "MessageMailWindow" (
    "bookingId" TEXT NOT NULL,
    "side" "BookingSide" NOT NULL,
    "dueAt" TIMESTAMP(3) NOT NULL,

    CONSTRAINT "MessageMailWindow_pkey" PRIMARY KEY ("bookingId","side")
);

-- CreateTable
CREATE TABLE "Notification" (
    "id" TEXT NOT NULL,
    "userId" TEXT NOT NULL,
    "topic" "NotificationTopic" NOT NULL,
    "event" TEXT NOT NULL,
    "text" TEXT NOT NULL,
    "href" TEXT NOT NULL,
    "readAt" TIMESTAMP(3),
    "createdAt" TIMESTAMP(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,

    CONSTRAINT "Notification_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "NotificationPreference" (
    "userId" TEXT NOT NULL,
    "topic" "NotificationTopic" NOT NULL,
    "inApp" BOOLEAN NOT NULL,
    "email" BOOLEAN NOT NULL,
    "updatedAt" TIMESTAMP(3) NOT NULL,

    CONSTRAINT "NotificationPreference_pkey" PRIMARY KEY ("userId","topic")
);

-- CreateIndex
CREATE INDEX "MessageMailWindow_dueAt_idx" ON "MessageMailWindow"("dueAt");

-- CreateIndex
CREATE INDEX "Notification_userId_createdAt_id_idx" ON "Notification"("userId", "createdAt" DESC, "id");

-- CreateIndex
CREATE INDEX "Notification_userId_readAt_idx" ON "Notification"("userId", "readAt");

-- AddForeignKey
ALTER TABLE "Notification" ADD CONSTRAINT "Notification_userId_fkey" FOREIGN KEY ("userId") REFERENCES "User"("id") ON DELETE RESTRICT ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "NotificationPreference" ADD CONSTRAINT "NotificationPreference_userId_fkey" FOREIGN KEY ("userId") REFERENCES "User"("id") ON DELETE RESTRICT ON UPDATE CASCADE;
