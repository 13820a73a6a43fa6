// Bookings that run out: the expiry follows the service's duration; once it passes, every reading
// shows the booking as completed, and the sweep (or a write that needs it, under the booking's
// lock) moves the escrow to the organization's earnings, once.
import { afterEach, describe, expect, it } from "vitest";
import { POST as book } from "@/app/api/v1/services/[id]/book/route";
import { POST as userCancel } from "@/app/api/v1/users/bookings/[id]/cancel/route";
import { GET as listBookings } from "@/app/api/v1/users/bookings/route";
import { GET as orgBookings } from "@/app/api/v1/org/bookings/route";
import { db } from "@/lib/server/db/client";
import { checkLedgerInvariants } from "@/lib/server/ledger/invariants";
import { signedIn } from "@/test/integration/accounts";
import { call } from "@/test/integration/http";
import { createService, fund, walletBalance } from "@/test/integration/marketplace";
import { completeExpiredBookings } from "./settle-booking";

interface Booking {
  id: string;
  status: string;
  createdAt: string;
  expiresAt: string | null;
  completedAt: string | null;
  cancellableUntil: string | null;
}

const HOUR = 60 * 60 * 1000;

async function orgWithService(price: number, duration?: string) {
  const org = await signedIn("org");
  const profile = await db().organizationProfile.findUniqueOrThrow({
    where: { userId: org.user.id },
  });
  const service = await createService({ price, organizationId: profile.id, duration });
  return { org, service };
}

async function bookIt(token: string, serviceId: string) {
  const response = await call<Booking>(book, `/api/v1/services/${serviceId}/book`, {
    method: "POST",
    bearer: token,
    params: { id: serviceId },
  });
  expect(response.status).toBe(201);
  return response.body.data!;
}

async function earningsOf(userId: string): Promise<number> {
  const account = await db().ledgerAccount.findUnique({
    where: { kind_userId: { kind: "org_earnings", userId } },
  });
  return Number(account?.balance ?? 0n);
}

/** Moves a booking's clock back, as if it had been made `hours` ago. */
async function age(bookingId: string, hours: number) {
  const booking = await db().booking.findUniqueOrThrow({ where: { id: bookingId } });
  const shift = hours * HOUR;
  await db().booking.update({
    where: { id: bookingId },
    data: {
      createdAt: new Date(booking.createdAt.getTime() - shift),
      expiresAt: booking.expiresAt && new Date(booking.expiresAt.getTime() - shift),
    },
  });
}

afterEach(async () => {
  const health = await checkLedgerInvariants(db());
  expect(health.problems).toEqual([]);
});

