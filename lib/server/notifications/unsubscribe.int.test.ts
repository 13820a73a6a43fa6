// One-click unsubscribe over HTTP (RFC 8058): a mail's unsubscribe address, POSTed with the
// RFC's body by a mail provider (no session, no Origin of ours), turns that topic's mails off for
// that account and nothing else: the topic's notifications in the product, the account's other
// topics and everyone else's stay as they were. A token made for another account, altered or
// garbled is refused with one message.
import { describe, expect, it } from "vitest";
import { POST as unsubscribeRoute } from "@/app/api/v1/notifications/unsubscribe/route";
import {
  INVALID_UNSUBSCRIBE_LINK,
  unsubscribedMessage,
} from "@/lib/notifications/notification-messages";
import type { Unsubscribed } from "@/lib/schemas/notifications";
import { db } from "@/lib/server/db/client";
import { enqueueMail, type MailMessage } from "@/lib/server/mail/outbox";
import { bookingConfirmedEmail, paymentReceiptEmail } from "@/lib/server/mail/templates";
import { signedIn } from "@/test/integration/accounts";
import { call, freshIp, type CallOptions } from "@/test/integration/http";
import { describeUnsubscribe } from "./unsubscribe";
import { unsubscribeToken } from "./unsubscribe-token";
import { SAMPLE_BOOKING, SAMPLE_RECEIPT } from "@/test/integration/sample-mails";

const RFC_8058_BODY = "List-Unsubscribe=One-Click";

async function queue(message: MailMessage) {
  const queued = await db().$transaction((tx) => enqueueMail(tx, message));
  return db().mailOutbox.findUniqueOrThrow({ where: { id: queued.id } });
}

/** A mail provider's one-click POST: the form body, no cookie, no Origin of ours. */
function oneClick(url: string, options: CallOptions = {}) {
  const { pathname, search } = new URL(url);
  return call<Unsubscribed>(unsubscribeRoute, `${pathname}${search}`, {
    method: "POST",
    rawBody: RFC_8058_BODY,
    headers: { "content-type": "application/x-www-form-urlencoded" },
    ip: freshIp(),
    ...options,
  });
}

const withToken = (token: string) =>
  `http://localhost:3000/api/v1/notifications/unsubscribe?token=${encodeURIComponent(token)}`;

async function preferencesOf(userId: string) {
  return db().notificationPreference.findMany({
    where: { userId },
    select: { topic: true, inApp: true, email: true },
  });
}

describe("one-click unsubscribe", () => {
  it("turns off that topic's mails for that account only, without a session", async () => {
    const [user, other] = await Promise.all([signedIn("user"), signedIn("user")]);
    const mail = await queue(bookingConfirmedEmail(user.email, SAMPLE_BOOKING));
    await queue(bookingConfirmedEmail(other.email, SAMPLE_BOOKING));

    const answer = await oneClick(mail.unsubscribeUrl!, {
      headers: {
        "content-type": "application/x-www-form-urlencoded",
        // A mail provider's servers, or its web client's page: not our origin.
        origin: "https://mail.example.com",
      },
    });
    expect(answer.status, JSON.stringify(answer.body)).toBe(200);
    expect(answer.body.data).toEqual({ topic: "bookings", label: "Bookings" });
    expect(answer.body.message).toBe(unsubscribedMessage("bookings"));

    expect(await preferencesOf(user.user.id)).toEqual([
      { topic: "bookings", inApp: true, email: false },
    ]);
    expect(await preferencesOf(other.user.id)).toEqual([]);
    expect((await queue(bookingConfirmedEmail(user.email, SAMPLE_BOOKING))).status).toBe(
      "suppressed",
    );
    expect((await queue(paymentReceiptEmail(user.email, SAMPLE_RECEIPT))).status).toBe("pending");
    expect((await queue(bookingConfirmedEmail(other.email, SAMPLE_BOOKING))).status).toBe(
      "pending",
    );
  });

  it("keeps the product's notifications as they were, and answers a repeat the same", async () => {
    const user = await signedIn("org");
    await db().notificationPreference.create({
      data: { userId: user.user.id, topic: "reviews", inApp: false, email: true },
    });
    const url = withToken(unsubscribeToken({ userId: user.user.id, topic: "reviews" })!);

    expect((await oneClick(url)).status).toBe(200);
    const again = await oneClick(url);
    expect(again.status).toBe(200);
    expect(again.body.data).toEqual({ topic: "reviews", label: "Reviews" });
    expect(await preferencesOf(user.user.id)).toEqual([
      { topic: "reviews", inApp: false, email: false },
    ]);
  });

  it("takes an empty body and the site page's JSON too", async () => {
    const user = await signedIn("user");
    const token = unsubscribeToken({ userId: user.user.id, topic: "payments" })!;
    const empty = await oneClick(withToken(token), { rawBody: "", headers: {} });
    expect(empty.status, JSON.stringify(empty.body)).toBe(200);
    const json = await oneClick(withToken(token), {
      rawBody: undefined,
      body: {},
      headers: {},
    });
    expect(json.status, JSON.stringify(json.body)).toBe(200);
    expect(await preferencesOf(user.user.id)).toEqual([
      { topic: "payments", inApp: true, email: false },
    ]);
  });

  it("refuses a token made for another account, an altered topic and garbage", async () => {
    const [victim, attacker] = await Promise.all([signedIn("user"), signedIn("user")]);
    const own = unsubscribeToken({ userId: attacker.user.id, topic: "bookings" })!;
    const [, ownSignature] = own.split(".");
    const victimNamed = Buffer.from(`${victim.user.id}.bookings`).toString("base64url");
    const victimToken = unsubscribeToken({ userId: victim.user.id, topic: "bookings" })!;
    const [, victimSignature] = victimToken.split(".");
    const otherTopic = Buffer.from(`${victim.user.id}.payments`).toString("base64url");

    const forged = [
      // The attacker's own signature on the victim's id.
      `${victimNamed}.${ownSignature}`,
      // The victim's real signature for bookings, on another topic.
      `${otherTopic}.${victimSignature}`,
      // An unknown topic, signed or not.
      `${Buffer.from(`${victim.user.id}.everything`).toString("base64url")}.${victimSignature}`,
      `${victimNamed}`,
      `${victimNamed}.`,
      `${victimToken}.extra`,
      "garbage",
      "!!!.???",
    ];
    for (const token of forged) {
      const answer = await oneClick(withToken(token));
      expect(answer.status, token).toBe(400);
      expect(answer.body.error).toMatchObject({
        code: "invalid_action_code",
        message: INVALID_UNSUBSCRIBE_LINK,
      });
    }
    expect(await preferencesOf(victim.user.id)).toEqual([]);
    expect(await describeUnsubscribe(`${victimNamed}.${ownSignature}`)).toBeNull();
  });

  it("describes a valid link for the page that asks first, with the address masked", async () => {
    const user = await signedIn("user");
    const token = unsubscribeToken({ userId: user.user.id, topic: "messages" })!;
    const described = await describeUnsubscribe(token);
    expect(described).toEqual({
      topic: "messages",
      label: "Messages",
      email: `${user.email[0]}***${user.email.slice(user.email.indexOf("@"))}`,
    });
    // Describing changes nothing: a mail scanner opening the page unsubscribes no one.
    expect(await preferencesOf(user.user.id)).toEqual([]);
  });
});
