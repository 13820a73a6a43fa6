// What a message tells its recipient: one unread notification per thread (rewritten by later
// messages, never one per message), to the other party only; and one grouped mail per thread a
// few minutes after the first unread message, naming every message still unread then, none when
// the recipient read the thread meanwhile, a new window after a sent mail, exactly once however
// many sweeps race.
import { describe, expect, it } from "vitest";
import { POST as orgSend } from "@/app/api/v1/org/bookings/[id]/messages/route";
import { POST as orgRead } from "@/app/api/v1/org/bookings/[id]/messages/read/route";
import { POST as userSend } from "@/app/api/v1/users/bookings/[id]/messages/route";
import { threadHref } from "@/lib/bookings/thread-link";
import { db } from "@/lib/server/db/client";
import { bookedService, type DisputeParties } from "@/test/integration/disputes";
import { call } from "@/test/integration/http";
import { sendDueMessageMails } from "./message-mails";
import { MESSAGE_MAIL_DELAY_MS, MESSAGE_RECEIVED, messageNoticeText } from "./message-notice";

type Side = "user" | "org";

async function send(parties: DisputeParties, side: Side, body: string) {
  const { id } = parties.booking;
  const sent = await call(
    side === "user" ? userSend : orgSend,
    `/api/v1/${side === "user" ? "users" : "org"}/bookings/${id}/messages`,
    {
      method: "POST",
      bearer: side === "user" ? parties.customer.token : parties.org.token,
      params: { id },
      body: { body },
    },
  );
  expect(sent.status, body).toBe(201);
}

async function orgReads(parties: DisputeParties) {
  const { id } = parties.booking;
  const read = await call(orgRead, `/api/v1/org/bookings/${id}/messages/read`, {
    method: "POST",
    bearer: parties.org.token,
    params: { id },
  });
  expect(read.status).toBe(200);
}

function threadMails(to: string) {
  return db().mailOutbox.findMany({
    where: { to, kind: "booking_messages" },
    orderBy: { createdAt: "asc" },
  });
}

function messageNotices(userId: string) {
  return db().notification.findMany({ where: { userId, event: MESSAGE_RECEIVED } });
}

/** When the thread's window (opened just now) is due, and a moment before it. */
function windowTimes() {
  const dueAt = Date.now() + MESSAGE_MAIL_DELAY_MS;
  return { before: new Date(dueAt - 30_000), after: new Date(dueAt + 30_000) };
}

describe("a message's notification", () => {
  it("tells the other party once per thread while unread, and never the sender", async () => {
    const parties = await bookedService(40);
    const { id, bookingReference, serviceTitle } = parties.booking;
    for (const body of ["One", "Two", "Three"]) await send(parties, "user", body);
    const orgNotices = await messageNotices(parties.org.user.id);
    expect(orgNotices).toHaveLength(1);
    expect(orgNotices[0]).toMatchObject({
      topic: "messages",
      text: messageNoticeText({
        senderName: "Test user",
        reference: bookingReference,
        serviceTitle,
      }),
      href: threadHref("organization", id),
      readAt: null,
    });
    expect(await messageNotices(parties.customer.user.id)).toHaveLength(0);

    // Reading the thread reads its notification; the next message is news again.
    await orgReads(parties);
    expect((await messageNotices(parties.org.user.id))[0]?.readAt).not.toBeNull();
    await send(parties, "user", "Four");
    expect(await messageNotices(parties.org.user.id)).toHaveLength(2);

    await send(parties, "org", "Thanks");
    const customerNotices = await messageNotices(parties.customer.user.id);
    expect(customerNotices).toHaveLength(1);
    expect(customerNotices[0]).toMatchObject({
      text: messageNoticeText({
        senderName: "Test Org",
        reference: bookingReference,
        serviceTitle,
      }),
      href: threadHref("customer", id),
    });
  });
});

describe("a thread's grouped mail", () => {
  it("names every message of the window in one mail when it is due, and none before", async () => {
    const parties = await bookedService(40);
    const { before, after } = windowTimes();
    for (const body of ["First question", "Second question", "Third question"]) {
      await send(parties, "user", body);
    }
    const orgEmail = parties.org.user.email;
    await sendDueMessageMails(before);
    expect(await threadMails(orgEmail)).toHaveLength(0);
    await sendDueMessageMails(after);
    const mails = await threadMails(orgEmail);
    expect(mails).toHaveLength(1);
    const [mail] = mails;
    expect(mail?.subject).toBe(
      `New messages about ${parties.booking.bookingReference} "${parties.booking.serviceTitle}"`,
    );
    for (const body of ["First question", "Second question", "Third question"]) {
      expect(mail?.text).toContain(body);
    }
    expect(mail?.text).toContain("Test user, ");
    expect(mail?.text).toContain(threadHref("organization", parties.booking.id));
    // The sender is never mailed about their own messages.
    expect(await threadMails(parties.customer.user.email)).toHaveLength(0);
    // Done: a later sweep sends nothing more.
    await sendDueMessageMails(new Date(after.getTime() + MESSAGE_MAIL_DELAY_MS));
    expect(await threadMails(orgEmail)).toHaveLength(1);
  });

  it("sends nothing when the recipient read the thread before the mail was due", async () => {
    const parties = await bookedService(40);
    const { after } = windowTimes();
    await send(parties, "user", "Are you there?");
    await orgReads(parties);
    expect(await sendDueMessageMails(after)).toHaveLength(0);
    expect(await threadMails(parties.org.user.email)).toHaveLength(0);
    expect(await db().messageMailWindow.count({ where: { bookingId: parties.booking.id } })).toBe(
      0,
    );
  });

  it("opens a new window for a message after a sent mail", async () => {
    const parties = await bookedService(40);
    const first = windowTimes();
    await send(parties, "org", "Here is a draft.");
    await sendDueMessageMails(first.after);
    const customerEmail = parties.customer.user.email;
    expect(await threadMails(customerEmail)).toHaveLength(1);
    await send(parties, "org", "And a second one.");
    const window = await db().messageMailWindow.findUniqueOrThrow({
      where: { bookingId_side: { bookingId: parties.booking.id, side: "customer" } },
    });
    expect(window.dueAt.getTime()).toBeGreaterThan(Date.now());
    await sendDueMessageMails(new Date(window.dueAt.getTime() + 1000));
    const mails = await threadMails(customerEmail);
    expect(mails).toHaveLength(2);
    expect(mails[1]?.text).toContain("And a second one.");
  });

  it("keeps the first message's due time while the window is open", async () => {
    const parties = await bookedService(40);
    await send(parties, "user", "One");
    const key = {
      bookingId_side: { bookingId: parties.booking.id, side: "organization" as const },
    };
    const opened = await db().messageMailWindow.findUniqueOrThrow({ where: key });
    await send(parties, "user", "Two");
    const after = await db().messageMailWindow.findUniqueOrThrow({ where: key });
    expect(after.dueAt).toEqual(opened.dueAt);
  });

  it("is sent once when two sweeps race", async () => {
    const parties = await bookedService(40);
    const { after } = windowTimes();
    await send(parties, "user", "Hello");
    const runs = await Promise.all([sendDueMessageMails(after), sendDueMessageMails(after)]);
    // Other tests' windows may be due too: count this thread's.
    expect(runs.flat().filter((mail) => mail.to === parties.org.user.email)).toHaveLength(1);
    expect(await threadMails(parties.org.user.email)).toHaveLength(1);
  });
});
