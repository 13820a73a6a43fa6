// Asking to cancel after the free 24 hours, over HTTP on PostgreSQL: refused while the customer
// can still cancel alone; the organization accepts (every coin back, once) or declines with a
// reason the customer sees; only the booking's own two sides may act, and only once.
import { afterEach, describe, expect, it } from "vitest";
import { POST as book } from "@/app/api/v1/services/[id]/book/route";
import { POST as acceptRequest } from "@/app/api/v1/org/bookings/[id]/cancel-request/accept/route";
import { POST as declineRequest } from "@/app/api/v1/org/bookings/[id]/cancel-request/decline/route";
import { POST as askToCancel } from "@/app/api/v1/users/bookings/[id]/cancel-request/route";
import type { BookingView } from "@/lib/bookings/booking-types";
import { db } from "@/lib/server/db/client";
import { CANCEL_FREELY } from "@/lib/server/bookings/cancel-request";
import { checkLedgerInvariants } from "@/lib/server/ledger/invariants";
import { signedIn } from "@/test/integration/accounts";
import { call } from "@/test/integration/http";
import { createService, fund, walletBalance } from "@/test/integration/marketplace";

type Account = Awaited<ReturnType<typeof signedIn>>;

async function bookedTwoDaysAgo(price: number) {
  const customer = await signedIn("user");
  const org = await signedIn("org");
  const profile = await db().organizationProfile.findUniqueOrThrow({
    where: { userId: org.user.id },
  });
  const service = await createService({ price, organizationId: profile.id, duration: "2 weeks" });
  await fund(customer.user.id, price);
  const booked = await call<BookingView>(book, `/api/v1/services/${service.id}/book`, {
    bearer: customer.token,
    params: { id: service.id },
  });
  expect(booked.status).toBe(201);
  return { customer, org, booking: booked.body.data! };
}

const ask = (customer: Account, id: string, reason: unknown = "My plans changed.") =>
  call<BookingView>(askToCancel, `/api/v1/users/bookings/${id}/cancel-request`, {
    bearer: customer.token,
    params: { id },
    body: { reason },
  });
const accept = (org: Account, id: string) =>
  call<BookingView>(acceptRequest, `/api/v1/org/bookings/${id}/cancel-request/accept`, {
    bearer: org.token,
    params: { id },
  });
const decline = (org: Account, id: string, reason: unknown = "Half of it is made already.") =>
  call<BookingView>(declineRequest, `/api/v1/org/bookings/${id}/cancel-request/decline`, {
    bearer: org.token,
    params: { id },
    body: { reason },
  });

async function twoDaysOld(id: string) {
  await db().booking.update({
    where: { id },
    data: { createdAt: new Date(Date.now() - 48 * 60 * 60 * 1000) },
  });
}

afterEach(async () => {
  expect((await checkLedgerInvariants(db())).problems).toEqual([]);
});

describe("a request to cancel", () => {
  it("is refused within the free 24 hours, when the customer can cancel alone", async () => {
    const { customer, booking } = await bookedTwoDaysAgo(50);
    const refused = await ask(customer, booking.id);
    expect(refused.status).toBe(409);
    expect(refused.body.error?.message).toBe(CANCEL_FREELY);
  });

  it("accepted by the organization gives every coin back, once; the mails say so", async () => {
    const { customer, org, booking } = await bookedTwoDaysAgo(50);
    await twoDaysOld(booking.id);
    const stranger = await signedIn("user");
    const otherOrg = await signedIn("org");
    expect((await ask(stranger, booking.id)).status).toBe(404);
    expect((await ask(customer, booking.id, "")).status).toBe(422);
    // A NUL is refused by the API before any domain code sees it.
    expect((await ask(customer, booking.id, "a\u0000b")).status).toBe(400);

    const asked = await ask(customer, booking.id);
    expect(asked.status).toBe(200);
    expect(asked.body.data?.cancelRequest).toMatchObject({
      reason: "My plans changed.",
      declinedAt: null,
    });
    expect((await ask(customer, booking.id)).status).toBe(409);
    expect(
      await db().mailOutbox.count({
        where: { to: org.user.email, kind: "booking_cancel_requested" },
      }),
    ).toBe(1);
    expect((await accept(otherOrg, booking.id)).status).toBe(404);
    // The organization accepts twice at once: one refund.
    const answers = await Promise.all([accept(org, booking.id), accept(org, booking.id)]);
    expect(answers.map((answer) => answer.status).sort()).toEqual([200, 409]);
    expect(await walletBalance(customer.user.id)).toBe(50);
    expect(await db().booking.findUniqueOrThrow({ where: { id: booking.id } })).toMatchObject({
      status: "cancelled",
      refundReason: "cancel_request",
      cancelledBy: "org",
    });
  });

  it("declined with a reason keeps the coins in escrow; the customer sees why", async () => {
    const { customer, org, booking } = await bookedTwoDaysAgo(80);
    await twoDaysOld(booking.id);
    expect((await decline(org, booking.id)).status).toBe(409);
    expect((await ask(customer, booking.id)).status).toBe(200);
    expect((await decline(org, booking.id, "  ")).status).toBe(422);
    const declined = await decline(org, booking.id);
    expect(declined.status).toBe(200);
    expect(declined.body.data?.cancelRequest).toMatchObject({
      declineReason: "Half of it is made already.",
    });
    expect(declined.body.data?.status).toBe("active");
    expect((await accept(org, booking.id)).status).toBe(409);
    expect(await walletBalance(customer.user.id)).toBe(0);
    const escrow = await db().ledgerAccount.findUniqueOrThrow({ where: { bookingId: booking.id } });
    expect(Number(escrow.balance)).toBe(80);
    const told = await db().mailOutbox.findMany({
      where: { to: customer.user.email, kind: "booking_cancel_declined" },
    });
    expect(told).toHaveLength(1);
    expect(told[0]?.text).toContain("Half of it is made already.");
  });
});
