// As docs/features.md says: an organization posts one public reply to each public review of its
// services, shown under the review in the catalogue's service dialog. Only the organization whose
// service it is; a held (booking not completed) or withdrawn review, or another organization's,
// is not there (404). Over HTTP, as the screens and any API client call it.
import { afterEach, describe, expect, it } from "vitest";
import { PUT as replyRoute } from "@/app/api/v1/org/reviews/[id]/reply/route";
import { GET as orgReviews } from "@/app/api/v1/org/reviews/route";
import { POST as book } from "@/app/api/v1/services/[id]/book/route";
import { POST as review } from "@/app/api/v1/services/[id]/reviews/route";
import { GET as getService } from "@/app/api/v1/services/[id]/route";
import { POST as userCancel } from "@/app/api/v1/users/bookings/[id]/cancel/route";
import type { BookingView } from "@/lib/bookings/booking-types";
import type { OrgReview } from "@/lib/schemas/org-reviews";
import type { ServiceDetail } from "@/modules/catalog/shared/catalog-types";
import { db } from "@/lib/server/db/client";
import { checkLedgerInvariants } from "@/lib/server/ledger/invariants";
import { ALREADY_REPLIED } from "./reply-to-review";
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

async function rate(token: string, serviceId: string, comment: string) {
  const rated = await call<{ id: string }>(review, `/api/v1/services/${serviceId}/reviews`, {
    bearer: token,
    params: { id: serviceId },
    body: { rating: 4, comment },
  });
  expect(rated.status).toBe(201);
  return rated.body.data!.id;
}

const replyTo = (token: string, reviewId: string, body: unknown) =>
  call<OrgReview>(replyRoute, `/api/v1/org/reviews/${reviewId}/reply`, {
    method: "PUT",
    bearer: token,
    params: { id: reviewId },
    body,
  });

async function orgWithService() {
  const org = await signedIn("org");
  const profile = await db().organizationProfile.findUniqueOrThrow({
    where: { userId: org.user.id },
  });
  return { org, profile, service: await createService({ price: 20, organizationId: profile.id }) };
}

/** A customer booked the service; the review is written before delivery (held). */
async function heldReview(serviceId: string) {
  const customer = await signedIn("user");
  await fund(customer.user.id, 20);
  const booked = await bookIt(customer.token, serviceId);
  expect(booked.status).toBe(201);
  const reviewId = await rate(customer.token, serviceId, "Looking forward to it");
  return { customer, bookingId: booked.body.data!.id, reviewId };
}

/** A review of a delivered (completed) booking: public. */
async function publicReview(org: Session, serviceId: string) {
  const held = await heldReview(serviceId);
  expect((await deliverAndAccept(org.token, held.customer.token, held.bookingId)).status).toBe(200);
  return held.reviewId;
}

const detailOf = async (serviceId: string) =>
  (
    await call<ServiceDetail>(getService, `/api/v1/services/${serviceId}`, {
      params: { id: serviceId },
    })
  ).body.data!;

afterEach(async () => {
  const health = await checkLedgerInvariants(db());
  expect(health.problems).toEqual([]);
});

describe("an organization's reply to a review", () => {
  it("is posted once by the owning organization, audited, and shown under the review", async () => {
    const { org, profile, service } = await orgWithService();
    const reviewId = await publicReview(org, service.id);

    const listed = await call<{ items: OrgReview[] }>(orgReviews, "/api/v1/org/reviews", {
      bearer: org.token,
    });
    expect(listed.status).toBe(200);
    expect(listed.body.data!.items).toEqual([
      expect.objectContaining({ id: reviewId, serviceTitle: service.title, reply: null }),
    ]);

    const replied = await replyTo(org.token, reviewId, { reply: "  Thank you, come again!  " });
    expect(replied.status).toBe(200);
    expect(replied.body.data).toMatchObject({ id: reviewId, reply: "Thank you, come again!" });
    expect(replied.body.data!.repliedAt).not.toBeNull();

    const shown = (await detailOf(service.id)).reviews.find((item) => item.id === reviewId);
    expect(shown).toMatchObject({
      reply: "Thank you, come again!",
      repliedAt: replied.body.data!.repliedAt,
    });
    const audit = await db().auditLog.findFirst({
      where: { action: "review.replied", entityId: reviewId },
    });
    expect(audit).toMatchObject({ actorId: org.user.id, entityType: "review" });
    expect(audit?.data).toMatchObject({ organizationId: profile.id });

    const again = await replyTo(org.token, reviewId, { reply: "A second thought" });
    expect(again.status).toBe(409);
    expect(again.body.error?.message).toBe(ALREADY_REPLIED);
    const stored = await db().review.findUniqueOrThrow({ where: { id: reviewId } });
    expect(stored.reply).toBe("Thank you, come again!");
  });

  it("refuses an empty or too long reply with 422, a NUL with 400 (as any body's)", async () => {
    const { org, service } = await orgWithService();
    const reviewId = await publicReview(org, service.id);
    for (const body of [{ reply: "   " }, { reply: "x".repeat(1001) }, {}]) {
      const refused = await replyTo(org.token, reviewId, body);
      expect(refused.status).toBe(422);
      expect(refused.body.error?.code).toBe("validation_failed");
    }
    expect((await replyTo(org.token, reviewId, { reply: "a\u0000b" })).status).toBe(400);
    expect((await replyTo(org.token, reviewId, { reply: "x".repeat(1000) })).status).toBe(200);
  });

  it("is not another organization's, a customer's or an admin's to post", async () => {
    const { org, service } = await orgWithService();
    const reviewId = await publicReview(org, service.id);
    const other = await signedIn("org");
    const otherAnswer = await replyTo(other.token, reviewId, { reply: "Not ours" });
    expect(otherAnswer.status).toBe(404);
    const otherList = await call<{ items: OrgReview[] }>(orgReviews, "/api/v1/org/reviews", {
      bearer: other.token,
    });
    expect(otherList.body.data!.items).toEqual([]);
    for (const role of ["user", "admin"] as const) {
      const caller = await signedIn(role);
      expect((await replyTo(caller.token, reviewId, { reply: "Hello" })).status).toBe(403);
    }
    expect((await replyTo(org.token, "no-such-review", { reply: "Hello" })).status).toBe(404);
    const stored = await db().review.findUniqueOrThrow({ where: { id: reviewId } });
    expect(stored.reply).toBeNull();
  });

  it("cannot answer a held or a withdrawn review, which the organization's list leaves out", async () => {
    const { org, service } = await orgWithService();
    const held = await heldReview(service.id);
    expect((await replyTo(org.token, held.reviewId, { reply: "Thanks" })).status).toBe(404);

    const dropped = await heldReview(service.id);
    const cancelled = await call(userCancel, `/api/v1/users/bookings/${dropped.bookingId}/cancel`, {
      method: "POST",
      bearer: dropped.customer.token,
      params: { id: dropped.bookingId },
    });
    expect(cancelled.status).toBe(200);
    expect((await replyTo(org.token, dropped.reviewId, { reply: "Thanks" })).status).toBe(404);

    const listed = await call<{ items: OrgReview[] }>(orgReviews, "/api/v1/org/reviews", {
      bearer: org.token,
    });
    expect(listed.body.data!.items).toEqual([]);
  });
});
