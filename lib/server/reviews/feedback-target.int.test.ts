// The feedback page offers a form only for a booking submitReview accepts: the caller's own, not
// cancelled; the one the link names, or else the newest.
import { describe, expect, it } from "vitest";
import type { SessionUser } from "@/lib/auth/session-user";
import { ACCOUNT_SELECT, toSessionUser } from "@/lib/server/auth/account";
import { createBooking } from "@/lib/server/bookings/create-booking";
import { cancelBooking } from "@/lib/server/bookings/settle-booking";
import { db } from "@/lib/server/db/client";
import { signedIn } from "@/test/integration/accounts";
import { createService, fund } from "@/test/integration/marketplace";
import { getFeedbackTarget } from "./feedback-target";
import { NOT_A_BOOKER, submitReview } from "./submit-review";

async function account(): Promise<SessionUser> {
  const { user } = await signedIn("user");
  return toSessionUser(
    await db().user.findUniqueOrThrow({ where: { id: user.id }, select: ACCOUNT_SELECT }),
  );
}

async function bookedBy(user: SessionUser) {
  const service = await createService({ price: 30 });
  await fund(user.id, 30);
  const { booking } = await createBooking({ user, serviceId: service.id, idempotencyKey: null });
  return { service, booking };
}

describe("getFeedbackTarget", () => {
  it("asks for a service when the link names none", async () => {
    const user = await account();
    expect(await getFeedbackTarget(user, undefined, undefined)).toEqual({ state: "no-service" });
    expect(await getFeedbackTarget(user, undefined, "some-booking")).toEqual({
      state: "no-service",
    });
  });

  it("offers the booker's booking, and a review sent for it is accepted and shown next time", async () => {
    const user = await account();
    const { service, booking } = await bookedBy(user);
    const target = await getFeedbackTarget(user, service.id, booking.id);
    expect(target).toEqual({
      state: "ready",
      serviceId: service.id,
      serviceTitle: service.title,
      bookingId: booking.id,
      bookingReference: booking.bookingReference,
      // Just paid for: a review now is held until the organization delivers.
      delivered: false,
      organizationName: booking.organization,
      review: null,
    });
    if (target.state !== "ready") throw new Error("not ready");

    await submitReview(user, service.id, {
      rating: 4,
      comment: "Clear and fast",
      bookingId: target.bookingId,
    });
    expect(await getFeedbackTarget(user, service.id, undefined)).toMatchObject({
      state: "ready",
      bookingId: booking.id,
      review: { rating: 4, comment: "Clear and fast" },
    });
  });

  it("refuses with the API's words whoever has not booked the service", async () => {
    const owner = await account();
    const { service, booking } = await bookedBy(owner);
    const stranger = await account();
    const refused = { state: "not-a-booker", message: NOT_A_BOOKER };
    expect(NOT_A_BOOKER).toBe("Only people who booked this service can review it.");
    expect(await getFeedbackTarget(stranger, service.id, undefined)).toEqual(refused);
    // Naming someone else's booking finds nothing either.
    expect(await getFeedbackTarget(stranger, service.id, booking.id)).toEqual(refused);
    expect(await getFeedbackTarget(stranger, "no-such-service", undefined)).toEqual(refused);
    await expect(submitReview(stranger, service.id, { rating: 5 })).rejects.toThrow(NOT_A_BOOKER);
  });

  it("has nothing to offer for a cancelled booking or a booking of another service", async () => {
    const user = await account();
    const { service, booking } = await bookedBy(user);
    const other = await bookedBy(user);
    expect(await getFeedbackTarget(user, other.service.id, booking.id)).toMatchObject({
      state: "not-a-booker",
    });

    await cancelBooking({ caller: user, bookingId: booking.id, as: "user" });
    expect(await getFeedbackTarget(user, service.id, booking.id)).toMatchObject({
      state: "not-a-booker",
    });
    expect(await getFeedbackTarget(user, service.id, undefined)).toMatchObject({
      state: "not-a-booker",
    });
  });
});
