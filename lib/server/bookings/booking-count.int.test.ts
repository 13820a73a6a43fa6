// Service.bookingCount is folded from the bookings' tallies (booking-count.ts) instead of being
// updated by every booking: the fold must count each booking exactly once, however many bookings
// and folds run at the same time, and a cancellation keeps the count as it always has.
import { afterEach, beforeAll, describe, expect, it, vi } from "vitest";
import { ACCOUNT_SELECT, toSessionUser } from "@/lib/server/auth/account";
import { db } from "@/lib/server/db/client";
import { checkLedgerInvariants } from "@/lib/server/ledger/invariants";
import { createUser } from "@/test/integration/fixtures";
import { createService, fund } from "@/test/integration/marketplace";
import { foldBookingCounts } from "./booking-count";
import { createBooking } from "./create-booking";
import { cancelBooking } from "./settle-booking";

const ORIGIN = "http://localhost:3000";

beforeAll(() => {
  // Booking notices are printed to the log when no SMTP server is configured.
  vi.spyOn(console, "log").mockImplementation(() => undefined);
});

afterEach(async () => {
  expect((await checkLedgerInvariants(db())).problems).toEqual([]);
});

/** A new user with coins in the wallet, as the booking path sees a signed-in caller. */
async function fundedUser(coins: number) {
  const created = await createUser("user");
  await fund(created.id, coins);
  return toSessionUser(
    await db().user.findUniqueOrThrow({ where: { id: created.id }, select: ACCOUNT_SELECT }),
  );
}

async function countOf(serviceId: string) {
  const service = await db().service.findUniqueOrThrow({ where: { id: serviceId } });
  return service.bookingCount;
}

const talliesOf = (serviceId: string) => db().serviceBookingTally.count({ where: { serviceId } });

describe("the booking count", () => {
  it("is right after the fold: each booking leaves a tally, the fold adds it once", async () => {
    const service = await createService({ price: 10 });
    const users = await Promise.all([fundedUser(10), fundedUser(10), fundedUser(10)]);
    for (const user of users) await createBooking(user, service.id, null, ORIGIN);
    // A fold may already have run on its timer; whatever it folded, nothing is counted twice.
    await foldBookingCounts();
    expect(await countOf(service.id)).toBe(3);
    expect(await talliesOf(service.id)).toBe(0);
    expect(await foldBookingCounts()).toBe(0);
    expect(await countOf(service.id)).toBe(3);
  });

  it("counts every one of many concurrent bookings of one service, with folds racing them", async () => {
    const service = await createService({ price: 5 });
    const other = await createService({ price: 5 });
    const users = await Promise.all(Array.from({ length: 16 }, () => fundedUser(10)));
    const folds: Promise<number>[] = [];
    const booked = await Promise.all(
      users.map(async (user, index) => {
        if (index % 4 === 0) folds.push(foldBookingCounts());
        const serviceId = index % 8 === 7 ? other.id : service.id;
        return (await createBooking(user, serviceId, null, ORIGIN)).booking.serviceId;
      }),
    );
    await Promise.all(folds);
    await Promise.all([foldBookingCounts(), foldBookingCounts()]);
    const expected = booked.filter((id) => id === service.id).length;
    expect(expected).toBe(14);
    expect(await countOf(service.id)).toBe(expected);
    expect(await countOf(other.id)).toBe(2);
    expect(await db().booking.count({ where: { serviceId: service.id } })).toBe(expected);
  });

  it("keeps a cancelled booking on the count, as it always has", async () => {
    const service = await createService({ price: 20 });
    const user = await fundedUser(20);
    const { booking } = await createBooking(user, service.id, null, ORIGIN);
    await foldBookingCounts();
    expect(await countOf(service.id)).toBe(1);
    const cancelled = await cancelBooking(user, booking.id, "user", ORIGIN);
    expect(cancelled.status).toBe("cancelled");
    await foldBookingCounts();
    expect(await countOf(service.id)).toBe(1);
    // Booked again with the refunded coins: a second booking on the count.
    await createBooking(user, service.id, null, ORIGIN);
    await foldBookingCounts();
    expect(await countOf(service.id)).toBe(2);
  });

  it("writes no tally for a booking that is refused", async () => {
    const service = await createService({ price: 50 });
    const user = await fundedUser(10);
    await expect(createBooking(user, service.id, null, ORIGIN)).rejects.toThrow(
      "Insufficient Balance",
    );
    expect(await talliesOf(service.id)).toBe(0);
    await foldBookingCounts();
    expect(await countOf(service.id)).toBe(0);
  });
});
