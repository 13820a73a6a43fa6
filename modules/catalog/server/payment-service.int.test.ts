// The payment page's view of a service: the database's title and price, and the caller's own
// active booking of it.
import { describe, expect, it } from "vitest";
import type { SessionUser } from "@/lib/auth/session-user";
import { ACCOUNT_SELECT, toSessionUser } from "@/lib/server/auth/account";
import { createBooking } from "@/lib/server/bookings/create-booking";
import { cancelBooking } from "@/lib/server/bookings/settle-booking";
import { db } from "@/lib/server/db/client";
import { signedIn } from "@/test/integration/accounts";
import { createService, fund } from "@/test/integration/marketplace";
import { getPaymentCheckout } from "./payment-service";

/** A signed-in account as the app's server code sees it. */
async function account(role: "user" | "org" | "admin" = "user"): Promise<SessionUser> {
  const { user } = await signedIn(role);
  return toSessionUser(
    await db().user.findUniqueOrThrow({ where: { id: user.id }, select: ACCOUNT_SELECT }),
  );
}

async function bookedBy(user: SessionUser, price = 40) {
  const service = await createService({ price, duration: "1 month" });
  await fund(user.id, price);
  const { booking } = await createBooking({ user, serviceId: service.id, idempotencyKey: null });
  return { service, booking };
}

describe("getPaymentCheckout", () => {
  it("answers the live service's own title, price and questions, with no booking yet", async () => {
    const user = await account();
    const service = await createService({ price: 150, duration: "2 weeks" });
    const questions = [{ id: "q_use", prompt: "What is it for?", required: true, kind: "text" }];
    await db().service.update({ where: { id: service.id }, data: { questions } });
    expect(await getPaymentCheckout(user, service.id)).toEqual({
      service: {
        id: service.id,
        title: service.title,
        price: 150,
        organizationId: service.organizationId,
        organizationName: "Service Org",
        duration: "2 weeks",
        questions,
      },
      activeBooking: null,
    });
  });

  it("shows a signed-out visitor the live service, with no booking to look for", async () => {
    const service = await createService({ price: 75 });
    expect(await getPaymentCheckout(null, service.id)).toMatchObject({
      service: { id: service.id, price: 75 },
      activeBooking: null,
    });
    expect(await getPaymentCheckout(null, "no-such-service")).toEqual({
      service: null,
      activeBooking: null,
    });
  });

  it("finds no service without an id, for an unknown id, or for one not live", async () => {
    const user = await account();
    const inactive = await createService({ status: "inactive" });
    const pending = await createService({ status: "pending" });
    const deleted = await createService();
    await db().service.update({ where: { id: deleted.id }, data: { deletedAt: new Date() } });

    for (const id of [undefined, "no-such-service", inactive.id, pending.id, deleted.id]) {
      expect(await getPaymentCheckout(user, id), String(id)).toEqual({
        service: null,
        activeBooking: null,
      });
    }
  });

  it("names the caller's active booking of the service until it is cancelled", async () => {
    const user = await account();
    const { service, booking } = await bookedBy(user);
    expect((await getPaymentCheckout(user, service.id)).activeBooking).toEqual({
      id: booking.id,
      reference: booking.bookingReference,
    });

    await cancelBooking({ caller: user, bookingId: booking.id, as: "user" });
    expect((await getPaymentCheckout(user, service.id)).activeBooking).toBeNull();
  });

  it("never shows another account's booking", async () => {
    const owner = await account();
    const { service } = await bookedBy(owner);
    const stranger = await account();
    expect(await getPaymentCheckout(stranger, service.id)).toMatchObject({
      service: { id: service.id },
      activeBooking: null,
    });
  });

  it("does not call a booking whose time is up active, and leaves settling it to the sweep", async () => {
    const user = await account();
    const { service, booking } = await bookedBy(user);
    await db().booking.update({
      where: { id: booking.id },
      data: { dueAt: new Date(Date.now() - 60_000) },
    });

    expect((await getPaymentCheckout(user, service.id)).activeBooking).toBeNull();
    // A read: the coins stay in escrow until the sweep (or booking it again) settles it.
    const unsettled = await db().booking.findUniqueOrThrow({ where: { id: booking.id } });
    expect(unsettled.status).toBe("active");
  });

  it("shows organizations and admins the service but no booking of their own", async () => {
    const service = await createService({ price: 75 });
    for (const role of ["org", "admin"] as const) {
      const caller = await account(role);
      expect(await getPaymentCheckout(caller, service.id)).toMatchObject({
        service: { id: service.id, price: 75 },
        activeBooking: null,
      });
    }
  });
});
