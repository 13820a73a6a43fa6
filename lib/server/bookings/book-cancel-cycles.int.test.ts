// As docs/security.md says, over HTTP on PostgreSQL: booking and cancelling one service over and over
// from one small wallet once raised its booking count (and its place in the catalogue) by one a
// cycle. Cancelled bookings now leave the count, and a user who keeps cancelling one service is
// told to wait before booking it again.
import { beforeAll, describe, expect, it, vi } from "vitest";
import { GET as listServices } from "@/app/api/v1/services/route";
import { GET as getService } from "@/app/api/v1/services/[id]/route";
import { POST as orgCancel } from "@/app/api/v1/org/bookings/[id]/cancel/route";
import { POST as userCancel } from "@/app/api/v1/users/bookings/[id]/cancel/route";
import type { CatalogListing, ServiceCard } from "@/modules/catalog/shared/catalog-types";
import { foldBookingCounts } from "@/lib/server/bookings/booking-count";
import { db } from "@/lib/server/db/client";
import { checkLedgerInvariants } from "@/lib/server/ledger/invariants";
import { signedIn } from "@/test/integration/accounts";
import { call } from "@/test/integration/http";
import {
  bookIt,
  type BookingAnswer,
  CANCELLED_TOO_OFTEN,
} from "@/test/integration/book-and-cancel";
import { createService, fund, walletBalance } from "@/test/integration/marketplace";

const cancelAs = (
  handler: typeof userCancel,
  as: { who: "users" | "org"; token: string; id: string },
) =>
  call<BookingAnswer>(handler, `/api/v1/${as.who}/bookings/${as.id}/cancel`, {
    method: "POST",
    bearer: as.token,
    params: { id: as.id },
  });

async function countOnPage(serviceId: string): Promise<number> {
  const answer = await call<ServiceCard>(getService, `/api/v1/services/${serviceId}`, {
    params: { id: serviceId },
  });
  return answer.body.data!.bookingCount;
}

/** A signed-in organization and an active service of its own. */
async function orgWithService(price: number) {
  const org = await signedIn("org");
  const profile = await db().organizationProfile.findUniqueOrThrow({
    where: { userId: org.user.id },
  });
  return { org, service: await createService({ price, organizationId: profile.id }) };
}

beforeAll(() => {
  // Booking notices are printed to the log when no SMTP server is configured.
  vi.spyOn(console, "log").mockImplementation(() => undefined);
});

describe("booking and cancelling one service over and over", () => {
  it("leaves its booking count where it was and is refused with 429 after 3 cycles, every coin back", async () => {
    const { service } = await orgWithService(100);
    // The service's 34 earlier bookings, as folded.
    await db().service.update({ where: { id: service.id }, data: { bookingCount: 34 } });
    const { user, token } = await signedIn("user");
    await fund(user.id, 100);

    const statuses: number[] = [];
    for (let cycle = 0; cycle < 40; cycle += 1) {
      const booked = await bookIt(token, service.id);
      statuses.push(booked.status);
      if (booked.status !== 201) continue;
      expect(
        (await cancelAs(userCancel, { who: "users", token, id: booked.body.data!.id })).status,
      ).toBe(200);
    }
    expect(statuses).toEqual([201, 201, 201, ...Array<number>(37).fill(429)]);

    const refused = await bookIt(token, service.id);
    expect(refused.status).toBe(429);
    expect(refused.body.error).toEqual({
      code: "rate_limited",
      message: CANCELLED_TOO_OFTEN,
      details: { retryAfterSeconds: expect.any(Number) },
    });
    const retryAfter = Number(refused.headers.get("retry-after"));
    expect(retryAfter).toBeGreaterThan(23 * 3600);
    expect(retryAfter).toBeLessThanOrEqual(24 * 3600);
    expect(refused.body.error?.details?.retryAfterSeconds).toBe(retryAfter);

    // Cancellation returned every coin; nothing moved outside the ledger.
    expect(await walletBalance(user.id)).toBe(100);
    expect((await checkLedgerInvariants(db())).problems).toEqual([]);
    await foldBookingCounts();
    expect(await countOnPage(service.id)).toBe(34);
    expect(await db().booking.count({ where: { serviceId: service.id } })).toBe(3);

    // The limit is this user's on this service: another user, or another service, books.
    const other = await signedIn("user");
    await fund(other.user.id, 100);
    expect((await bookIt(other.token, service.id)).status).toBe(201);
    const elsewhere = await createService({ price: 10 });
    expect((await bookIt(token, elsewhere.id)).status).toBe(201);
    await foldBookingCounts();
    expect(await countOnPage(service.id)).toBe(35);
  });

  it("lets the user book again once the first of the 3 cancellations is 24 hours old", async () => {
    const { service } = await orgWithService(10);
    const { user, token } = await signedIn("user");
    await fund(user.id, 10);
    for (let cycle = 0; cycle < 3; cycle += 1) {
      const booked = await bookIt(token, service.id);
      await cancelAs(userCancel, { who: "users", token, id: booked.body.data!.id });
    }
    expect((await bookIt(token, service.id)).body.error?.message).toBe(CANCELLED_TOO_OFTEN);
    const [first] = await db().booking.findMany({
      where: { userId: user.id },
      orderBy: { cancelledAt: "asc" },
      take: 1,
    });
    // One of them 24 hours and a minute ago: two left in the window.
    await db().booking.update({
      where: { id: first!.id },
      data: { cancelledAt: new Date(Date.now() - 24 * 3600_000 - 60_000) },
    });
    expect((await bookIt(token, service.id)).status).toBe(201);
  });

  it("does not hold the organization's cancellations against the user", async () => {
    const { org, service } = await orgWithService(10);
    const { user, token } = await signedIn("user");
    await fund(user.id, 10);
    for (let cycle = 0; cycle < 4; cycle += 1) {
      const booked = await bookIt(token, service.id);
      expect(booked.status).toBe(201);
      expect(
        (await cancelAs(orgCancel, { who: "org", token: org.token, id: booked.body.data!.id }))
          .status,
      ).toBe(200);
    }
    expect((await bookIt(token, service.id)).status).toBe(201);
    expect(await walletBalance(user.id)).toBe(0);
  });
});

describe("the catalogue's popularity order", () => {
  it("ranks by bookings not cancelled: three cancelled bookings rank below one kept", async () => {
    const { service: churned } = await orgWithService(10);
    const { service: kept } = await orgWithService(10);
    await db().service.updateMany({
      where: { id: { in: [churned.id, kept.id] } },
      data: { category: "education" },
    });
    const customers = await Promise.all([1, 2, 3].map(() => signedIn("user")));
    for (const { user, token } of customers) {
      await fund(user.id, 10);
      const booked = await bookIt(token, churned.id);
      expect(
        (await cancelAs(userCancel, { who: "users", token, id: booked.body.data!.id })).status,
      ).toBe(200);
    }
    expect((await bookIt(customers[0]!.token, kept.id)).status).toBe(201);
    await foldBookingCounts();

    const listing = await call<CatalogListing>(listServices, "/api/v1/services?category=education");
    expect(listing.status).toBe(200);
    expect(
      listing.body.data!.items.map((item) => ({ id: item.id, bookings: item.bookingCount })),
    ).toEqual([
      { id: kept.id, bookings: 1 },
      { id: churned.id, bookings: 0 },
    ]);
    expect(listing.body.data!.stats?.totalBookings).toBe(1);
  });
});
