// Notifications over HTTP: notify() writes one per recipient unless the recipient muted the topic
// in the product; each person lists, counts and marks read only their own; preferences show the
// topics of the caller's role and change one topic at a time; and the outbox honours the mail
// preference: a topic's mail to someone who turned it off is suppressed (never dispatched),
// every other topic mail carries its unsubscribe link, and security mails are always sent.
import { afterEach, describe, expect, it, vi } from "vitest";
import { POST as readOne } from "@/app/api/v1/notifications/[id]/read/route";
import {
  GET as preferences,
  PUT as updatePreference,
} from "@/app/api/v1/notifications/preferences/route";
import { POST as readAll } from "@/app/api/v1/notifications/read/route";
import { GET as list } from "@/app/api/v1/notifications/route";
import { GET as unread } from "@/app/api/v1/notifications/unread/route";
import {
  NOTIFICATION_NOT_FOUND,
  SECURITY_MAILS_ALWAYS_SENT,
  topicNotYours,
} from "@/lib/notifications/notification-messages";
import { TOPIC_FACTS, topicsFor, type NotificationTopic } from "@/lib/notifications/topics";
import type { NotificationPreferences, NotificationView } from "@/lib/schemas/notifications";
import { db } from "@/lib/server/db/client";
import { dispatchMail, enqueueMail, type MailMessage } from "@/lib/server/mail/outbox";
import {
  bookingConfirmedEmail,
  passwordResetEmail,
  paymentReceiptEmail,
} from "@/lib/server/mail/templates";
import { signedIn, type SignedInAccount } from "@/test/integration/accounts";
import { call } from "@/test/integration/http";
import { notify, type NotificationInput } from "./notify";
import { SAMPLE_BOOKING, SAMPLE_RECEIPT } from "@/test/integration/sample-mails";

afterEach(() => {
  vi.restoreAllMocks();
});

function note(userId: string, text: string, topic: NotificationTopic = "bookings") {
  return { userId, topic, event: "booking_made", text, href: "/bookings" } as NotificationInput;
}

/** Notifies in order, a millisecond apart, so newest-first is the reverse of `texts`. */
async function notifyEach(userId: string, texts: string[]) {
  for (const text of texts) {
    await notify(db(), [note(userId, text)]);
    await new Promise((resolve) => setTimeout(resolve, 2));
  }
}

const listOf = (account: SignedInAccount, query = "") =>
  call<{ items: NotificationView[]; nextCursor: string | null }>(
    list,
    `/api/v1/notifications${query}`,
    { bearer: account.token },
  );

const unreadOf = (account: SignedInAccount) =>
  call<{ unread: number }>(unread, "/api/v1/notifications/unread", { bearer: account.token });

const markRead = (account: SignedInAccount, id: string) =>
  call<{ unread: number }>(readOne, `/api/v1/notifications/${id}/read`, {
    method: "POST",
    bearer: account.token,
    params: { id },
  });

const preferencesOf = (account: SignedInAccount) =>
  call<NotificationPreferences>(preferences, "/api/v1/notifications/preferences", {
    bearer: account.token,
  });

const setPreference = (
  account: SignedInAccount,
  body: { topic: string; inApp: boolean; email: boolean },
) =>
  call<NotificationPreferences>(updatePreference, "/api/v1/notifications/preferences", {
    method: "PUT",
    bearer: account.token,
    body,
  });

async function queue(message: MailMessage) {
  return db().$transaction((tx) => enqueueMail(tx, message));
}

describe("notify()", () => {
  it("writes one notification per recipient, and none for a recipient who muted the topic", async () => {
    const [one, two] = await Promise.all([signedIn("user"), signedIn("user")]);
    await db().notificationPreference.create({
      data: { userId: two.user.id, topic: "bookings", inApp: false, email: true },
    });

    await notify(db(), [
      note(one.user.id, "Booked"),
      note(two.user.id, "Booked too"),
      note(two.user.id, "A payment", "payments"),
    ]);

    const written = await db().notification.findMany({
      where: { userId: { in: [one.user.id, two.user.id] } },
      select: { userId: true, topic: true, text: true, readAt: true },
    });
    expect(written).toHaveLength(2);
    expect(written).toEqual(
      expect.arrayContaining([
        { userId: one.user.id, topic: "bookings", text: "Booked", readAt: null },
        { userId: two.user.id, topic: "payments", text: "A payment", readAt: null },
      ]),
    );
  });
});

