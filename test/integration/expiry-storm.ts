// Deliveries whose acceptance windows end during the two-server storm
// (lib/runtime/two-servers.int.test.ts): the test marks the bookings delivered with their windows
// ended a minute ago, all at once, as if the organization had delivered and the customers had left
// them alone, and every server's sweep (EXPIRY_SWEEP_SECONDS=1) races the others through them.
import { expect } from "vitest";
import { db } from "@/lib/server/db/client";
import { untilNone } from "./until-none";

/** The bookings delivered, their acceptance windows ended a minute ago: any sweep completes them. */
export async function windowsEndNow(bookingIds: string[]): Promise<void> {
  const now = Date.now();
  await db().booking.updateMany({
    where: { id: { in: bookingIds } },
    data: {
      status: "delivered",
      deliveredAt: new Date(now - 4 * 24 * 3_600_000),
      deliveryMessage: "Delivered in the storm.",
      acceptBy: new Date(now - 60_000),
    },
  });
}

/** Resolves once no booking of the service is still delivered; fails after `timeoutMs`. */
export function settledBySweeps(serviceId: string, timeoutMs = 30_000): Promise<void> {
  return untilNone(
    () => db().booking.count({ where: { serviceId, status: "delivered" } }),
    "deliveries past their window still open",
    timeoutMs,
  );
}

/** An organization's coins paid for completed bookings: its earnings and those still clearing. */
async function paidTo(organizationUserId: string): Promise<number> {
  const accounts = await db().ledgerAccount.findMany({
    where: { userId: organizationUserId, kind: { in: ["org_earnings", "org_clearing"] } },
  });
  return accounts.reduce((sum, account) => sum + Number(account.balance), 0);
}

/**
 * Each booking of the service completed once: one transfer of each kind (escrow in, earnings
 * and commission out), and the organization paid exactly the bookings' net (clearing). Returns
 * the commission they gave the platform.
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
  expect(await paidTo(organizationUserId)).toBe(net);
  return commission;
}
