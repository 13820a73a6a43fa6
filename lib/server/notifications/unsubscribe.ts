// The one-click unsubscribe of a mail (RFC 8058): its token turns one topic's mails to one account
// off, without a sign-in. The token is the whole authority (./unsubscribe-token.ts); all it can
// do is that one thing, so using it twice, or a mail provider's servers using it for its reader,
// is harmless. The product's notifications of the topic stay as they were.
import "server-only";
import { AppError } from "@/lib/errors/app-error";
import { INVALID_UNSUBSCRIBE_LINK } from "@/lib/notifications/notification-messages";
import { TOPIC_FACTS, type NotificationTopic } from "@/lib/notifications/topics";
import type { Unsubscribed } from "@/lib/schemas/notifications";
import { db } from "@/lib/server/db/client";
import { enforce } from "@/lib/server/rate-limit/rate-limit";
import { RULES } from "@/lib/server/rate-limit/rules";
import { readUnsubscribeToken, type UnsubscribeSubject } from "./unsubscribe-token";

function invalidLink(): AppError {
  return new AppError("invalid_action_code", INVALID_UNSUBSCRIBE_LINK);
}

/** "a***@example.com": enough for its owner to recognise, little for anyone else. */
function maskedEmail(email: string): string {
  const at = email.lastIndexOf("@");
  if (at < 1) return "***";
  return `${email[0]}***${email.slice(at)}`;
}

/** The token's subject, when it names an account that exists. */
async function subjectOf(token: string): Promise<(UnsubscribeSubject & { email: string }) | null> {
  const subject = readUnsubscribeToken(token);
  if (!subject) return null;
  const user = await db().user.findUnique({
    where: { id: subject.userId },
    select: { email: true },
  });
  return user ? { ...subject, email: user.email } : null;
}

/** What a link's token would stop, for the page that asks before it does; null when invalid. */
export async function describeUnsubscribe(
  token: string,
): Promise<{ topic: NotificationTopic; label: string; email: string } | null> {
  const subject = await subjectOf(token);
  if (!subject) return null;
  return {
    topic: subject.topic,
    label: TOPIC_FACTS[subject.topic].label,
    email: maskedEmail(subject.email),
  };
}

/** Turns the token's topic's mails off for its account (keeping the product's notifications). */
export async function unsubscribe(params: {
  token: string;
  address: string;
}): Promise<Unsubscribed> {
  await enforce(RULES.unsubscribePerAddress, params.address);
  const subject = await subjectOf(params.token);
  if (!subject) throw invalidLink();
  const { userId, topic } = subject;
  await db().notificationPreference.upsert({
    where: { userId_topic: { userId, topic } },
    create: { userId, topic, inApp: true, email: false },
    update: { email: false },
  });
  return { topic, label: TOPIC_FACTS[topic].label };
}
