// The user dashboard's figures come from the bookings: spending net of refunds, distinct
// services used, and the newest three active bookings with the count of the rest.
import { describe, expect, it } from "vitest";
import type { SessionUser } from "@/lib/auth/session-user";
import { ACCOUNT_SELECT, toSessionUser } from "@/lib/server/auth/account";
import { createBooking } from "@/lib/server/bookings/create-booking";
import { acceptDelivery } from "@/lib/server/bookings/accept-delivery";
import { deliverBooking } from "@/lib/server/bookings/deliver-booking";
import { cancelBooking } from "@/lib/server/bookings/settle-booking";
import { db } from "@/lib/server/db/client";
import { signedIn } from "@/test/integration/accounts";
import { createService, fund } from "@/test/integration/marketplace";
import { getUserDashboard } from "./user-dashboard";

/** A signed-in account as the app's server code sees it. */
async function account(role: "user" | "org"): Promise<SessionUser> {
  const { user } = await signedIn(role);
  return toSessionUser(
    await db().user.findUniqueOrThrow({ where: { id: user.id }, select: ACCOUNT_SELECT }),
  );
}

describe("getUserDashboard", () => {
  it("shows nothing spent and no active services for a new user", async () => {
    const user = await account("user");
    expect(await getUserDashboard(user)).toEqual({
      stats: { totalSpent: 0, servicesUsed: 0 },
      activeBookings: { items: [], total: 0 },
    });
  });

  it("counts what was spent net of refunds, and shows the newest three active bookings", async () => {
    const user = await account("user");
    const org = await account("org");
    const organizationId = org.organization!.id;
    const prices = [10, 20, 30, 40, 50];
    const services = await Promise.all(
      prices.map((price) => createService({ price, organizationId })),
    );
    await fund(user.id, 150);
    const bookings = [];
    for (const service of services) {
      bookings.push(
        (await createBooking({ user, serviceId: service.id, idempotencyKey: null })).booking,
      );
    }
    // 10 is refunded in full, 20 is delivered: spent = 20 + 30 + 40 + 50.
    await cancelBooking({ caller: user, bookingId: bookings[0]!.id, as: "user" });
    const delivery = { message: "Done.", files: [] };
    await deliverBooking({ caller: org, bookingId: bookings[1]!.id, delivery });
    await acceptDelivery({ caller: user, bookingId: bookings[1]!.id });

    const dashboard = await getUserDashboard(user);
    expect(dashboard.stats).toEqual({ totalSpent: 140, servicesUsed: 4 });
    expect(dashboard.activeBookings.total).toBe(3);
    expect(dashboard.activeBookings.items.map((item) => item.totalAmount)).toEqual([50, 40, 30]);
    expect(dashboard.activeBookings.items[0]).toMatchObject({
      serviceTitle: services[4]!.title,
      organization: org.organization!.name,
      status: "active",
    });

    // Only the caller's own bookings count.
    const stranger = await account("user");
    expect((await getUserDashboard(stranger)).activeBookings.total).toBe(0);
    expect(await db().booking.count({ where: { userId: user.id } })).toBe(5);
  });

  it("lists at most three active bookings and counts the rest", async () => {
    const user = await account("user");
    const services = await Promise.all([1, 2, 3, 4, 5].map(() => createService({ price: 1 })));
    await fund(user.id, 5);
    for (const service of services)
      await createBooking({ user, serviceId: service.id, idempotencyKey: null });
    const { activeBookings } = await getUserDashboard(user);
    expect(activeBookings.items).toHaveLength(3);
    expect(activeBookings.total).toBe(5);
  });
});
