// As docs/features.md says: a public rating counts only for a delivered booking. A review written right
// after paying (the /payment -> /feedback path) is held: private to its author, moving no rating
// and shown on no screen, until the organization completes the booking (then it counts) or the
// booking is cancelled (then it is dropped). Over HTTP, as the screens and any API client call it.
import { readFileSync } from "node:fs";
import { afterEach, describe, expect, it } from "vitest";
import { POST as book } from "@/app/api/v1/services/[id]/book/route";
import { POST as review } from "@/app/api/v1/services/[id]/reviews/route";
import { GET as getService } from "@/app/api/v1/services/[id]/route";
import { GET as listServices } from "@/app/api/v1/services/route";
import { GET as orgBookings } from "@/app/api/v1/org/bookings/route";
import { GET as userBookings } from "@/app/api/v1/users/bookings/route";
import { POST as userCancel } from "@/app/api/v1/users/bookings/[id]/cancel/route";
import type { BookingView } from "@/lib/bookings/booking-types";
import type { CatalogResults, ServiceDetail } from "@/modules/catalog/shared/catalog-types";
import { db } from "@/lib/server/db/client";
import { checkLedgerInvariants } from "@/lib/server/ledger/invariants";
import { signedIn } from "@/test/integration/accounts";
import { deliverAndAccept } from "@/test/integration/deliveries";
import { call } from "@/test/integration/http";
import { createService, fund } from "@/test/integration/marketplace";

type Session = Awaited<ReturnType<typeof signedIn>>;

const bookIt = (token: string, serviceId: string) =>
  call<BookingView>(book, `/api/v1/services/${serviceId}/book`, {
    method: "POST",
    bearer: token,
    params: { id: serviceId },
  });

const rate = (token: string, serviceId: string, body: unknown) =>
  call<{ id: string; rating: number; updated: boolean; held: boolean }>(
    review,
    `/api/v1/services/${serviceId}/reviews`,
    { bearer: token, params: { id: serviceId }, body },
  );

/** The organization delivers and the customer accepts: the booking completes. */
const complete = (org: Session, customer: Session, bookingId: string) =>
  deliverAndAccept(org.token, customer.token, bookingId);

async function orgWithService(price: number) {
  const org = await signedIn("org");
  const profile = await db().organizationProfile.findUniqueOrThrow({
    where: { userId: org.user.id },
  });
  return { org, service: await createService({ price, organizationId: profile.id }) };
}

/** A customer who booked the service and has it delivered, with a review of `stars`. */
async function deliveredReview(org: Session, serviceId: string, stars: number) {
  const customer = await signedIn("user");
  const service = await db().service.findUniqueOrThrow({ where: { id: serviceId } });
  await fund(customer.user.id, service.price);
  const booked = await bookIt(customer.token, serviceId);
  expect((await complete(org, customer, booked.body.data!.id)).status).toBe(200);
  expect((await rate(customer.token, serviceId, { rating: stars })).status).toBe(201);
}

/** What the catalogue card, the service's detail and the stored aggregates say. */
async function shown(serviceId: string, title: string) {
  const detail = await call<ServiceDetail>(getService, `/api/v1/services/${serviceId}`, {
    params: { id: serviceId },
  });
  const catalogue = await call<CatalogResults>(
    listServices,
    `/api/v1/services?search=${encodeURIComponent(title)}`,
  );
  const card = catalogue.body.data!.items.find((item) => item.id === serviceId);
  const row = await db().service.findUniqueOrThrow({ where: { id: serviceId } });
  return {
    rating: detail.body.data!.rating,
    reviewCount: detail.body.data!.reviewCount,
    comments: detail.body.data!.reviews.map((item) => item.comment),
    card: card && { rating: card.rating, reviewCount: card.reviewCount },
    stored: { ratingSum: row.ratingSum, reviewCount: row.reviewCount },
  };
}

afterEach(async () => {
  const health = await checkLedgerInvariants(db());
  expect(health.problems).toEqual([]);
});

