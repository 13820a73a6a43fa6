// Booking with coins over HTTP on real PostgreSQL: escrow, races, idempotency, cancel, and a
// delivery the customer accepts (buyer-protection.int.test.ts has the rest of the protection).
import { afterEach, describe, expect, it } from "vitest";
import { POST as book } from "@/app/api/v1/services/[id]/book/route";
import { GET as getBooking } from "@/app/api/v1/users/bookings/[id]/route";
import { GET as listBookings } from "@/app/api/v1/users/bookings/route";
import { POST as userCancel } from "@/app/api/v1/users/bookings/[id]/cancel/route";
import { GET as orgBookings } from "@/app/api/v1/org/bookings/route";
import { POST as orgCancel } from "@/app/api/v1/org/bookings/[id]/cancel/route";
import { ALREADY_BOOKED, NOT_BOOKABLE } from "@/lib/bookings/messages";
import { BOOKING_REFERENCE_PATTERN } from "@/lib/bookings/reference";
import { foldBookingCounts } from "@/lib/server/bookings/booking-count";
import { sendDueBookingDigests } from "@/lib/server/bookings/booking-digests";
import { ORG_NOTICE_WINDOW_MS } from "@/lib/server/bookings/org-notices";
import { WINDOW_PASSED } from "@/lib/server/bookings/settle-booking";
import { db } from "@/lib/server/db/client";
import { checkLedgerInvariants } from "@/lib/server/ledger/invariants";
import { signedIn } from "@/test/integration/accounts";
import { acceptOver, deliverOver } from "@/test/integration/deliveries";
import { call } from "@/test/integration/http";
import { createService, fund, walletBalance } from "@/test/integration/marketplace";

interface Booking {
  id: string;
  bookingReference: string;
  status: string;
  totalAmount: number;
  serviceId: string;
  customerName: string;
}

/** The organization's view: the booking and its commission, fixed when booked. */
interface OrgBooking extends Booking {
  commissionBps: number;
  commissionCoins: number;
  netCoins: number;
}

function bookIt(token: string, serviceId: string, request: { key?: string; body?: unknown } = {}) {
  const { key, body } = request;
  return call<Booking>(book, `/api/v1/services/${serviceId}/book`, {
    method: "POST",
    bearer: token,
    params: { id: serviceId },
    headers: key ? { "idempotency-key": key } : {},
    body,
  });
}

const post = (handler: typeof userCancel, to: { token: string; id: string; path: string }) =>
  call<Booking>(handler, to.path, { method: "POST", bearer: to.token, params: { id: to.id } });

/** A signed-in organization and an active service of its own. */
async function orgWithService(price: number) {
  const org = await signedIn("org");
  const profile = await db().organizationProfile.findUniqueOrThrow({
    where: { userId: org.user.id },
  });
  return { org, service: await createService({ price, organizationId: profile.id }) };
}

afterEach(async () => {
  const health = await checkLedgerInvariants(db());
  expect(health.problems).toEqual([]);
});

