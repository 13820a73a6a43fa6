// A person's choices per topic, in the product and by mail, as /settings shows and changes them.
// A topic never changed has no row: it is on both ways.
import "server-only";
import type { Role } from "@/lib/auth/roles";
import { AppError } from "@/lib/errors/app-error";
import {
  SECURITY_MAILS_ALWAYS_SENT,
  topicNotYours,
} from "@/lib/notifications/notification-messages";
import { TOPIC_FACTS, topicsFor } from "@/lib/notifications/topics";
import type { NotificationPreferences } from "@/lib/schemas/notifications";
import { db } from "@/lib/server/db/client";
import type { Tx } from "@/lib/server/ledger/types";
import type { NotificationPreferenceInput } from "@/lib/validations/notifications";

interface Account {
  userId: string;
  role: Role;
}

async function readPreferences(
  tx: Tx,
  { userId, role }: Account,
): Promise<NotificationPreferences> {
  const rows = await tx.notificationPreference.findMany({
    where: { userId },
    select: { topic: true, inApp: true, email: true },
  });
  const chosen = new Map(rows.map((row) => [row.topic, row]));
  return {
    topics: topicsFor(role).map((topic) => ({
      topic,
      label: TOPIC_FACTS[topic].label,
      description: TOPIC_FACTS[topic].description,
      inApp: chosen.get(topic)?.inApp ?? true,
      email: chosen.get(topic)?.email ?? true,
    })),
    alwaysSent: SECURITY_MAILS_ALWAYS_SENT,
  };
}

/** The caller's preferences for the topics its role receives, in the settings' order. */
export async function notificationPreferences(account: Account): Promise<NotificationPreferences> {
  return readPreferences(db(), account);
}

/** Sets one topic's two switches; a topic the caller's role never receives is a 422. */
export async function setNotificationPreference(
  params: Account & { input: NotificationPreferenceInput },
): Promise<NotificationPreferences> {
  const { userId, role, input } = params;
  if (!topicsFor(role).includes(input.topic)) {
    const message = topicNotYours(input.topic);
    throw new AppError("validation_failed", message, { issues: [{ path: "topic", message }] });
  }
  const { topic, inApp, email } = input;
  await db().notificationPreference.upsert({
    where: { userId_topic: { userId, topic } },
    create: { userId, topic, inApp, email },
    update: { inApp, email },
  });
  return readPreferences(db(), { userId, role });
}