describe("booking expiry", () => {
  it("sets the expiry from the service's duration, and tells until when the user may cancel", async () => {
    const { user, token } = await signedIn("user");
    const { service } = await orgWithService(10, "2 weeks");
    const untimed = (await orgWithService(10, "Per session")).service;
    await fund(user.id, 20);

    const timed = await bookIt(token, service.id);
    const created = new Date(timed.createdAt).getTime();
    expect(new Date(timed.expiresAt!).getTime() - created).toBe(14 * 24 * HOUR);
    expect(new Date(timed.cancellableUntil!).getTime() - created).toBe(24 * HOUR);
    expect((await bookIt(token, untimed.id)).expiresAt).toBeNull();
  });

  it("shows an expired booking as completed at once, and the sweep pays the org once", async () => {
    const { user, token } = await signedIn("user");
    const { org, service } = await orgWithService(40, "1 day");
    await fund(user.id, 40);
    const booking = await bookIt(token, service.id);
    await age(booking.id, 25);
    const { expiresAt } = await db().booking.findUniqueOrThrow({ where: { id: booking.id } });

    const mine = await call<{ items: Booking[] }>(listBookings, "/api/v1/users/bookings", {
      bearer: token,
    });
    const seen = mine.body.data?.items.find((item) => item.id === booking.id);
    expect(seen?.status).toBe("completed");
    expect(seen?.completedAt).toBe(expiresAt!.toISOString());
    expect(seen?.cancellableUntil).toBeNull();
    const theirs = await call<{ items: Booking[] }>(orgBookings, "/api/v1/org/bookings", {
      bearer: org.token,
    });
    expect(theirs.body.data?.items.map((item) => item.status)).toEqual(["completed"]);
    // Reading moved nothing: the coins wait in escrow for the sweep, and nobody was told yet.
    expect(await earningsOf(org.user.id)).toBe(0);
    expect(
      await db().mailOutbox.count({ where: { kind: "booking_completed", to: user.email } }),
    ).toBe(0);

    expect(await completeExpiredBookings()).toBe(1);
    const told = await db().mailOutbox.findMany({
      where: { to: user.email, kind: "booking_completed" },
    });
    expect(told.map((mail) => mail.subject)).toEqual([expect.stringMatching(/^Delivered: /)]);
    // Paid less the 15% commission fixed when booked (6 of 40), with a receipt saying so.
    expect(await earningsOf(org.user.id)).toBe(34);
    const receipts = await db().mailOutbox.findMany({
      where: { to: org.user.email, kind: "booking_paid_org" },
    });
    expect(receipts.map((mail) => mail.text)).toEqual([
      expect.stringContaining("Commission (15%): 6 coins\nYou receive: 34 coins"),
    ]);
    expect(await walletBalance(user.id)).toBe(0);
    expect(await completeExpiredBookings()).toBe(0);
  });

  it("booking a service again after its booking expired settles that one first", async () => {
    const { user, token } = await signedIn("user");
    const { org, service } = await orgWithService(40, "1 day");
    await fund(user.id, 80);
    const first = await bookIt(token, service.id);
    await age(first.id, 25);

    const second = await bookIt(token, service.id);
    expect(second.status).toBe("active");
    const settled = await db().booking.findUniqueOrThrow({ where: { id: first.id } });
    expect(settled.status).toBe("completed");
    expect(await earningsOf(org.user.id)).toBe(34);
    expect(await walletBalance(user.id)).toBe(0);
    expect(await completeExpiredBookings()).toBe(0);
  });

  it("the sweep completes every expired booking once, however many sweeps race", async () => {
    const { user, token } = await signedIn("user");
    const { org, service } = await orgWithService(15, "2 hours");
    const other = await orgWithService(5, "1 week");
    await fund(user.id, 20);
    const expired = await bookIt(token, service.id);
    const current = await bookIt(token, other.service.id);
    await age(expired.id, 30);

    const counts = await Promise.all(Array.from({ length: 5 }, () => completeExpiredBookings()));
    expect(counts.reduce((sum, count) => sum + count, 0)).toBe(1);
    // 15 less its commission (3 coins; the organization's share 12.75 rounds down to 12).
    expect(await earningsOf(org.user.id)).toBe(12);
    const still = await db().booking.findUniqueOrThrow({ where: { id: current.id } });
    expect(still.status).toBe("active");
    expect(await earningsOf(other.org.user.id)).toBe(0);
  });

  it("refuses to cancel a booking whose expiry has passed, even before the sweep ran", async () => {
    const { user, token } = await signedIn("user");
    const { service } = await orgWithService(30, "2 days");
    await fund(user.id, 30);
    const booking = await bookIt(token, service.id);
    // Expired within the cancellation window's length would be impossible; force it to test
    // the guard in the cancellation itself.
    await db().booking.update({
      where: { id: booking.id },
      data: { expiresAt: new Date(Date.now() - 1000) },
    });
    const response = await call(userCancel, `/api/v1/users/bookings/${booking.id}/cancel`, {
      method: "POST",
      bearer: token,
      params: { id: booking.id },
    });
    expect(response.status).toBe(409);
    expect(response.body.error?.message).toBe("This booking is no longer active.");
    expect(await walletBalance(user.id)).toBe(0);
  });
});
