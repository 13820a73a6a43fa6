// Reviews over HTTP: bookers only, one per booking, editable, aggregates always right (of
// delivered bookings; held-reviews.int.test.ts covers reviews written before delivery).
import { describe, expect, it } from "vitest";
import { POST as book } from "@/app/api/v1/services/[id]/book/route";
import { POST as review } from "@/app/api/v1/services/[id]/reviews/route";
import { RATING_SCALE, SELECT_A_RATING } from "@/modules/catalog/shared/validations-values";
import { db } from "@/lib/server/db/client";
import { signedIn } from "@/test/integration/accounts";
import { call } from "@/test/integration/http";
import { createService, deliver, fund } from "@/test/integration/marketplace";

const rate = (token: string, serviceId: string, body: unknown) =>
  call<{ id: string; rating: number; updated: boolean }>(
    review,
    `/api/v1/services/${serviceId}/reviews`,
    {
      bearer: token,
      params: { id: serviceId },
      body,
    },
  );

/** A booked service, delivered: its review counts at once (before delivery it is held). */
async function bookedService() {
  const booker = await signedIn("user");
  const service = await createService({ price: 10 });
  await fund(booker.user.id, 10);
  const booked = await call<{ id: string }>(book, `/api/v1/services/${service.id}/book`, {
    method: "POST",
    bearer: booker.token,
    params: { id: service.id },
  });
  await deliver(booked.body.data!.id);
  return { booker, service };
}

async function aggregates(serviceId: string) {
  const service = await db().service.findUniqueOrThrow({ where: { id: serviceId } });
  return { ratingSum: service.ratingSum, reviewCount: service.reviewCount };
}

describe("POST /api/v1/services/:id/reviews", () => {
  it("lets a booker review once per booking and edit it, keeping the aggregates equal to the reviews", async () => {
    const { booker, service } = await bookedService();
    const first = await rate(booker.token, service.id, { rating: 4, comment: "Good work" });
    expect(first.status).toBe(201);
    expect(first.body.message).toBe("Thank You!");
    expect(await aggregates(service.id)).toEqual({ ratingSum: 4, reviewCount: 1 });

    const edited = await rate(booker.token, service.id, { rating: 2 });
    expect(edited.status).toBe(200);
    expect(edited.body.data).toMatchObject({ id: first.body.data!.id, rating: 2, updated: true });
    expect(await aggregates(service.id)).toEqual({ ratingSum: 2, reviewCount: 1 });
    expect(await db().review.count({ where: { serviceId: service.id } })).toBe(1);
  });

  it("refuses anyone who has not booked the service", async () => {
    const { service } = await bookedService();
    const stranger = await signedIn("user");
    const refused = await rate(stranger.token, service.id, { rating: 5 });
    expect(refused.status).toBe(403);
    expect(refused.body.error?.message).toBe("Only people who booked this service can review it.");
    expect(await aggregates(service.id)).toEqual({ ratingSum: 0, reviewCount: 0 });
  });

  it("requires a star rating from 1 to 5", async () => {
    const { booker, service } = await bookedService();
    for (const body of [{}, { rating: 0 }]) {
      const refused = await rate(booker.token, service.id, body);
      expect(refused.status).toBe(422);
      expect(refused.body.error?.message).toBe(SELECT_A_RATING);
    }
    for (const rating of [3.5, 6]) {
      expect((await rate(booker.token, service.id, { rating })).body.error?.message).toBe(
        RATING_SCALE,
      );
    }
  });

  it("counts one review when the same booking is rated several times at once", async () => {
    const { booker, service } = await bookedService();
    const answers = await Promise.all(
      [1, 2, 3, 4, 5].map((rating) => rate(booker.token, service.id, { rating })),
    );
    expect(answers.every((answer) => answer.status === 200 || answer.status === 201)).toBe(true);
    const reviews = await db().review.findMany({ where: { serviceId: service.id } });
    expect(reviews).toHaveLength(1);
    expect(await aggregates(service.id)).toEqual({ ratingSum: reviews[0]!.rating, reviewCount: 1 });
  });
});