describe("a person's notifications", () => {
  it("lists only the caller's own, newest first, and the unread ones on request", async () => {
    const [mine, theirs] = await Promise.all([signedIn("user"), signedIn("org")]);
    await notifyEach(mine.user.id, ["first", "second", "third"]);
    await notifyEach(theirs.user.id, ["not yours"]);

    const all = await listOf(mine);
    expect(all.status).toBe(200);
    expect(all.body.data!.items.map((item) => item.text)).toEqual(["third", "second", "first"]);
    expect(all.body.data!.items[0]).toMatchObject({
      topic: "bookings",
      event: "booking_made",
      href: "/bookings",
      read: false,
    });

    const [third] = all.body.data!.items;
    expect((await markRead(mine, third!.id)).body.data).toEqual({ unread: 2 });
    const unreadOnly = await listOf(mine, "?unread=true");
    expect(unreadOnly.body.data!.items.map((item) => item.text)).toEqual(["second", "first"]);
    expect((await listOf(theirs)).body.data!.items.map((item) => item.text)).toEqual(["not yours"]);
  });

  it("counts and marks read the caller's own: another's id is 404, a repeat changes nothing", async () => {
    const [mine, theirs] = await Promise.all([signedIn("user"), signedIn("user")]);
    await notifyEach(mine.user.id, ["a", "b", "c"]);
    await notifyEach(theirs.user.id, ["x"]);
    const [theirNote] = (await listOf(theirs)).body.data!.items;
    const [newest] = (await listOf(mine)).body.data!.items;

    expect((await unreadOf(mine)).body.data).toEqual({ unread: 3 });
    const foreign = await markRead(mine, theirNote!.id);
    expect(foreign.status).toBe(404);
    expect(foreign.body.error).toMatchObject({
      code: "not_found",
      message: NOTIFICATION_NOT_FOUND,
    });
    expect((await markRead(mine, "no-such-notification")).status).toBe(404);
    expect((await unreadOf(theirs)).body.data).toEqual({ unread: 1 });

    const first = await markRead(mine, newest!.id);
    expect(first.body.data).toEqual({ unread: 2 });
    const readAt = (await db().notification.findUniqueOrThrow({ where: { id: newest!.id } }))
      .readAt;
    const again = await markRead(mine, newest!.id);
    expect(again.status).toBe(200);
    expect(again.body.data).toEqual({ unread: 2 });
    expect(
      (await db().notification.findUniqueOrThrow({ where: { id: newest!.id } })).readAt,
    ).toEqual(readAt);

    const all = await call<{ unread: number }>(readAll, "/api/v1/notifications/read", {
      method: "POST",
      bearer: mine.token,
    });
    expect(all.body.data).toEqual({ unread: 0 });
    expect((await unreadOf(mine)).body.data).toEqual({ unread: 0 });
    expect((await listOf(mine)).body.data!.items.every((item) => item.read)).toBe(true);
    // Marking all read is the caller's own all.
    expect((await unreadOf(theirs)).body.data).toEqual({ unread: 1 });
  });

  it("refuses a caller who is not signed in", async () => {
    expect((await call(list, "/api/v1/notifications")).status).toBe(401);
  });
});

