// The token of a mail's unsubscribe link: it names one account and one topic, and carries an
// HMAC-SHA256 of both under a key derived from AUTH_SECRET for this purpose alone (the HKDF of
// lib/server/crypto/sealed-box.ts), so nobody without the server's secret can make one for
// another account or topic. It never expires (a mail may be read months later) because all it
// can do is turn that topic's mails off.
// Format: base64url("<userId>.<topic>") + "." + base64url(signature).
import "server-only";
import { createHmac, timingSafeEqual } from "node:crypto";
import { env } from "@/lib/env";
import { NOTIFICATION_TOPICS, type NotificationTopic } from "@/lib/notifications/topics";
import { sealingKey } from "@/lib/server/crypto/sealed-box";

export interface UnsubscribeSubject {
  userId: string;
  topic: NotificationTopic;
}

const PURPOSE = "unsubscribe v1";
/** A user id as this app writes them (cuid): no dot, nothing to confuse the two parts. */
const USER_ID = /^[A-Za-z0-9_-]{1,64}$/;
const BASE64URL = /^[A-Za-z0-9_-]+$/;

let derived: { secret: string; key: Buffer } | undefined;

/** No AUTH_SECRET, no tokens: nothing is signed and none is believed. */
function key(): Buffer | null {
  const secret = env.AUTH_SECRET;
  if (!secret) return null;
  if (derived?.secret !== secret) derived = { secret, key: sealingKey(secret, PURPOSE) };
  return derived.key;
}

function signature(secret: Buffer, { userId, topic }: UnsubscribeSubject): Buffer {
  return createHmac("sha256", secret).update(`unsubscribe:v1:${userId}:${topic}`).digest();
}

function isTopic(value: string): value is NotificationTopic {
  return (NOTIFICATION_TOPICS as readonly string[]).includes(value);
}

/** The token that turns off `topic`'s mails to `userId`; null when the server has no secret. */
export function unsubscribeToken(subject: UnsubscribeSubject): string | null {
  const secret = key();
  if (!secret) return null;
  const named = Buffer.from(`${subject.userId}.${subject.topic}`).toString("base64url");
  return `${named}.${signature(secret, subject).toString("base64url")}`;
}

/** Whom and what a token this server signed names; null for anything else. */
export function readUnsubscribeToken(token: string): UnsubscribeSubject | null {
  const secret = key();
  if (!secret) return null;
  const [named, given, ...rest] = token.split(".");
  if (!named || !given || rest.length || !BASE64URL.test(named) || !BASE64URL.test(given)) {
    return null;
  }
  const [userId = "", topic = "", ...more] = Buffer.from(named, "base64url")
    .toString("utf8")
    .split(".");
  if (more.length || !USER_ID.test(userId) || !isTopic(topic)) return null;
  const subject = { userId, topic };
  // Compared as written: one signature has one spelling.
  const expected = Buffer.from(signature(secret, subject).toString("base64url"));
  const received = Buffer.from(given);
  return expected.length === received.length && timingSafeEqual(expected, received)
    ? subject
    : null;
}