describe("POST /api/v1/services/:id/book", () => {
  it("books: the price leaves the wallet for the booking's escrow, and the booking can be quoted", async () => {
    const { user, token } = await signedIn("user");
    const service = await createService({ price: 120 });
    await fund(user.id, 200);

    const response = await bookIt(token, service.id);
    expect(response.status).toBe(201);
    expect(response.body.message).toBe("Service Booked Successfully");
    const booking = response.body.data!;
    expect(booking).toMatchObject({ status: "active", totalAmount: 120, serviceId: service.id });
    expect(booking.bookingReference).toMatch(BOOKING_REFERENCE_PATTERN);

    expect(await walletBalance(user.id)).toBe(80);
    const escrow = await db().ledgerAccount.findUniqueOrThrow({ where: { bookingId: booking.id } });
    expect(Number(escrow.balance)).toBe(120);
    // The count is folded from the booking's tally (within a second on a server; here at once).
    await foldBookingCounts();
    expect((await db().service.findUniqueOrThrow({ where: { id: service.id } })).bookingCount).toBe(
      1,
    );
    const mails = await db().mailOutbox.findMany({
      where: { text: { contains: booking.bookingReference } },
    });
    expect(mails.map((mail) => mail.kind).sort()).toEqual([
      "booking_confirmed",
      "booking_received",
    ]);
    expect(mails.find((mail) => mail.kind === "booking_confirmed")?.to).toBe(user.email);
    expect(
      (
        await call<Booking>(getBooking, `/api/v1/users/bookings/${booking.id}`, {
          bearer: token,
          params: { id: booking.id },
        })
      ).body.data?.id,
    ).toBe(booking.id);
  });

  it("refuses a second active booking of the same service with 409", async () => {
    const { user, token } = await signedIn("user");
    const service = await createService({ price: 10 });
    await fund(user.id, 100);
    expect((await bookIt(token, service.id)).status).toBe(201);
    const again = await bookIt(token, service.id);
    expect(again.status).toBe(409);
    expect(again.body.error).toMatchObject({
      code: "already_booked",
      message: ALREADY_BOOKED,
    });
    expect(await walletBalance(user.id)).toBe(90);
  });

  it("refuses a short balance with 'Insufficient Balance' and the missing coins, moving nothing", async () => {
    const { user, token } = await signedIn("user");
    const service = await createService({ price: 150 });
    await fund(user.id, 100);
    const refused = await bookIt(token, service.id);
    expect(refused.status).toBe(422);
    expect(refused.body.error).toMatchObject({
      code: "insufficient_balance",
      message: "Insufficient Balance",
      details: { shortBy: 50, description: "You need 50 more coins to book this service." },
    });
    expect(await walletBalance(user.id)).toBe(100);
    expect(await db().booking.count({ where: { userId: user.id } })).toBe(0);
  });

  it("books at the price the booker agreed to, and refuses with the new price when it changed", async () => {
    const { user, token } = await signedIn("user");
    const service = await createService({ price: 40 });
    await fund(user.id, 100);
    const changed = await bookIt(token, service.id, {
      key: undefined,
      body: { expectedPrice: 35 },
    });
    expect(changed.status).toBe(409);
    expect(changed.body.error).toMatchObject({
      code: "price_changed",
      message: "The price of this service has changed to 40 coins. Please check it and book again.",
      details: { price: 40 },
    });
    expect(await walletBalance(user.id)).toBe(100);
    expect(await db().booking.count({ where: { userId: user.id } })).toBe(0);

    for (const expectedPrice of [-1, 1.5, "40"]) {
      const invalid = await bookIt(token, service.id, { key: undefined, body: { expectedPrice } });
      expect(invalid.status).toBe(422);
      expect(invalid.body.error?.message).toContain("expectedPrice");
    }
    const booked = await bookIt(token, service.id, { key: undefined, body: { expectedPrice: 40 } });
    expect(booked.status).toBe(201);
    expect(booked.body.data?.totalAmount).toBe(40);
    expect(await walletBalance(user.id)).toBe(60);
  });

  it("answers a repeated Idempotency-Key with the first booking and moves nothing again", async () => {
    const { user, token } = await signedIn("user");
    const service = await createService({ price: 30 });
    await fund(user.id, 100);
    const first = await bookIt(token, service.id, { key: "book-once-1" });
    const replays = await Promise.all(
      [1, 2, 3].map(() => bookIt(token, service.id, { key: "book-once-1" })),
    );
    expect(first.status).toBe(201);
    for (const replay of replays) {
      expect(replay.status).toBe(201);
      expect(replay.headers.get("idempotent-replayed")).toBe("true");
      expect(replay.body.data?.id).toBe(first.body.data?.id);
    }
    expect(await walletBalance(user.id)).toBe(70);
  });

  it("gives exactly one booking for 50 concurrent requests of one service by one user", async () => {
    const { user, token } = await signedIn("user");
    const service = await createService({ price: 10 });
    await fund(user.id, 1000);
    const answers = await Promise.all(Array.from({ length: 50 }, () => bookIt(token, service.id)));
    const statuses = answers.map((answer) => answer.status);
    expect(statuses.filter((status) => status === 201)).toHaveLength(1);
    expect(statuses.filter((status) => status === 409)).toHaveLength(49);
    expect(await walletBalance(user.id)).toBe(990);
    expect(await db().booking.count({ where: { userId: user.id } })).toBe(1);
  });

  it("books exactly 3 of 50 different services at once for a user who can afford 3", async () => {
    const { user, token } = await signedIn("user");
    const services = await Promise.all(
      Array.from({ length: 50 }, () => createService({ price: 10 })),
    );
    await fund(user.id, 35);
    const answers = await Promise.all(services.map((service) => bookIt(token, service.id)));
    const statuses = answers.map((answer) => answer.status);
    expect(statuses.filter((status) => status === 201)).toHaveLength(3);
    expect(statuses.filter((status) => status === 422)).toHaveLength(47);
    expect(await walletBalance(user.id)).toBe(5);
  });

  it("refuses services that cannot be booked, unknown ones, and callers who are not users", async () => {
    const { user, token } = await signedIn("user");
    await fund(user.id, 100);
    const inactive = await createService({ status: "inactive" });
    expect((await bookIt(token, inactive.id)).body.error?.message).toBe(NOT_BOOKABLE);
    expect((await bookIt(token, "no-such-service")).status).toBe(404);
    const org = await signedIn("org");
    const service = await createService();
    expect((await bookIt(org.token, service.id)).status).toBe(403);
  });
});