describe("notification preferences", () => {
  it.each(["user", "org", "admin"] as const)(
    "shows a %s the topics of its role, all on until changed",
    async (role) => {
      const account = await signedIn(role);
      const answer = await preferencesOf(account);
      expect(answer.status).toBe(200);
      expect(answer.body.data).toEqual({
        topics: topicsFor(role).map((topic) => ({
          topic,
          label: TOPIC_FACTS[topic].label,
          description: TOPIC_FACTS[topic].description,
          inApp: true,
          email: true,
        })),
        alwaysSent: SECURITY_MAILS_ALWAYS_SENT,
      });
    },
  );

  it("changes one topic only, and refuses a topic the role does not receive", async () => {
    const org = await signedIn("org");
    const changed = await setPreference(org, { topic: "reviews", inApp: false, email: true });
    expect(changed.status).toBe(200);
    const byTopic = new Map(changed.body.data!.topics.map((row) => [row.topic, row]));
    expect(byTopic.get("reviews")).toMatchObject({ inApp: false, email: true });
    for (const topic of topicsFor("org").filter((topic) => topic !== "reviews")) {
      expect(byTopic.get(topic)).toMatchObject({ inApp: true, email: true });
    }
    expect((await preferencesOf(org)).body.data).toEqual(changed.body.data);

    const again = await setPreference(org, { topic: "reviews", inApp: true, email: false });
    expect(again.body.data!.topics.find((row) => row.topic === "reviews")).toMatchObject({
      inApp: true,
      email: false,
    });

    const user = await signedIn("user");
    const refused = await setPreference(user, { topic: "reviews", inApp: false, email: false });
    expect(refused.status).toBe(422);
    expect(refused.body.error?.message).toBe(topicNotYours("reviews"));
    const unknown = await setPreference(user, { topic: "weather", inApp: false, email: false });
    expect(unknown.status).toBe(422);
    expect(await db().notificationPreference.count({ where: { userId: user.user.id } })).toBe(0);
  });
});

describe("mail preferences in the outbox", () => {
  it("suppresses a topic's mail to someone who turned it off, and never dispatches it", async () => {
    const user = await signedIn("user");
    await setPreference(user, { topic: "bookings", inApp: true, email: false });
    const log = vi.spyOn(console, "log").mockImplementation(() => undefined);

    const booking = await queue(bookingConfirmedEmail(user.email, SAMPLE_BOOKING));
    const receipt = await queue(paymentReceiptEmail(user.email, SAMPLE_RECEIPT));
    const reset = await queue(
      passwordResetEmail(user.email, "Buyer", "http://localhost:3000/reset-password?token=t"),
    );
    await dispatchMail([booking, receipt, reset]);

    const status = async (id: string) =>
      (await db().mailOutbox.findUniqueOrThrow({ where: { id } })).status;
    expect(await status(booking.id)).toBe("suppressed");
    expect(await status(receipt.id)).toBe("pending");
    expect(await status(reset.id)).toBe("pending");
    const printed = log.mock.calls.map((args) => String(args[0])).join("\n");
    expect(printed).toContain("payment_receipt");
    expect(printed).not.toContain("booking_confirmed");
  });

  it("gives a topic's mail its unsubscribe link, and a security mail or a stranger's none", async () => {
    const user = await signedIn("user");
    const booking = await queue(bookingConfirmedEmail(user.email, SAMPLE_BOOKING));
    const row = await db().mailOutbox.findUniqueOrThrow({ where: { id: booking.id } });
    expect(row.status).toBe("pending");
    expect(row.unsubscribeUrl).toMatch(
      /^http:\/\/[^/]+\/api\/v1\/notifications\/unsubscribe\?token=[\w-]+\.[\w-]+$/,
    );
    const token = new URL(row.unsubscribeUrl!).searchParams.get("token")!;
    const page = `${new URL(row.unsubscribeUrl!).origin}/unsubscribe?token=${token}`;
    expect(row.text.trimEnd().endsWith(`Stop mails about bookings: ${page}`)).toBe(true);
    // The action link stays the first link of the text.
    expect(row.text.match(/https?:\/\/\S+/)?.[0]).toBe(SAMPLE_BOOKING.url);
    expect(row.html).toContain(`href="${page}"`);
    expect(booking.unsubscribeUrl).toBe(row.unsubscribeUrl);

    const reset = await queue(
      passwordResetEmail(user.email, "Buyer", "http://localhost:3000/reset-password?token=t"),
    );
    const stranger = await queue(bookingConfirmedEmail("nobody-here@example.test", SAMPLE_BOOKING));
    for (const mail of [reset, stranger]) {
      const written = await db().mailOutbox.findUniqueOrThrow({ where: { id: mail.id } });
      expect(written).toMatchObject({ status: "pending", unsubscribeUrl: null });
      expect(written.text).not.toContain("/unsubscribe");
    }
  });
});
