// The limit on booking one service again after 3 of one's own cancellations of it in 24 hours
// (docs/features.md), when a booking races a cancellation: two servers looping book-and-cancel
// for one customer once got a fourth cancellation, because the booking counted the cancellations
// before its transaction and the third cancellation committed in between. The booking now counts
// them again under the customer's wallet lock, which every cancellation's refund also takes.
import { beforeAll, describe, expect, it, vi } from "vitest";
import { CANCELLATIONS_PER_DAY } from "@/lib/bookings/messages";
import { db } from "@/lib/server/db/client";
import { signedIn } from "@/test/integration/accounts";
import { bookIt, cancelIt, CANCELLED_TOO_OFTEN } from "@/test/integration/book-and-cancel";
import { createService, fund } from "@/test/integration/marketplace";

/** Statements of this test's database waiting for a row lock. */
async function waitingForLocks(): Promise<number> {
  const [row] = await db().$queryRaw<{ waiting: number }[]>`
    SELECT count(*)::int AS "waiting" FROM pg_stat_activity
    WHERE "datname" = current_database() AND "wait_event_type" = 'Lock'`;
  return row?.waiting ?? 0;
}

async function untilWaiting(): Promise<void> {
  for (let tries = 0; tries < 500; tries += 1) {
    if ((await waitingForLocks()) > 0) return;
    await new Promise((resolve) => setTimeout(resolve, 10));
  }
  throw new Error("the booking never waited for the held lock");
}

/** A user's own cancellations of a service. */
const ownCancellations = (userId: string, serviceId: string) =>
  db().booking.count({
    where: { userId, serviceId, status: "cancelled", cancelledBy: "user" },
  });

beforeAll(() => {
  // Booking notices are printed to the log when no SMTP server is configured.
  vi.spyOn(console, "log").mockImplementation(() => undefined);
});

describe("booking again while the third cancellation commits", () => {
  it("is refused once that cancellation is in: never a fourth cancellation", async () => {
    const org = await signedIn("org");
    const profile = await db().organizationProfile.findUniqueOrThrow({
      where: { userId: org.user.id },
    });
    const service = await createService({ price: 10, organizationId: profile.id });
    const { user, token } = await signedIn("user");
    await fund(user.id, 10);
    for (let cycle = 0; cycle < CANCELLATIONS_PER_DAY - 1; cycle += 1) {
      const booked = await bookIt(token, service.id);
      expect((await cancelIt(token, booked.body.data!.id)).status).toBe(200);
    }
    const third = await bookIt(token, service.id);
    expect(third.status).toBe(201);

    // Another server's booking reads the cancellations (2) and is held at its transaction's
    // start: the organization's user row, which a booking locks to order itself with a
    // suspension, is held here.
    let release = () => {};
    const released = new Promise<void>((resolve) => (release = resolve));
    let holding = () => {};
    const held = new Promise<void>((resolve) => (holding = resolve));
    const holder = db().$transaction(async (tx) => {
      await tx.$queryRaw`SELECT 1 FROM "User" WHERE "id" = ${org.user.id} FOR NO KEY UPDATE`;
      holding();
      await released;
    });
    await held;
    const racing = bookIt(token, service.id);
    await untilWaiting();

    // Meanwhile the third cancellation commits.
    expect((await cancelIt(token, third.body.data!.id)).status).toBe(200);
    release();
    await holder;

    const raced = await racing;
    expect(raced.status).toBe(429);
    expect(raced.body.error).toEqual({
      code: "rate_limited",
      message: CANCELLED_TOO_OFTEN,
      details: { retryAfterSeconds: expect.any(Number) },
    });
    expect(await ownCancellations(user.id, service.id)).toBe(CANCELLATIONS_PER_DAY);
    expect(await db().booking.count({ where: { userId: user.id, status: "active" } })).toBe(0);
  });

  it("lets two servers' book-and-cancel loops reach exactly 3 cancellations", async () => {
    const service = await createService({ price: 10 });
    const { user, token } = await signedIn("user");
    await fund(user.id, 10);
    const loop = async () => {
      const statuses: number[] = [];
      for (let attempt = 0; attempt < 8; attempt += 1) {
        const booked = await bookIt(token, service.id);
        statuses.push(booked.status);
        if (booked.status === 201) await cancelIt(token, booked.body.data!.id);
      }
      return statuses;
    };
    const statuses = (await Promise.all([loop(), loop()])).flat();
    // Refused as booked already (the other loop's booking is open) or as cancelled too often.
    expect(statuses.every((status) => [201, 409, 429].includes(status))).toBe(true);
    expect(statuses.filter((status) => status === 201)).toHaveLength(CANCELLATIONS_PER_DAY);
    expect(await ownCancellations(user.id, service.id)).toBe(CANCELLATIONS_PER_DAY);
  });
});
