// The live stream end to end on PostgreSQL: GET /api/v1/live read as a browser reads it, fed by
// signals sent in the transactions of real changes (a notification, a top-up, earnings, a
// message, an admin's queue) and heard through this process's LISTEN connection.
import { randomUUID } from "node:crypto";
import { afterAll, describe, expect, it } from "vitest";
import { GET as liveStream } from "@/app/api/v1/live/route";
import { GET as liveCounts } from "@/app/api/v1/live/counts/route";
import type { LiveCounts } from "@/lib/schemas/live";
import { placeBooking } from "@/lib/server/bookings/create-booking";
import { db } from "@/lib/server/db/client";
import { notify, notifyAdmins } from "@/lib/server/notifications/notify";
import { signedIn, type SignedInAccount } from "@/test/integration/accounts";
import { call, ORIGIN } from "@/test/integration/http";
import { LiveEvents } from "@/test/integration/live-events";
import { createService, earn, fund } from "@/test/integration/marketplace";
import { closeLiveListener, liveStreamCount, subscribeLive, unsubscribeLive } from "./listener";
import { signalLive } from "./signal";
import { STREAMS_PER_ACCOUNT, type LiveSubscriber } from "./subscribers";

afterAll(async () => {
  await closeLiveListener();
});

/** GET /api/v1/live as `account`'s API client; `signal` aborts it as a closed tab would. */
async function openStream(account: SignedInAccount, signal?: AbortSignal) {
  const request = new Request(new URL("/api/v1/live", ORIGIN), {
    headers: { authorization: `Bearer ${account.token}`, "x-forwarded-for": "203.0.113.9" },
    signal,
  });
  const response = await liveStream(request, { params: Promise.resolve({}) });
  if (!response.body) throw new Error(`no stream: ${response.status}`);
  return { response, events: new LiveEvents(response.body) };
}

/** A notification for `userId`, written and signalled in a committed transaction. */
function notifyOne(userId: string) {
  return db().$transaction((tx) =>
    notify(tx, [
      { userId, topic: "bookings", event: "test", text: "Something happened.", href: "/" },
    ]),
  );
}

/** The next counts event on `events`, skipping those not yet showing `wanted`. */
async function countsUntil(events: LiveEvents, wanted: (counts: LiveCounts) => boolean) {
  for (;;) {
    const counts = await events.nextCounts();
    if (wanted(counts)) return counts;
  }
}

/** A registry entry that records the signals it is told of. */
function recorder(userId: string): LiveSubscriber & { seen: number; told: Promise<void> } {
  let tell: () => void = () => undefined;
  const told = new Promise<void>((resolve) => {
    tell = resolve;
  });
  return {
    userId,
    admin: false,
    seen: 0,
    told,
    changed() {
      this.seen += 1;
      tell();
    },
    end: () => undefined,
  };
}