describe("cancelling and completing", () => {
  it("a user cancels within 24 hours and gets every coin back, once, however often they ask", async () => {
    const { user, token } = await signedIn("user");
    const service = await createService({ price: 40 });
    await fund(user.id, 40);
    const booking = (await bookIt(token, service.id)).body.data!;
    const path = `/api/v1/users/bookings/${booking.id}/cancel`;
    const answers = await Promise.all(
      Array.from({ length: 10 }, () => post(userCancel, { token, id: booking.id, path })),
    );
    expect(answers.filter((answer) => answer.status === 200)).toHaveLength(1);
    expect(
      answers.filter((answer) => answer.status === 409).map((answer) => answer.body.error?.message),
    ).toEqual(Array(9).fill("This booking is no longer active."));
    expect(await walletBalance(user.id)).toBe(40);
    const notices = () =>
      db().mailOutbox.findMany({
        where: {
          kind: { startsWith: "booking_cancelled" },
          text: { contains: booking.bookingReference },
        },
      });
    expect((await notices()).map((mail) => mail.kind)).toEqual(["booking_cancelled"]);
    // The organization's notice came minutes after its booking notice: it waits, once, for the
    // service's digest (org-notices.ts), which names it when the window closes.
    expect(await db().bookingNotice.count({ where: { reference: booking.bookingReference } })).toBe(
      1,
    );
    await sendDueBookingDigests(new Date(Date.now() + ORG_NOTICE_WINDOW_MS + 1000));
    expect((await notices()).map((mail) => mail.kind).sort()).toEqual([
      "booking_cancelled",
      "booking_cancelled_org",
    ]);
    // The slot is free again: the service can be booked anew.
    expect((await bookIt(token, service.id)).status).toBe(201);
  });

  it("refuses a user's cancellation after the window, while the organization can still cancel", async () => {
    const { user, token } = await signedIn("user");
    const { org, service } = await orgWithService(25);
    await fund(user.id, 25);
    const booking = (await bookIt(token, service.id)).body.data!;
    await db().booking.update({
      where: { id: booking.id },
      data: { createdAt: new Date(Date.now() - 25 * 60 * 60 * 1000) },
    });
    const late = await post(userCancel, {
      token,
      id: booking.id,
      path: `/api/v1/users/bookings/${booking.id}/cancel`,
    });
    expect(late.status).toBe(409);
    expect(late.body.error?.message).toBe(WINDOW_PASSED);

    const byOrg = await post(orgCancel, {
      token: org.token,
      id: booking.id,
      path: `/api/v1/org/bookings/${booking.id}/cancel`,
    });
    expect(byOrg.status).toBe(200);
    expect(byOrg.body.data?.status).toBe("cancelled");
    expect(await walletBalance(user.id)).toBe(25);
    // Cancelled: the customer got the whole price back and the platform kept nothing.
    expect(
      await db().ledgerTransfer.count({
        where: { bookingId: booking.id, kind: "booking_commission" },
      }),
    ).toBe(0);
  });

  it("the organization delivers and the customer accepts: escrow to clearing earnings, once; others see nothing", async () => {
    const { user, token } = await signedIn("user");
    const { org, service } = await orgWithService(60);
    await fund(user.id, 60);
    const booking = (await bookIt(token, service.id)).body.data!;
    const stranger = await signedIn("org");
    const otherCustomer = await signedIn("user");

    expect((await deliverOver(stranger.token, booking.id)).status).toBe(404);
    const delivered = await deliverOver(org.token, booking.id, { message: "Here it is." });
    expect(delivered.status).toBe(200);
    expect(delivered.body.data).toMatchObject({ status: "delivered" });
    expect(delivered.body.data?.delivery).toMatchObject({ message: "Here it is.", files: [] });
    // Delivered, the coins are still in escrow: nothing is the organization's yet.
    const escrow = await db().ledgerAccount.findUniqueOrThrow({ where: { bookingId: booking.id } });
    expect(Number(escrow.balance)).toBe(60);
    expect((await deliverOver(org.token, booking.id)).status).toBe(409);

    expect((await acceptOver(otherCustomer.token, booking.id)).status).toBe(404);
    const accepted = await acceptOver(token, booking.id);
    expect(accepted.status).toBe(200);
    expect(accepted.body.data).toMatchObject({ status: "completed", completion: "accepted" });
    expect((await acceptOver(token, booking.id)).status).toBe(409);
    const listedOrg = await call<OrgBooking>(orgBookings, "/api/v1/org/bookings?status=completed", {
      bearer: org.token,
    });
    expect(listedOrg.status).toBe(200);
    // 15% of 60 is 9: the organization receives 51, clearing for 7 days before it can convert.
    const clearing = await db().ledgerAccount.findUniqueOrThrow({
      where: { kind_userId: { kind: "org_clearing", userId: org.user.id } },
    });
    expect(Number(clearing.balance)).toBe(51);
    const clearance = await db().earningsClearance.findUniqueOrThrow({
      where: { bookingId: booking.id },
    });
    expect(clearance.coins).toBe(51);
    expect(clearance.clearsAt.getTime() - Date.now()).toBeGreaterThan(6.9 * 24 * 3600 * 1000);
    const commission = await db().ledgerTransfer.findFirstOrThrow({
      where: { bookingId: booking.id, kind: "booking_commission" },
    });
    expect(commission).toMatchObject({ creditAccountId: "platform_revenue", amount: 9n });
    // The organization's receipt names the price, the commission, what it received and when it clears.
    const receipt = await db().mailOutbox.findMany({
      where: { to: org.user.email, kind: "booking_paid_org" },
    });
    expect(receipt).toHaveLength(1);
    expect(receipt[0]?.subject).toContain("51 coins");
    expect(receipt[0]?.text).toContain(
      "Price: 60 coins\nCommission (15%): 9 coins\nYou receive: 51 coins",
    );
    expect(receipt[0]?.text).toContain("The 51 coins clear on");
    // The customer was told of the delivery, then once of the completion with a link to rate.
    expect(
      await db().mailOutbox.count({ where: { to: user.email, kind: "booking_delivered" } }),
    ).toBe(1);
    const told = await db().mailOutbox.findMany({
      where: { to: user.email, kind: "booking_completed" },
    });
    expect(told).toHaveLength(1);
    expect(told[0]?.text).toContain(`/feedback?service=`);
    expect(told[0]?.text).toContain(`bookingId=${booking.id}`);
    // A completed booking cannot be cancelled for a refund.
    expect(
      (
        await post(userCancel, {
          token,
          id: booking.id,
          path: `/api/v1/users/bookings/${booking.id}/cancel`,
        })
      ).status,
    ).toBe(409);

    const listed = await call<{ items: OrgBooking[] }>(
      orgBookings,
      "/api/v1/org/bookings?status=completed",
      { bearer: org.token },
    );
    expect(listed.body.data?.items.map((item) => item.id)).toEqual([booking.id]);
    // The organization sees who to deliver to, and its share of the price.
    expect(listed.body.data?.items[0]).toMatchObject({
      customerName: user.name,
      totalAmount: 60,
      commissionCoins: 9,
      netCoins: 51,
    });
    // The customer's own view of the booking leaves the platform's cut out.
    const own = await call<Booking>(getBooking, `/api/v1/users/bookings/${booking.id}`, {
      bearer: token,
      params: { id: booking.id },
    });
    expect(own.body.data).not.toHaveProperty("commissionCoins");
    expect(own.body.data).not.toHaveProperty("netCoins");
  });

  it("keeps bookings private: another user's booking is 404, and lists show only one's own", async () => {
    const owner = await signedIn("user");
    const other = await signedIn("user");
    const service = await createService({ price: 5 });
    await fund(owner.user.id, 5);
    const booking = (await bookIt(owner.token, service.id)).body.data!;
    expect(
      (
        await call(getBooking, `/api/v1/users/bookings/${booking.id}`, {
          bearer: other.token,
          params: { id: booking.id },
        })
      ).status,
    ).toBe(404);
    expect(
      (
        await post(userCancel, {
          token: other.token,
          id: booking.id,
          path: `/api/v1/users/bookings/${booking.id}/cancel`,
        })
      ).status,
    ).toBe(404);
    const mine = await call<{ items: Booking[] }>(
      listBookings,
      "/api/v1/users/bookings?status=active",
      { bearer: owner.token },
    );
    expect(mine.body.data?.items.map((item) => item.id)).toEqual([booking.id]);
    const theirs = await call<{ items: Booking[] }>(listBookings, "/api/v1/users/bookings", {
      bearer: other.token,
    });
    expect(theirs.body.data?.items).toEqual([]);
    expect(
      (await call(listBookings, "/api/v1/users/bookings?status=lost", { bearer: owner.token }))
        .status,
    ).toBe(422);
  });
});
