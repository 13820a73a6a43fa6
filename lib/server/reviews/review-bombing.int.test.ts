// Review bombing (docs/features.md): a review counts only once its booking is completed; one
// written before is held (docs/features.md). Cancelling (by the user or the organization)
// withdraws it in the same transaction as the refund, so book -> 1 star -> cancel, repeated,
// costs nothing and changes nothing. Ratings are whole numbers 1 to 5, never coerced from other JSON types.
import { readFileSync } from "node:fs";
import { afterEach, describe, expect, it } from "vitest";
import { POST as book } from "@/app/api/v1/services/[id]/book/route";
import { POST as review } from "@/app/api/v1/services/[id]/reviews/route";
import { GET as getService } from "@/app/api/v1/services/[id]/route";
import { GET as listServices } from "@/app/api/v1/services/route";
import { POST as userCancel } from "@/app/api/v1/users/bookings/[id]/cancel/route";
import { POST as orgCancel } from "@/app/api/v1/org/bookings/[id]/cancel/route";
import { CANCELLATIONS_PER_DAY } from "@/lib/bookings/messages";
import type { CatalogResults, ServiceDetail } from "@/modules/catalog/shared/catalog-types";
import { RATING_SCALE, SELECT_A_RATING } from "@/modules/catalog/shared/validations-values";
import { db } from "@/lib/server/db/client";
import { checkLedgerInvariants } from "@/lib/server/ledger/invariants";
import { signedIn } from "@/test/integration/accounts";
import { deliverAndAccept } from "@/test/integration/deliveries";
import { call } from "@/test/integration/http";
import { createService, fund, walletBalance } from "@/test/integration/marketplace";

/** Cancels a booking as its user ("users") or as its organization ("org"). */
const cancelAs = (side: "users" | "org", token: string, id: string) =>
  call<{ id: string; status: string }>(
    side === "users" ? userCancel : orgCancel,
    `/api/v1/${side}/bookings/${id}/cancel`,
    { method: "POST", bearer: token, params: { id } },
  );

const bookIt = (token: string, serviceId: string) =>
  call<{ id: string }>(book, `/api/v1/services/${serviceId}/book`, {
    method: "POST",
    bearer: token,
    params: { id: serviceId },
  });

const rate = (token: string, serviceId: string, body: unknown) =>
  call<{ id: string; rating: number }>(review, `/api/v1/services/${serviceId}/reviews`, {
    bearer: token,
    params: { id: serviceId },
    body,
  });

async function orgWithService(price: number) {
  const org = await signedIn("org");
  const profile = await db().organizationProfile.findUniqueOrThrow({
    where: { userId: org.user.id },
  });
  return { org, service: await createService({ price, organizationId: profile.id }) };
}

async function aggregates(serviceId: string) {
  const service = await db().service.findUniqueOrThrow({ where: { id: serviceId } });
  return { ratingSum: service.ratingSum, reviewCount: service.reviewCount };
}

/** What the catalogue and the service's detail show about its rating. */
async function shown(serviceId: string, title: string) {
  const detail = await call<ServiceDetail>(getService, `/api/v1/services/${serviceId}`, {
    params: { id: serviceId },
  });
  const catalogue = await call<CatalogResults>(
    listServices,
    `/api/v1/services?search=${encodeURIComponent(title)}`,
  );
  const card = catalogue.body.data!.items.find((item) => item.id === serviceId);
  return {
    rating: detail.body.data!.rating,
    reviewCount: detail.body.data!.reviewCount,
    reviews: detail.body.data!.reviews.length,
    card: card && { rating: card.rating, reviewCount: card.reviewCount },
  };
}

afterEach(async () => {
  const health = await checkLedgerInvariants(db());
  expect(health.problems).toEqual([]);
});