describe("GET /api/v1/live", () => {
  it("opens with the reconnection delay and the counts, then pushes a notification's", async () => {
    const customer = await signedIn("user");
    const { response, events } = await openStream(customer);
    expect(response.status).toBe(200);
    expect(response.headers.get("content-type")).toBe("text/event-stream; charset=utf-8");
    expect(response.headers.get("cache-control")).toBe("no-cache, no-transform");
    expect(response.headers.get("x-accel-buffering")).toBe("no");
    expect(await events.nextCounts()).toMatchObject({
      notifications: 0,
      messages: 0,
      wallet: 0,
      earnings: null,
      queues: null,
    });
    expect(events.fields.get("retry")).toBe("3000");

    await notifyOne(customer.user.id);
    expect((await events.nextCounts()).notifications).toBe(1);
    // A top-up's transfer signals the wallet's owner.
    await fund(customer.user.id, 120);
    expect((await events.nextCounts()).wallet).toBe(120);
    await events.cancel();
  });

  it("pushes the unread messages over the caller's bookings", async () => {
    const customer = await signedIn("user");
    const service = await createService({ price: 10 });
    await fund(customer.user.id, 10);
    const booking = await db().$transaction((tx) =>
      placeBooking(tx, { userId: customer.user.id, service }),
    );
    const { events } = await openStream(customer);
    expect((await events.nextCounts()).messages).toBe(0);
    const organization = await db().organizationProfile.findUniqueOrThrow({
      where: { id: service.organizationId },
    });
    await db().$transaction(async (tx) => {
      await tx.bookingMessage.createMany({
        data: ["Hello", "We started"].map((body) => ({
          bookingId: booking.id,
          authorId: organization.userId,
          side: "organization" as const,
          body,
        })),
      });
      await signalLive(tx, { users: [customer.user.id] });
    });
    expect((await events.nextCounts()).messages).toBe(2);
    await events.cancel();
  });

  it("shows an organization its new booking and the earnings it cleared", async () => {
    const org = await signedIn("org");
    const profile = await db().organizationProfile.findUniqueOrThrow({
      where: { userId: org.user.id },
    });
    const { events } = await openStream(org);
    expect(await events.nextCounts()).toMatchObject({ notifications: 0, earnings: 0 });
    await notifyOne(org.user.id);
    expect((await events.nextCounts()).notifications).toBe(1);
    await earn(profile.id, 200);
    const counts = await countsUntil(events, (next) => next.earnings !== 0);
    expect(counts.earnings).toBeGreaterThan(0);
    await events.cancel();
  });

  it("shows an admin the queues as a new item arrives", async () => {
    const admin = await signedIn("admin");
    const { events } = await openStream(admin);
    const first = await events.nextCounts();
    expect(first.queues).not.toBeNull();
    expect(first.wallet).toBeNull();
    await db().$transaction(async (tx) => {
      const { organizationId } = await createService({ status: "pending" });
      await notifyAdmins(tx, {
        event: "service_submitted",
        text: "A service waits for approval.",
        href: `/admin/services?organization=${organizationId}`,
      });
    });
    const counts = await countsUntil(
      events,
      (next) => next.queues?.services !== first.queues?.services,
    );
    expect(counts.queues?.services).toBe((first.queues?.services ?? 0) + 1);
    await events.cancel();
  });

  it("ends the stream when a recompute finds the credential revoked", async () => {
    const customer = await signedIn("user");
    const { events } = await openStream(customer);
    await events.nextCounts();
    await db().$transaction(async (tx) => {
      await tx.user.update({
        where: { id: customer.user.id },
        data: { credentialVersion: { increment: 1 } },
      });
      await signalLive(tx, { users: [customer.user.id] });
    });
    expect(await events.ended()).toBe(true);
  });

  it("keeps PER_ACCOUNT streams an account: a new one replaces the oldest", async () => {
    const customer = await signedIn("user");
    const opened = [];
    for (let n = 0; n < STREAMS_PER_ACCOUNT; n += 1) opened.push(await openStream(customer));
    const oldest = opened[0]!.events;
    await oldest.nextCounts();
    const newest = await openStream(customer);
    expect((await oldest.next())?.event).toBe("replaced");
    expect(await oldest.ended()).toBe(true);
    await newest.events.nextCounts();
    await Promise.all([...opened.slice(1), newest].map(({ events }) => events.cancel()));
  });

  it("frees every subscription when the browsers go away", async () => {
    const before = liveStreamCount();
    // Five streams an account, under the cap.
    const customers = await Promise.all(Array.from({ length: 10 }, () => signedIn("user")));
    const tabs = await Promise.all(
      Array.from({ length: 50 }, async (_, n) => {
        const closing = new AbortController();
        const stream = await openStream(customers[n % customers.length]!, closing.signal);
        return { closing, stream };
      }),
    );
    expect(liveStreamCount()).toBe(before + 50);
    for (const [n, { closing, stream }] of tabs.entries()) {
      // Half hang up (the request's signal), half stop reading (the body cancelled).
      if (n % 2 === 0) closing.abort();
      else await stream.events.cancel();
    }
    expect(liveStreamCount()).toBe(before);
    // And those gone while their stream was being opened.
    await Promise.all(
      customers.map(async (customer) => {
        const closing = new AbortController();
        const opening = openStream(customer, closing.signal);
        closing.abort();
        await opening.catch(() => undefined);
      }),
    );
    expect(liveStreamCount()).toBe(before);
  });

  it("refuses a caller who is not signed in", async () => {
    const answer = await call(liveStream, "/api/v1/live");
    expect(answer.status).toBe(401);
  });
});

describe("signals", () => {
  it("reach only the streams they name, and only once their transaction commits", async () => {
    const [watched, other, marker] = [randomUUID(), randomUUID(), randomUUID()].map(recorder);
    for (const subscriber of [watched!, other!, marker!]) await subscribeLive(subscriber);
    await expect(
      db().$transaction(async (tx) => {
        await signalLive(tx, { users: [watched!.userId] });
        throw new Error("roll back");
      }),
    ).rejects.toThrow("roll back");
    await db().$transaction((tx) => signalLive(tx, { users: [other!.userId] }));
    // Signals arrive in commit order: once the marker's has, the others' would have too.
    await db().$transaction((tx) => signalLive(tx, { users: [marker!.userId] }));
    await marker!.told;
    expect(watched!.seen).toBe(0);
    expect(other!.seen).toBe(1);
    for (const subscriber of [watched!, other!, marker!]) unsubscribeLive(subscriber);
  });
});

describe("GET /api/v1/live/counts", () => {
  it("answers the counts the stream pushes", async () => {
    const customer = await signedIn("user");
    await fund(customer.user.id, 40);
    const answer = await call<LiveCounts>(liveCounts, "/api/v1/live/counts", {
      bearer: customer.token,
    });
    expect(answer.status).toBe(200);
    expect(answer.body.data).toEqual({
      notifications: 0,
      messages: 0,
      wallet: 40,
      earnings: null,
      queues: null,
    });
  });
});
