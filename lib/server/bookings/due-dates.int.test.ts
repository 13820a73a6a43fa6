// What time decides, over HTTP on PostgreSQL with coins counted before and after: a booking is due
// after its service's duration (or the platform's default); undelivered by then, every reading
// shows it refunded and the sweep (or a write that needs its slot) gives every coin back, once,
// paying the organization nothing. A delivery the customer leaves alone completes at the end of
// the acceptance window, with a reminder a day before; racing sweeps and acceptances settle once.
import { afterEach, describe, expect, it } from "vitest";
import { POST as book } from "@/app/api/v1/services/[id]/book/route";
import { POST as userCancel } from "@/app/api/v1/users/bookings/[id]/cancel/route";
import { GET as listBookings } from "@/app/api/v1/users/bookings/route";
import { GET as orgBookings } from "@/app/api/v1/org/bookings/route";
import { db } from "@/lib/server/db/client";
import { checkLedgerInvariants } from "@/lib/server/ledger/invariants";
import { signedIn } from "@/test/integration/accounts";
import { call } from "@/test/integration/http";
import { acceptOver, deliverOver } from "@/test/integration/deliveries";
import { createService, fund, walletBalance } from "@/test/integration/marketplace";
import { remindAcceptances, settleDueBookings } from "./settle-due";