describe("a review counts only once its booking is completed, and never after a cancellation", () => {
  it("rounds of book -> 1-star review -> cancel, up to the cancellation limit, leave the rating and the review count untouched", async () => {
    const { service } = await orgWithService(40);
    const booker = await signedIn("user");
    await fund(booker.user.id, 40);

    for (let round = 0; round < CANCELLATIONS_PER_DAY; round += 1) {
      const booked = await bookIt(booker.token, service.id);
      expect(booked.status).toBe(201);
      const rated = await rate(booker.token, service.id, { rating: 1, comment: "Awful" });
      expect(rated.status).toBe(201);
      // Held until delivery: not counted even before the cancellation.
      expect(await aggregates(service.id)).toEqual({ ratingSum: 0, reviewCount: 0 });
      expect((await cancelAs("users", booker.token, booked.body.data!.id)).status).toBe(200);
      expect(await aggregates(service.id)).toEqual({ ratingSum: 0, reviewCount: 0 });
    }

    // One more round is refused before it books anything (docs/security.md: book/cancel cycles).
    expect((await bookIt(booker.token, service.id)).status).toBe(429);

    // Every coin came back, and no screen shows the withdrawn reviews: the service is still new.
    expect(await walletBalance(booker.user.id)).toBe(40);
    expect(await shown(service.id, service.title)).toEqual({
      rating: null,
      reviewCount: 0,
      reviews: 0,
      card: { rating: null, reviewCount: 0 },
    });
    // The rows stay as history, marked withdrawn.
    const rows = await db().review.findMany({ where: { serviceId: service.id } });
    expect(rows).toHaveLength(CANCELLATIONS_PER_DAY);
    for (const row of rows) expect(row.withdrawnAt).toBeInstanceOf(Date);
  });

  it("withdraws the review when the organization cancels, and refuses to review a cancelled booking", async () => {
    const { org, service } = await orgWithService(30);
    const booker = await signedIn("user");
    await fund(booker.user.id, 30);
    const booked = await bookIt(booker.token, service.id);
    expect((await rate(booker.token, service.id, { rating: 2 })).status).toBe(201);

    const id = booked.body.data!.id;
    expect((await cancelAs("org", org.token, id)).status).toBe(200);
    expect(await aggregates(service.id)).toEqual({ ratingSum: 0, reviewCount: 0 });

    const again = await rate(booker.token, service.id, { rating: 5, bookingId: id });
    expect(again.status).toBe(403);
    expect(again.body.error?.message).toBe("Only people who booked this service can review it.");
    expect(await aggregates(service.id)).toEqual({ ratingSum: 0, reviewCount: 0 });
  });

  it("keeps counting a completed booking's review, and lets its author edit it", async () => {
    const { org, service } = await orgWithService(25);
    const booker = await signedIn("user");
    await fund(booker.user.id, 25);
    const booked = await bookIt(booker.token, service.id);
    expect((await rate(booker.token, service.id, { rating: 4 })).status).toBe(201);

    const id = booked.body.data!.id;
    const completed = await deliverAndAccept(org.token, booker.token, id);
    expect(completed.status).toBe(200);
    expect(await aggregates(service.id)).toEqual({ ratingSum: 4, reviewCount: 1 });

    expect((await rate(booker.token, service.id, { rating: 5 })).status).toBe(200);
    expect(await aggregates(service.id)).toEqual({ ratingSum: 5, reviewCount: 1 });
    expect(await shown(service.id, service.title)).toEqual({
      rating: 5,
      reviewCount: 1,
      reviews: 1,
      card: { rating: 5, reviewCount: 1 },
    });
  });

  it("never counts a review that races the cancellation of its booking", async () => {
    const { service } = await orgWithService(10);

    // A new customer each round: one customer's cancellations of a service are limited.
    for (let round = 0; round < 8; round += 1) {
      const booker = await signedIn("user");
      await fund(booker.user.id, 10);
      const booked = await bookIt(booker.token, service.id);
      const id = booked.body.data!.id;
      const [rated, cancelled] = await Promise.all([
        rate(booker.token, service.id, { rating: 1, bookingId: id }),
        cancelAs("users", booker.token, id),
      ]);
      expect([201, 403]).toContain(rated.status);
      expect(cancelled.status).toBe(200);
      expect(await aggregates(service.id)).toEqual({ ratingSum: 0, reviewCount: 0 });
      expect(await walletBalance(booker.user.id)).toBe(10);
    }
  });
});

describe("ratings are whole numbers from 1 to 5", () => {
  it.each([
    ["true", true, RATING_SCALE],
    ['"5"', "5", RATING_SCALE],
    ["[5]", [5], RATING_SCALE],
    ["null", null, RATING_SCALE],
    ["0", 0, SELECT_A_RATING],
    ["6", 6, RATING_SCALE],
    ["4.5", 4.5, RATING_SCALE],
  ])(
    "refuses %s with 422 and a clear message, counting nothing",
    async (_label, rating, message) => {
      const { service } = await orgWithService(10);
      const booker = await signedIn("user");
      await fund(booker.user.id, 10);
      expect((await bookIt(booker.token, service.id)).status).toBe(201);

      const refused = await rate(booker.token, service.id, { rating });
      expect(refused.status).toBe(422);
      expect(refused.body.error?.code).toBe("validation_failed");
      expect(refused.body.error?.message).toBe(message);
      expect(await aggregates(service.id)).toEqual({ ratingSum: 0, reviewCount: 0 });
      expect(await db().review.count({ where: { serviceId: service.id } })).toBe(0);
    },
  );
});

describe("the migration that adds withdrawn reviews", () => {
  it("withdraws exactly the reviews of bookings cancelled before it, keeping the rest", async () => {
    const { org, service } = await orgWithService(10);
    const booker = await signedIn("user");
    await fund(booker.user.id, 20);
    // A counted review of a completed booking, and one of a cancelled booking as the old code
    // left it: still counted, not withdrawn.
    const kept = await bookIt(booker.token, service.id);
    await rate(booker.token, service.id, { rating: 5, bookingId: kept.body.data!.id });
    const keptId = kept.body.data!.id;
    await deliverAndAccept(org.token, booker.token, keptId);
    const old = await bookIt(booker.token, service.id);
    const oldId = old.body.data!.id;
    await cancelAs("users", booker.token, oldId);
    await db().review.create({
      data: { serviceId: service.id, userId: booker.user.id, bookingId: oldId, rating: 1 },
    });
    await db().service.update({
      where: { id: service.id },
      data: { ratingSum: { increment: 1 }, reviewCount: { increment: 1 } },
    });

    const migration = readFileSync(
      new URL(
        "../../../prisma/migrations/20261123002313_review_withdrawn/migration.sql",
        import.meta.url,
      ),
      "utf8",
    );
    const dataFix = migration.slice(migration.indexOf("WITH withdrawn"));
    await db().$executeRawUnsafe(dataFix);

    expect(await aggregates(service.id)).toEqual({ ratingSum: 5, reviewCount: 1 });
    const withdrawn = await db().review.findUniqueOrThrow({ where: { bookingId: oldId } });
    expect(withdrawn.withdrawnAt).toBeInstanceOf(Date);
    const counted = await db().review.findUniqueOrThrow({ where: { bookingId: keptId } });
    expect(counted.withdrawnAt).toBeNull();
  });
});
