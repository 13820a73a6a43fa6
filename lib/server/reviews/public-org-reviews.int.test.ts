// An organization's public page lists the reviews of its services that anyone may read, newest
// first, each with the organization's reply: never a held review (booking not completed), a
// withdrawn one (booking cancelled) or another organization's; a suspended or unknown
// organization is 404. Over HTTP, signed out, as the page and any API client call it.
import { describe, expect, it } from "vitest";
import { GET as publicReviews } from "@/app/api/v1/orgs/[id]/reviews/route";
import { PUT as replyRoute } from "@/app/api/v1/org/reviews/[id]/reply/route";
import { POST as book } from "@/app/api/v1/services/[id]/book/route";
import { POST as review } from "@/app/api/v1/services/[id]/reviews/route";
import { POST as userCancel } from "@/app/api/v1/users/bookings/[id]/cancel/route";
import type { BookingView } from "@/lib/bookings/booking-types";
import type { OrgReview } from "@/lib/schemas/org-reviews";
import { db } from "@/lib/server/db/client";
import { signedIn } from "@/test/integration/accounts";
import { deliverAndAccept } from "@/test/integration/deliveries";
import { call } from "@/test/integration/http";
import { createService, fund } from "@/test/integration/marketplace";
import { shortName } from "@/modules/catalog/server/get-service";

type Session = Awaited<ReturnType<typeof signedIn>>;

async function orgWithService() {
  const org = await signedIn("org");
  const profile = await db().organizationProfile.findUniqueOrThrow({
    where: { userId: org.user.id },
  });
  return { org, profile, service: await createService({ price: 20, organizationId: profile.id }) };
}

/** A customer's booking of the service, reviewed before delivery (held). */
async function heldReview(serviceId: string, comment: string) {
  const customer = await signedIn("user");
  await fund(customer.user.id, 20);
  const booked = await call<BookingView>(book, `/api/v1/services/${serviceId}/book`, {
    method: "POST",
    bearer: customer.token,
    params: { id: serviceId },
  });
  expect(booked.status).toBe(201);
  const rated = await call<{ id: string }>(review, `/api/v1/services/${serviceId}/reviews`, {
    bearer: customer.token,
    params: { id: serviceId },
    body: { rating: 4, comment },
  });
  expect(rated.status).toBe(201);
  return { customer, bookingId: booked.body.data!.id, reviewId: rated.body.data!.id };
}

/** The same, delivered and accepted: public. */
async function publicReview(org: Session, serviceId: string, comment: string) {
  const held = await heldReview(serviceId, comment);
  expect((await deliverAndAccept(org.token, held.customer.token, held.bookingId)).status).toBe(200);
  return held.reviewId;
}

function reviewsOf(organizationId: string, query = "") {
  return call<{ items: OrgReview[]; nextCursor: string | null }>(
    publicReviews,
    `/api/v1/orgs/${organizationId}/reviews${query}`,
    { params: { id: organizationId } },
  );
}

describe("an organization's public reviews", () => {
  it("lists its public reviews newest first with its replies, and nothing else", async () => {
    const { org, profile, service } = await orgWithService();
    const older = await publicReview(org, service.id, "Great logo");
    const newer = await publicReview(org, service.id, "Quick and kind");
    const replied = await call(replyRoute, `/api/v1/org/reviews/${older}/reply`, {
      method: "PUT",
      bearer: org.token,
      params: { id: older },
      body: { reply: "Thank you!" },
    });
    expect(replied.status).toBe(200);
    await heldReview(service.id, "Held until delivered");
    const dropped = await heldReview(service.id, "Cancelled booking");
    const cancelled = await call(userCancel, `/api/v1/users/bookings/${dropped.bookingId}/cancel`, {
      method: "POST",
      bearer: dropped.customer.token,
      params: { id: dropped.bookingId },
    });
    expect(cancelled.status).toBe(200);
    const other = await orgWithService();
    await publicReview(other.org, other.service.id, "Another organization's");

    const listed = await reviewsOf(profile.id);
    expect(listed.status).toBe(200);
    const items = listed.body.data?.items ?? [];
    expect(items.map((item) => item.id)).toEqual([newer, older]);
    expect(items[1]).toMatchObject({
      serviceId: service.id,
      serviceTitle: service.title,
      rating: 4,
      comment: "Great logo",
      // The author's first name, as the catalogue shows it.
      authorName: shortName("Test user"),
      reply: "Thank you!",
    });
    expect(items[1]?.repliedAt).not.toBeNull();
    expect(items[0]).toMatchObject({ reply: null, repliedAt: null });
  });

  it("pages by a cursor", async () => {
    const { org, profile, service } = await orgWithService();
    const ids = [];
    for (const comment of ["One", "Two", "Three"]) {
      ids.push(await publicReview(org, service.id, comment));
    }
    const first = await reviewsOf(profile.id, "?limit=2");
    expect(first.body.data?.items.map((item) => item.id)).toEqual([ids[2], ids[1]]);
    const cursor = first.body.data?.nextCursor;
    expect(cursor).toBeTruthy();
    const second = await reviewsOf(profile.id, `?limit=2&cursor=${encodeURIComponent(cursor!)}`);
    expect(second.body.data?.items.map((item) => item.id)).toEqual([ids[0]]);
    expect(second.body.data?.nextCursor).toBeNull();
  });

  it("is 404 for an unknown or suspended organization", async () => {
    expect((await reviewsOf("no-such-organization")).status).toBe(404);
    const { org, profile, service } = await orgWithService();
    await publicReview(org, service.id, "Fine");
    await db().user.update({ where: { id: org.user.id }, data: { isActive: false } });
    expect((await reviewsOf(profile.id)).status).toBe(404);
  });
});
