// A booking's thread over HTTP: its two parties write and read it (the delivery and the dispute's
// statements in their place), unread counts go up and down per side, a third party is refused on
// every operation, an admin reads it only through the booking's dispute (audited), and a thread
// refuses bad text, foreign paths, a closed booking and a sender past the rate limit.
import { describe, expect, it } from "vitest";
import { GET as adminThread } from "@/app/api/v1/admin/disputes/[id]/messages/route";
import { GET as orgList } from "@/app/api/v1/org/bookings/route";
import { GET as orgThread, POST as orgSend } from "@/app/api/v1/org/bookings/[id]/messages/route";
import { POST as orgRead } from "@/app/api/v1/org/bookings/[id]/messages/read/route";
import { GET as userList } from "@/app/api/v1/users/bookings/route";
import { GET as userBooking } from "@/app/api/v1/users/bookings/[id]/route";
import {
  GET as userThread,
  POST as userSend,
} from "@/app/api/v1/users/bookings/[id]/messages/route";
import { POST as userRead } from "@/app/api/v1/users/bookings/[id]/messages/read/route";
import type { BookingView, OrgBookingView } from "@/lib/bookings/booking-types";
import { THREAD_CLOSED } from "@/lib/bookings/thread-messages";
import type { BookingThreadView, ThreadEntryView } from "@/lib/schemas/booking-messages";
import { RULES } from "@/lib/server/rate-limit/rules";
import { NUL_NOT_ALLOWED } from "@/lib/validations/text-input";
import { db } from "@/lib/server/db/client";
import { signedIn } from "@/test/integration/accounts";
import { bookedService, openedDispute, respondOver } from "@/test/integration/disputes";
import { call } from "@/test/integration/http";

type Side = "user" | "org";
const PDF = `/uploads/${"b".repeat(32)}.pdf`;
const DAY = 24 * 60 * 60 * 1000;

const base = (side: Side, id: string) =>
  `/api/v1/${side === "user" ? "users" : "org"}/bookings/${id}/messages`;

/** One party's message: as `side`, with `token`, into booking `id`'s thread. */
function send(side: Side, token: string, message: { id: string; body: object }) {
  const { id, body } = message;
  return call<ThreadEntryView>(side === "user" ? userSend : orgSend, base(side, id), {
    method: "POST",
    bearer: token,
    params: { id },
    body,
  });
}

function thread(side: Side, token: string, id: string) {
  return call<BookingThreadView>(side === "user" ? userThread : orgThread, base(side, id), {
    bearer: token,
    params: { id },
  });
}

function markRead(side: Side, token: string, id: string) {
  return call<{ unread: number }>(side === "user" ? userRead : orgRead, `${base(side, id)}/read`, {
    method: "POST",
    bearer: token,
    params: { id },
  });
}

function adminRead(token: string, disputeId: string) {
  return call<BookingThreadView>(adminThread, `/api/v1/admin/disputes/${disputeId}/messages`, {
    bearer: token,
    params: { id: disputeId },
  });
}

async function unreadInLists(parties: { customer: { token: string }; org: { token: string } }) {
  const user = await call<{ items: BookingView[] }>(userList, "/api/v1/users/bookings", {
    bearer: parties.customer.token,
  });
  const org = await call<{ items: OrgBookingView[] }>(orgList, "/api/v1/org/bookings", {
    bearer: parties.org.token,
  });
  return {
    customer: user.body.data?.items[0]?.unreadMessages,
    organization: org.body.data?.items[0]?.unreadMessages,
  };
}

