// Bookings that run out during the two-server storm (lib/runtime/two-servers.int.test.ts): the
// test moves their expiry into the past at once, as if their time had run out, and every server's
// expiry sweep (EXPIRY_SWEEP_SECONDS=1) races the others through them.
import { expect } from "vitest";
import { db } from "@/lib/server/db/client";
import { earningsBalance } from "./marketplace";
import { untilNone } from "./until-none";

/** The bookings' expiry a minute ago, all at once: the next sweep of any server settles them. */
export async function expireNow(bookingIds: string[]): Promise<void> {
  await db().booking.updateMany({
    where: { id: { in: bookingIds } },
    data: { expiresAt: new Date(Date.now() - 60_000) },
  });
}

/** Resolves once no booking of the service is active; fails after `timeoutMs`. */
export function settledBySweeps(serviceId: string, timeoutMs = 30_000): Promise<void> {
  return untilNone(
    () => db().booking.count({ where: { serviceId, status: "active" } }),
    "expired bookings still active",
    timeoutMs,
  );
}

/**
 * Each booking of the service completed once: one transfer of each kind (escrow in, earnings
 * and commission out), and the organization's earnings exactly the bookings' net. Returns the
 * commission they gave the platform.
 */
export async function expectSettledOnce(
  serviceId: string,
  organizationUserId: string,
  count: number,
): Promise<number> {
  const bookings = await db().booking.findMany({
    where: { serviceId },
    include: { transfers: { select: { kind: true } } },
  });
  expect(bookings).toHaveLength(count);
  let net = 0;
  let commission = 0;
  for (const booking of bookings) {
    expect(booking.status).toBe("completed");
    expect(booking.transfers.map((transfer) => transfer.kind).sort()).toEqual(
      booking.commissionCoins > 0
        ? ["booking", "booking_commission", "booking_complete"]
        : ["booking", "booking_complete"],
    );
    net += booking.totalAmount - booking.commissionCoins;
    commission += booking.commissionCoins;
  }
  expect(await earningsBalance(organizationUserId)).toBe(net);
  return commission;
}
