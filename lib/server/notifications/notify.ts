// Telling people what happened in the product: a Notification row per recipient, written in the
// transaction of the change it tells of (so it exists exactly when the change was committed),
// unless the recipient turned the topic off in the product. Mail is decided apart, per mail, by
// the outbox (lib/server/mail/outbox.ts) from the same preferences.
import "server-only";
import type { NotificationTopic } from "@/lib/notifications/topics";
import type { Tx } from "@/lib/server/ledger/types";
import { signalLive } from "@/lib/server/live/signal";

export interface NotificationInput {
  userId: string;
  topic: NotificationTopic;
  /** What happened, e.g. "booking_made". */
  event: string;
  /** The sentence shown, in the product's words. */
  text: string;
  /** The site path of what it is about. */
  href: string;
}

/** Writes the notifications their recipients want in the product, and signals their streams. */
export async function notify(tx: Tx, notifications: readonly NotificationInput[]): Promise<void> {
  if (notifications.length === 0) return;
  const muted = await tx.notificationPreference.findMany({
    where: {
      inApp: false,
      OR: notifications.map(({ userId, topic }) => ({ userId, topic })),
    },
    select: { userId: true, topic: true },
  });
  const isMuted = new Set(muted.map((row) => `${row.userId}:${row.topic}`));
  const wanted = notifications.filter((note) => !isMuted.has(`${note.userId}:${note.topic}`));
  if (wanted.length === 0) return;
  await tx.notification.createMany({ data: wanted.map((note) => ({ ...note })) });
  await signalLive(tx, { users: wanted.map((note) => note.userId) });
}

/** Tells every active admin of a new item in their queues (admin_queues). */
export async function notifyAdmins(
  tx: Tx,
  notice: Omit<NotificationInput, "userId" | "topic">,
): Promise<void> {
  const admins = await tx.user.findMany({
    where: { role: "admin", isActive: true },
    select: { id: true },
  });
  await notify(
    tx,
    admins.map((admin) => ({ ...notice, userId: admin.id, topic: "admin_queues" as const })),
  );
  // The queue counts changed for every admin, even one who muted the topic.
  await signalLive(tx, { admins: true });
}