describe("a booking's thread", () => {
  it("carries ten messages with a file between the two parties, in order, with their authors", async () => {
    const parties = await bookedService(40);
    const { id } = parties.booking;
    for (let n = 1; n <= 10; n += 1) {
      const side: Side = n % 2 === 1 ? "user" : "org";
      const token = side === "user" ? parties.customer.token : parties.org.token;
      const sent = await send(side, token, {
        id: id,
        body: {
          body: `Message ${n}`,
          files: n === 3 ? [PDF] : [],
        },
      });
      expect(sent.status, `message ${n}`).toBe(201);
      expect(sent.headers.get("location")).toBe(base(side, id));
      expect(sent.body.data).toMatchObject({ kind: "message", body: `Message ${n}` });
    }
    for (const [side, token] of [
      ["user", parties.customer.token],
      ["org", parties.org.token],
    ] as const) {
      const read = await thread(side, token, id);
      expect(read.status).toBe(200);
      const entries = read.body.data?.entries ?? [];
      expect(entries.map((entry) => entry.body)).toEqual(
        Array.from({ length: 10 }, (_, i) => `Message ${i + 1}`),
      );
      expect(entries.map((entry) => entry.side)).toEqual(
        Array.from({ length: 10 }, (_, i) => (i % 2 === 0 ? "customer" : "organization")),
      );
      expect(entries[0]?.authorName).toBe("Test user");
      expect(entries[1]?.authorName).toBe("Test Org");
      expect(entries[2]?.files).toEqual([PDF]);
      expect(read.body.data).toMatchObject({
        bookingId: id,
        bookingReference: parties.booking.bookingReference,
        canSend: true,
        closedReason: null,
      });
    }
  });

  it("shows the delivery and the dispute's statements in their place", async () => {
    const parties = await openedDispute(40);
    const { id } = parties.booking;
    const sent = await send("org", parties.org.token, {
      id: id,
      body: { body: "Let us sort it out." },
    });
    expect(sent.status).toBe(201);
    expect(
      (await respondOver(parties.org.token, id, { statement: "It was as listed." })).status,
    ).toBe(200);
    const read = await thread("user", parties.customer.token, id);
    expect(read.body.data?.entries.map(({ kind, side, body }) => ({ kind, side, body }))).toEqual([
      { kind: "delivery", side: "organization", body: "Here is the work." },
      { kind: "dispute_statement", side: "customer", body: "Not what was listed." },
      { kind: "message", side: "organization", body: "Let us sort it out." },
      { kind: "dispute_response", side: "organization", body: "It was as listed." },
    ]);
    expect(read.body.data?.entries[0]).toMatchObject({
      id: `delivery-${id}`,
      files: [`/uploads/${"a".repeat(32)}.pdf`],
    });
  });

  it("counts the other side's unread messages until that side reads them", async () => {
    const parties = await bookedService(40);
    const { id } = parties.booking;
    expect(await unreadInLists(parties)).toEqual({ customer: 0, organization: 0 });
    for (const body of ["One", "Two", "Three"]) {
      expect((await send("user", parties.customer.token, { id, body: { body } })).status).toBe(201);
    }
    // The sender's own messages are not unread to them.
    expect((await thread("user", parties.customer.token, id)).body.data?.unread).toBe(0);
    expect((await thread("org", parties.org.token, id)).body.data?.unread).toBe(3);
    expect(await unreadInLists(parties)).toEqual({ customer: 0, organization: 3 });
    // Reading the thread marks nothing; the read POST does.
    expect((await thread("org", parties.org.token, id)).body.data?.unread).toBe(3);
    const read = await markRead("org", parties.org.token, id);
    expect(read.status).toBe(200);
    expect(read.body.data).toEqual({ unread: 0 });
    expect(await unreadInLists(parties)).toEqual({ customer: 0, organization: 0 });
    expect((await send("org", parties.org.token, { id, body: { body: "Thanks" } })).status).toBe(
      201,
    );
    expect(await unreadInLists(parties)).toEqual({ customer: 1, organization: 0 });
    const one = await call<BookingView>(userBooking, `/api/v1/users/bookings/${id}`, {
      bearer: parties.customer.token,
      params: { id },
    });
    expect(one.body.data?.unreadMessages).toBe(1);
    expect((await markRead("user", parties.customer.token, id)).body.data).toEqual({ unread: 0 });
    expect(await unreadInLists(parties)).toEqual({ customer: 0, organization: 0 });
  });

  it("refuses a third party on every operation", async () => {
    const parties = await openedDispute(40);
    const { id } = parties.booking;
    const [stranger, otherOrg, admin] = await Promise.all([
      signedIn("user"),
      signedIn("org"),
      signedIn("admin"),
    ]);
    const message = { body: "Hello" };
    // Another customer, another organization: the booking is not theirs, so it is not there.
    expect((await thread("user", stranger.token, id)).status).toBe(404);
    expect((await send("user", stranger.token, { id, body: message })).status).toBe(404);
    expect((await markRead("user", stranger.token, id)).status).toBe(404);
    expect((await thread("org", otherOrg.token, id)).status).toBe(404);
    expect((await send("org", otherOrg.token, { id, body: message })).status).toBe(404);
    expect((await markRead("org", otherOrg.token, id)).status).toBe(404);
    // Each party on the other's routes: not theirs to read as that side.
    expect((await thread("org", parties.customer.token, id)).status).toBe(403);
    expect((await markRead("org", parties.customer.token, id)).status).toBe(403);
    expect((await send("org", parties.customer.token, { id, body: message })).status).toBe(404);
    expect((await thread("user", parties.org.token, id)).status).toBe(403);
    expect((await send("user", parties.org.token, { id, body: message })).status).toBe(404);
    // An admin never uses the parties' routes.
    for (const side of ["user", "org"] as const) {
      expect((await thread(side, admin.token, id)).status).toBe(403);
      expect((await send(side, admin.token, { id, body: message })).status).toBe(403);
      expect((await markRead(side, admin.token, id)).status).toBe(403);
    }
    // A party cannot read it as the admin does.
    expect((await adminRead(parties.customer.token, parties.disputeId)).status).toBe(403);
    expect(await db().bookingMessage.count({ where: { bookingId: id } })).toBe(0);
  });

  it("lets an admin read a thread only through its booking's dispute, and audits each reading", async () => {
    const admin = await signedIn("admin");
    const undisputed = await bookedService(40);
    // A booking's id is no dispute's: an admin outside a dispute reads nothing.
    expect((await adminRead(admin.token, undisputed.booking.id)).status).toBe(404);
    const parties = await openedDispute(40);
    await send("user", parties.customer.token, {
      id: parties.booking.id,
      body: { body: "See the file." },
    });
    const read = await adminRead(admin.token, parties.disputeId);
    expect(read.status).toBe(200);
    expect(read.body.data).toMatchObject({ unread: 0, canSend: false });
    expect(read.body.data?.entries.map((entry) => entry.kind)).toEqual([
      "delivery",
      "dispute_statement",
      "message",
    ]);
    const audits = await db().auditLog.findMany({
      where: { action: "dispute.thread_read", entityId: parties.disputeId },
    });
    expect(audits).toHaveLength(1);
    expect(audits[0]).toMatchObject({ actorId: admin.user.id, entityType: "dispute" });
  });

  it("refuses a message on a booking cancelled more than 30 days ago", async () => {
    const parties = await bookedService(40);
    const { id } = parties.booking;
    await db().booking.update({
      where: { id },
      data: { status: "cancelled", cancelledAt: new Date(Date.now() - 29 * DAY) },
    });
    expect(
      (await send("user", parties.customer.token, { id, body: { body: "Still open?" } })).status,
    ).toBe(201);
    await db().booking.update({
      where: { id },
      data: { cancelledAt: new Date(Date.now() - 31 * DAY) },
    });
    const refused = await send("org", parties.org.token, { id, body: { body: "Too late." } });
    expect(refused.status).toBe(409);
    expect(refused.body.error).toEqual({ code: "conflict", message: THREAD_CLOSED });
    const read = await thread("user", parties.customer.token, id);
    expect(read.body.data).toMatchObject({ canSend: false, closedReason: THREAD_CLOSED });
    expect(read.body.data?.entries).toHaveLength(1);
  });

  it("refuses empty and too long text and files not uploaded here (422), and a NUL (400)", async () => {
    const parties = await bookedService(40);
    const { id } = parties.booking;
    const token = parties.customer.token;
    for (const body of [
      { body: "" },
      { body: "   " },
      { body: "x".repeat(2001) },
      { body: "Look", files: ["https://elsewhere.example/a.pdf"] },
      { body: "Look", files: ["/uploads/../../etc/passwd"] },
    ]) {
      const answer = await send("user", token, { id, body: body });
      expect(answer.status, JSON.stringify(body).slice(0, 60)).toBe(422);
      expect(answer.body.error?.code).toBe("validation_failed");
    }
    // As everywhere in the API, a NUL is refused before any schema reads the body.
    const nul = await send("user", token, { id, body: { body: "a\u0000b" } });
    expect(nul.status).toBe(400);
    expect(nul.body.error).toEqual({ code: "bad_request", message: NUL_NOT_ALLOWED });
    expect(await db().bookingMessage.count({ where: { bookingId: id } })).toBe(0);
    expect((await send("user", token, { id, body: { body: "x".repeat(2000) } })).status).toBe(201);
    // Plain text is kept as written: the screens show it as text.
    const markup = "<b>bold</b> & <script>alert(1)</script>";
    expect((await send("user", token, { id, body: { body: markup } })).body.data?.body).toBe(
      markup,
    );
  });

  it("limits how fast one sender writes, across threads, with RateLimit headers", async () => {
    const first = await bookedService(40);
    const second = await bookedService(40, first.org);
    const { max } = RULES.messagesPerSender;
    for (let n = 1; n <= max; n += 1) {
      const booking = n % 2 === 0 ? first : second;
      const answer = await send("org", first.org.token, {
        id: booking.booking.id,
        body: { body: `#${n}` },
      });
      expect(answer.status, `message ${n}`).toBe(201);
    }
    const refused = await send("org", first.org.token, {
      id: first.booking.id,
      body: { body: "One more" },
    });
    expect(refused.status).toBe(429);
    expect(refused.body.error?.code).toBe("rate_limited");
    expect(refused.headers.get("ratelimit-limit")).toBe(String(max));
    expect(refused.headers.get("ratelimit-remaining")).toBe("0");
    expect(refused.headers.get("retry-after")).toMatch(/^\d+$/);
    // The other party is not held back by it.
    expect(
      (await send("user", first.customer.token, { id: first.booking.id, body: { body: "Hi" } }))
        .status,
    ).toBe(201);
  });
});
