// Services and coins for integration tests, written the way the app writes them.
import { randomUUID } from "node:crypto";
import { SYSTEM_ACTOR } from "@/lib/server/audit/audit-actor";
import { placeBooking } from "@/lib/server/bookings/create-booking";
import { lockBooking } from "@/lib/server/bookings/lock-booking";
import { completeLocked } from "@/lib/server/bookings/settle-booking";
import { db } from "@/lib/server/db/client";
import { clearEarnings } from "@/lib/server/ledger/protection-flows";
import type { Tx } from "@/lib/server/ledger/types";
import { creditPaidTopUp } from "@/test/support/paid-top-up";
import { createUser } from "./fixtures";

/** A service as an organization fills in the form, for tests that submit one over HTTP. */
export const SERVICE_FORM = {
  title: "Brand Strategy Workshop",
  description: "Two sessions to find your brand's voice.",
  price: 300,
  category: "consulting",
  features: ["Two sessions", "A written brief"],
  duration: "2 weeks",
  tags: ["branding"],
};

/** An active service of the given organization profile (or of a new organization). */
export async function createService(
  options: {
    price?: number;
    organizationId?: string;
    status?: "active" | "inactive" | "pending";
    duration?: string;
  } = {},
) {
  let organizationId = options.organizationId;
  if (!organizationId) {
    const org = await db().user.create({
      data: {
        email: `org-${randomUUID().slice(0, 8)}@example.test`,
        name: "Service Org",
        role: "org",
        emailVerified: new Date(),
        organization: { create: { name: "Service Org" } },
      },
      include: { organization: true },
    });
    organizationId = org.organization!.id;
  }
  return db().service.create({
    data: {
      organizationId,
      title: `Service ${randomUUID().slice(0, 6)}`,
      description: "A service for tests",
      price: options.price ?? 100,
      category: "technology",
      status: options.status ?? "active",
      duration: options.duration ?? null,
    },
  });
}

/** Puts coins in a user's wallet as a top-up does: a paid (simulated) order, credited. */
export async function fund(userId: string, coins: number) {
  await db().$transaction((tx) => creditPaidTopUp(tx, userId, coins, `test_${randomUUID()}`));
}

export async function walletBalance(userId: string): Promise<number> {
  const account = await db().ledgerAccount.findUnique({
    where: { kind_userId: { kind: "user_wallet", userId } },
  });
  return Number(account?.balance ?? 0n);
}

/** A completed booking's earnings clear at once, as the sweep moves them when their period ends. */
export async function clearNow(tx: Tx, bookingId: string) {
  const clearance = await tx.earningsClearance.findUnique({ where: { bookingId } });
  if (!clearance || clearance.clearedAt) return;
  const organization = await tx.organizationProfile.findUniqueOrThrow({
    where: { id: clearance.organizationId },
    select: { userId: true },
  });
  await clearEarnings(tx, {
    clearance,
    organizationUserId: organization.userId,
    actor: SYSTEM_ACTOR,
  });
  await tx.earningsClearance.update({ where: { bookingId }, data: { clearedAt: new Date() } });
}

/**
 * Earnings for an organization as the app makes them: a customer books one of its services for
 * `coins`, the booking completes and its earnings clear, so they are ready to convert.
 */
export async function earn(organizationId: string, coins: number) {
  const customer = await createUser("user");
  await fund(customer.id, coins);
  const service = await createService({ organizationId, price: coins });
  await db().$transaction(async (tx) => {
    const booking = await placeBooking(tx, { userId: customer.id, service });
    await completeLocked(tx, {
      booking: { ...booking, status: "active" },
      now: new Date(),
      completion: "accepted",
    });
    await clearNow(tx, booking.id);
  });
}

export async function earningsBalance(orgUserId: string): Promise<number> {
  const account = await db().ledgerAccount.findUnique({
    where: { kind_userId: { kind: "org_earnings", userId: orgUserId } },
  });
  return Number(account?.balance ?? 0n);
}

/**
 * The booking completes as if delivered and accepted (the organization paid, clearing): a review
 * of it then counts.
 */
export async function deliver(bookingId: string) {
  await db().$transaction(async (tx) => {
    const booking = await lockBooking(tx, bookingId);
    if (!booking) throw new Error(`deliver: no booking ${bookingId}`);
    await completeLocked(tx, { booking, now: new Date(), completion: "accepted" });
  });
}