describe("a review of a booking not yet delivered", () => {
  it("is accepted but held: the service's rating does not move and the review shows nowhere", async () => {
    const { org, service } = await orgWithService(30);
    // Rated 3 by a customer who had it delivered: the public figure before.
    await deliveredReview(org, service.id, 3);
    const before = await shown(service.id, service.title);
    expect(before).toMatchObject({
      rating: 3,
      reviewCount: 1,
      card: { rating: 3, reviewCount: 1 },
    });

    const payer = await signedIn("user");
    await fund(payer.user.id, 30);
    const booked = await bookIt(payer.token, service.id);
    expect(booked.status).toBe(201);
    const rated = await rate(payer.token, service.id, {
      rating: 5,
      comment: "Haven't stayed yet but rating anyway",
      bookingId: booked.body.data!.id,
    });
    expect(rated.status).toBe(201);
    expect(rated.body.message).toBe("Thank You!");
    expect(rated.body.data).toMatchObject({ rating: 5, updated: false, held: true });

    expect(await shown(service.id, service.title)).toEqual(before);
    // Editing it while held moves nothing either.
    const edited = await rate(payer.token, service.id, { rating: 1 });
    expect(edited.status).toBe(200);
    expect(edited.body.data).toMatchObject({ rating: 1, updated: true, held: true });
    expect(await shown(service.id, service.title)).toEqual(before);
  });

  it("counts once the organization delivers the booking, and then shows", async () => {
    const { org, service } = await orgWithService(30);
    await deliveredReview(org, service.id, 3);
    const payer = await signedIn("user");
    await fund(payer.user.id, 30);
    const booked = await bookIt(payer.token, service.id);
    await rate(payer.token, service.id, { rating: 5, comment: "Lovely stay" });

    expect((await complete(org, payer, booked.body.data!.id)).status).toBe(200);
    expect(await shown(service.id, service.title)).toMatchObject({
      rating: 4,
      reviewCount: 2,
      comments: expect.arrayContaining(["Lovely stay"]),
      card: { rating: 4, reviewCount: 2 },
      stored: { ratingSum: 8, reviewCount: 2 },
    });

    // From now on it counts at once, and editing it changes the rating.
    const edited = await rate(payer.token, service.id, { rating: 1 });
    expect(edited.body.data).toMatchObject({ rating: 1, updated: true, held: false });
    expect(await shown(service.id, service.title)).toMatchObject({
      rating: 2,
      stored: { ratingSum: 4, reviewCount: 2 },
    });
  });

  it("is dropped when the booking is cancelled, never having moved the rating", async () => {
    const { org, service } = await orgWithService(30);
    await deliveredReview(org, service.id, 3);
    const before = await shown(service.id, service.title);
    const payer = await signedIn("user");
    await fund(payer.user.id, 30);
    const id = (await bookIt(payer.token, service.id)).body.data!.id;
    await rate(payer.token, service.id, { rating: 5 });

    const cancelled = await call(userCancel, `/api/v1/users/bookings/${id}/cancel`, {
      method: "POST",
      bearer: payer.token,
      params: { id },
    });
    expect(cancelled.status).toBe(200);
    expect(await shown(service.id, service.title)).toEqual(before);
    const row = await db().review.findUniqueOrThrow({ where: { bookingId: id } });
    expect(row.withdrawnAt).toBeInstanceOf(Date);
  });
});

describe("My Bookings carries the rating given (docs/features.md)", () => {
  it("shows the customer their rating, held or public; the organization only the public one", async () => {
    const { org, service } = await orgWithService(20);
    const payer = await signedIn("user");
    await fund(payer.user.id, 20);
    const id = (await bookIt(payer.token, service.id)).body.data!.id;

    const mine = async () =>
      (
        await call<{ items: BookingView[] }>(userBookings, "/api/v1/users/bookings", {
          bearer: payer.token,
        })
      ).body.data!.items.find((item) => item.id === id);
    const theirs = async () =>
      (
        await call<{ items: BookingView[] }>(orgBookings, "/api/v1/org/bookings", {
          bearer: org.token,
        })
      ).body.data!.items.find((item) => item.id === id);

    expect((await mine())?.rating).toBeNull();
    await rate(payer.token, service.id, { rating: 4 });
    expect((await mine())?.rating).toBe(4);
    expect((await theirs())?.rating).toBeNull();

    await complete(org, payer, id);
    await rate(payer.token, service.id, { rating: 2 });
    expect((await mine())?.rating).toBe(2);
    expect((await theirs())?.rating).toBe(2);
  });
});

describe("the migration that holds reviews until delivery", () => {
  it("takes exactly the counted reviews of active bookings out of the aggregates", async () => {
    const { org, service } = await orgWithService(10);
    await deliveredReview(org, service.id, 4);
    // A review of an active booking as the old code left it: counted.
    const payer = await signedIn("user");
    await fund(payer.user.id, 10);
    const id = (await bookIt(payer.token, service.id)).body.data!.id;
    await db().review.create({
      data: { serviceId: service.id, userId: payer.user.id, bookingId: id, rating: 1 },
    });
    await db().service.update({
      where: { id: service.id },
      data: { ratingSum: { increment: 1 }, reviewCount: { increment: 1 } },
    });

    const migration = readFileSync(
      new URL(
        "../../../prisma/migrations/20261126074500_reviews_held_until_delivery/migration.sql",
        import.meta.url,
      ),
      "utf8",
    );
    await db().$executeRawUnsafe(migration);
    expect((await shown(service.id, service.title)).stored).toEqual({
      ratingSum: 4,
      reviewCount: 1,
    });

    // Delivering it now publishes it, as for any held review.
    expect((await complete(org, payer, id)).status).toBe(200);
    expect((await shown(service.id, service.title)).stored).toEqual({
      ratingSum: 5,
      reviewCount: 2,
    });
  });
});