interface Booking {
  id: string;
  status: string;
  createdAt: string;
  dueAt: string;
  completedAt: string | null;
  cancelledAt: string | null;
  refundReason: string | null;
  completion: string | null;
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

/** What the organization was paid: its earnings and its earnings still clearing. */
async function paidTo(userId: string): Promise<number> {
  const accounts = await db().ledgerAccount.findMany({
    where: { userId, kind: { in: ["org_earnings", "org_clearing"] } },
  });
  return accounts.reduce((sum, account) => sum + Number(account.balance), 0);
}

async function revenue(): Promise<number> {
  const account = await db().ledgerAccount.findUniqueOrThrow({ where: { id: "platform_revenue" } });
  return Number(account.balance);
}

/** Moves a booking's clock back, as if it had been made `hours` ago. */
async function age(bookingId: string, hours: number) {
  const booking = await db().booking.findUniqueOrThrow({ where: { id: bookingId } });
  const shift = hours * HOUR;
  await db().booking.update({
    where: { id: bookingId },
    data: {
      createdAt: new Date(booking.createdAt.getTime() - shift),
      dueAt: new Date(booking.dueAt.getTime() - shift),
      deliveredAt: booking.deliveredAt && new Date(booking.deliveredAt.getTime() - shift),
      acceptBy: booking.acceptBy && new Date(booking.acceptBy.getTime() - shift),
    },
  });
}

afterEach(async () => {
  const health = await checkLedgerInvariants(db());
  expect(health.problems).toEqual([]);
});

describe("due dates", () => {
  it("is due after the service's duration, or the platform's default of 30 days", async () => {
    const { user, token } = await signedIn("user");
    const { service } = await orgWithService(10, "2 weeks");
    const untimed = (await orgWithService(10, "Per session")).service;
    await fund(user.id, 20);

    const timed = await bookIt(token, service.id);
    const created = new Date(timed.createdAt).getTime();
    expect(new Date(timed.dueAt).getTime() - created).toBe(14 * 24 * HOUR);
    expect(new Date(timed.cancellableUntil!).getTime() - created).toBe(24 * HOUR);
    const open = await bookIt(token, untimed.id);
    expect(new Date(open.dueAt).getTime() - new Date(open.createdAt).getTime()).toBe(
      30 * 24 * HOUR,
    );
  });

  it("an undelivered booking past its due date reads as refunded at once; the sweep refunds it in full, once, paying the organization 0", async () => {
    const { user, token } = await signedIn("user");
    const { org, service } = await orgWithService(40, "1 day");
    await fund(user.id, 40);
    const revenueBefore = await revenue();
    const booking = await bookIt(token, service.id);
    await age(booking.id, 25);
    const { dueAt } = await db().booking.findUniqueOrThrow({ where: { id: booking.id } });

    const mine = await call<{ items: Booking[] }>(listBookings, "/api/v1/users/bookings", {
      bearer: token,
    });
    const seen = mine.body.data?.items.find((item) => item.id === booking.id);
    expect(seen).toMatchObject({
      status: "cancelled",
      refundReason: "not_delivered",
      cancelledAt: dueAt.toISOString(),
      cancellableUntil: null,
    });
    const theirs = await call<{ items: Booking[] }>(orgBookings, "/api/v1/org/bookings", {
      bearer: org.token,
    });
    expect(theirs.body.data?.items.map((item) => item.status)).toEqual(["cancelled"]);
    // Reading moved nothing: the coins wait in escrow for the sweep.
    expect(await walletBalance(user.id)).toBe(0);
    // Nor can the organization deliver it now.
    expect((await deliverOver(org.token, booking.id)).status).toBe(409);

    expect(await settleDueBookings()).toBe(1);
    expect(await walletBalance(user.id)).toBe(40);
    expect(await paidTo(org.user.id)).toBe(0);
    expect(await revenue()).toBe(revenueBefore);
    const row = await db().booking.findUniqueOrThrow({ where: { id: booking.id } });
    expect(row).toMatchObject({
      status: "cancelled",
      refundReason: "not_delivered",
      cancelledBy: null,
    });
    const mails = await db().mailOutbox.findMany({
      where: { kind: { in: ["booking_not_delivered", "booking_not_delivered_org"] } },
      orderBy: { kind: "asc" },
    });
    expect(mails.map((mail) => [mail.kind, mail.to])).toEqual([
      ["booking_not_delivered", user.email],
      ["booking_not_delivered_org", org.user.email],
    ]);
    expect(mails[0]?.text).toContain("All 40 coins are back in your wallet.");
    expect(await settleDueBookings()).toBe(0);
  });

  it("booking a service again after its due date passed refunds that one first", async () => {
    const { user, token } = await signedIn("user");
    const { org, service } = await orgWithService(40, "1 day");
    await fund(user.id, 40);
    const first = await bookIt(token, service.id);
    await age(first.id, 25);

    const second = await bookIt(token, service.id);
    expect(second.status).toBe("active");
    const settled = await db().booking.findUniqueOrThrow({ where: { id: first.id } });
    expect(settled.status).toBe("cancelled");
    expect(await paidTo(org.user.id)).toBe(0);
    expect(await walletBalance(user.id)).toBe(0);
    expect(await settleDueBookings()).toBe(0);
  });

  it("refuses to cancel a booking whose due date has passed, even before the sweep ran", async () => {
    const { user, token } = await signedIn("user");
    const { service } = await orgWithService(30, "2 days");
    await fund(user.id, 30);
    const booking = await bookIt(token, service.id);
    await db().booking.update({
      where: { id: booking.id },
      data: { dueAt: new Date(Date.now() - 1000) },
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

describe("the acceptance window", () => {
  it("a delivery left alone is reminded once a day before, then completes at the window's end: the organization its net, the platform the commission", async () => {
    const { user, token } = await signedIn("user");
    const { org, service } = await orgWithService(40, "1 week");
    await fund(user.id, 40);
    const revenueBefore = await revenue();
    const booking = await bookIt(token, service.id);
    expect((await deliverOver(org.token, booking.id)).status).toBe(200);
    const delivered = await db().booking.findUniqueOrThrow({ where: { id: booking.id } });
    // Three days by default.
    expect(delivered.acceptBy!.getTime() - delivered.deliveredAt!.getTime()).toBe(72 * HOUR);

    // Two and a half days on: the reminder goes out once, however many sweeps.
    await age(booking.id, 60);
    expect(await Promise.all([remindAcceptances(), remindAcceptances()])).toSatisfy(
      (counts: number[]) => counts.reduce((a, b) => a + b, 0) === 1,
    );
    expect(
      await db().mailOutbox.count({
        where: { to: user.email, kind: "booking_acceptance_reminder" },
      }),
    ).toBe(1);
    await settleDueBookings();
    expect((await db().booking.findUniqueOrThrow({ where: { id: booking.id } })).status).toBe(
      "delivered",
    );

    await age(booking.id, 13);
    const shown = await call<{ items: Booking[] }>(listBookings, "/api/v1/users/bookings", {
      bearer: token,
    });
    expect(shown.body.data?.items[0]).toMatchObject({
      status: "completed",
      completion: "acceptance_window",
    });
    // Too late to accept or to report: the window has ended.
    expect((await acceptOver(token, booking.id)).status).toBe(409);
    expect(await paidTo(org.user.id)).toBe(0);

    expect(await settleDueBookings()).toBe(1);
    // 40 less the 15% commission fixed when booked (6).
    expect(await paidTo(org.user.id)).toBe(34);
    expect(await revenue()).toBe(revenueBefore + 6);
    expect(await walletBalance(user.id)).toBe(0);
    expect(await db().booking.findUniqueOrThrow({ where: { id: booking.id } })).toMatchObject({
      status: "completed",
      completion: "acceptance_window",
    });
  });

  it("the sweep and the customer's acceptance at the window's end settle once, and sweeps racing settle each booking once", async () => {
    const { user, token } = await signedIn("user");
    const { org, service } = await orgWithService(15, "2 hours");
    const other = await orgWithService(5, "1 week");
    await fund(user.id, 20);
    const racing = await bookIt(token, service.id);
    const current = await bookIt(token, other.service.id);
    expect((await deliverOver(org.token, racing.id)).status).toBe(200);
    // Exactly at the window's end: the acceptance and five sweeps race for it.
    await db().booking.update({
      where: { id: racing.id },
      data: { acceptBy: new Date(Date.now() + 150) },
    });
    await new Promise((resolve) => setTimeout(resolve, 150));
    const [accepted, ...counts] = await Promise.all([
      acceptOver(token, racing.id),
      ...Array.from({ length: 5 }, () => settleDueBookings()),
    ]);
    const swept = (counts as number[]).reduce((sum, count) => sum + count, 0);
    expect([accepted.status === 200 ? 1 : 0, swept]).toSatisfy(
      ([byCustomer, bySweep]: number[]) => byCustomer! + bySweep! === 1,
    );
    // 15 less its commission (3 coins; the organization's share 12.75 rounds down to 12).
    expect(await paidTo(org.user.id)).toBe(12);
    const transfers = await db().ledgerTransfer.count({
      where: { bookingId: racing.id, kind: "booking_complete" },
    });
    expect(transfers).toBe(1);
    const still = await db().booking.findUniqueOrThrow({ where: { id: current.id } });
    expect(still.status).toBe("active");
    expect(await paidTo(other.org.user.id)).toBe(0);
  });
});
