// Service.bookingCount is folded from the bookings' tallies (booking-count.ts) instead of being
// updated by every booking: the fold must count each booking exactly once, however many bookings
// and folds run at the same time, and a cancellation takes its booking off the count.
import { readFileSync } from "node:fs";
import { join } from "node:path";
import { setTimeout as sleep } from "node:timers/promises";
import { afterEach, beforeAll, describe, expect, it, vi } from "vitest";
import { ACCOUNT_SELECT, toSessionUser } from "@/lib/server/auth/account";
import { db } from "@/lib/server/db/client";
import { MIGRATIONS_DIR } from "@/lib/server/db/migrations";
import { checkLedgerInvariants } from "@/lib/server/ledger/invariants";
import { createUser } from "@/test/integration/fixtures";
import { createService, fund } from "@/test/integration/marketplace";
import { FOLD_DELAY_MS, foldBookingCounts } from "./booking-count";
import { createBooking } from "./create-booking";
import { cancelBooking } from "./settle-booking";

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
    for (const user of users)
      await createBooking({ user, serviceId: service.id, idempotencyKey: null });
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
        return (await createBooking({ user, serviceId, idempotencyKey: null })).booking.serviceId;
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

  it("takes a cancelled booking off the count, whoever cancels, and counts a new booking again", async () => {
    const service = await createService({ price: 20 });
    const user = await fundedUser(20);
    const { booking } = await createBooking({ user, serviceId: service.id, idempotencyKey: null });
    await foldBookingCounts();
    expect(await countOf(service.id)).toBe(1);
    const cancelled = await cancelBooking({ caller: user, bookingId: booking.id, as: "user" });
    expect(cancelled.status).toBe("cancelled");
    expect(await talliesOf(service.id)).toBe(1);
    await foldBookingCounts();
    expect(await countOf(service.id)).toBe(0);
    // Booked again with the refunded coins: one booking on the count.
    await createBooking({ user, serviceId: service.id, idempotencyKey: null });
    await foldBookingCounts();
    expect(await countOf(service.id)).toBe(1);
    // The organization's cancellation takes it off too.
    const org = toSessionUser(
      await db().user.findFirstOrThrow({
        where: { organization: { id: service.organizationId } },
        select: ACCOUNT_SELECT,
      }),
    );
    const [active] = await db().booking.findMany({
      where: { serviceId: service.id, status: "active" },
    });
    await cancelBooking({ caller: org, bookingId: active!.id, as: "org" });
    await foldBookingCounts();
    expect(await countOf(service.id)).toBe(0);
  });

  it("folds a booking and its cancellation in one fold to no change, counted once each", async () => {
    const service = await createService({ price: 5 });
    const users = await Promise.all(Array.from({ length: 4 }, () => fundedUser(5)));
    const booked = await Promise.all(
      users.map((user) => createBooking({ user, serviceId: service.id, idempotencyKey: null })),
    );
    // Two cancelled before any fold, racing folds: each tally is folded exactly once.
    await Promise.all([
      cancelBooking({ caller: users[0]!, bookingId: booked[0]!.booking.id, as: "user" }),
      cancelBooking({ caller: users[1]!, bookingId: booked[1]!.booking.id, as: "user" }),
      foldBookingCounts(),
    ]);
    await Promise.all([foldBookingCounts(), foldBookingCounts()]);
    expect(await countOf(service.id)).toBe(2);
    expect(await talliesOf(service.id)).toBe(0);
  });

  it("was recounted by its migration: waiting tallies folded, cancelled bookings taken off", async () => {
    const service = await createService({ price: 10 });
    const seeded = await createService({ price: 10 });
    const users = await Promise.all([1, 2, 3].map(() => fundedUser(10)));
    const booked = [];
    for (const user of users)
      booked.push(await createBooking({ user, serviceId: service.id, idempotencyKey: null }));
    await cancelBooking({ caller: users[0]!, bookingId: booked[0]!.booking.id, as: "user" });
    await cancelBooking({ caller: users[1]!, bookingId: booked[1]!.booking.id, as: "user" });
    // The fold these scheduled has run (it would otherwise race the rewrite below).
    await sleep(FOLD_DELAY_MS + 500);
    await foldBookingCounts();
    // As the data stood before: every booking ever made counted, two folded and the third's
    // tally still waiting; and a counter written without bookings (the bulk catalogue seed).
    await db().serviceBookingTally.deleteMany({ where: { serviceId: service.id } });
    await db().serviceBookingTally.create({
      data: { bookingId: booked[2]!.booking.id, serviceId: service.id },
    });
    await db().service.update({ where: { id: service.id }, data: { bookingCount: 2 } });
    await db().service.update({ where: { id: seeded.id }, data: { bookingCount: 40 } });

    const migration = readFileSync(
      join(MIGRATIONS_DIR, "20261126055804_booking_count_not_cancelled", "migration.sql"),
      "utf8",
    );
    const recount = migration.slice(migration.indexOf("-- bookingCount counted every booking"));
    for (const statement of recount
      .split(/;\s*$/m)
      .filter((sql) => /\S/.test(sql.replace(/--.*$/gm, "")))) {
      await db().$executeRawUnsafe(statement);
    }
    expect(await countOf(service.id)).toBe(1);
    expect(await countOf(seeded.id)).toBe(40);
    expect(await talliesOf(service.id)).toBe(0);
  });

  it("writes no tally for a booking that is refused", async () => {
    const service = await createService({ price: 50 });
    const user = await fundedUser(10);
    await expect(
      createBooking({ user, serviceId: service.id, idempotencyKey: null }),
    ).rejects.toThrow("Insufficient Balance");
    expect(await talliesOf(service.id)).toBe(0);
    await foldBookingCounts();
    expect(await countOf(service.id)).toBe(0);
  });
});
