// The events of every flow as notifications, over HTTP on PostgreSQL where the flow has a route:
// after each action exactly the right accounts (and nobody else) get one notification each, with
// its topic, event, text (lib/notifications/event-texts.ts) and link; a replayed request or a
// webhook delivered twice tells nobody again; a refused action tells nobody; a muted topic writes
// nothing.
import { beforeAll, describe, expect, it, vi } from "vitest";
import { PUT as verifyOrganization } from "@/app/api/v1/admin/users/[id]/verification/route";
import { POST as approveServiceRoute } from "@/app/api/v1/admin/services/[id]/approve/route";
import { POST as rejectServiceRoute } from "@/app/api/v1/admin/services/[id]/reject/route";
import { POST as approveChangeRoute } from "@/app/api/v1/admin/service-changes/[id]/approve/route";
import { POST as confirmPayoutRoute } from "@/app/api/v1/admin/conversions/[id]/confirm-payout/route";
import { POST as failPayoutRoute } from "@/app/api/v1/admin/conversions/[id]/fail-payout/route";
import { POST as approveConversionRoute } from "@/app/api/v1/conversions/[id]/approve/route";
import { POST as rejectConversionRoute } from "@/app/api/v1/conversions/[id]/reject/route";
import { POST as orgCancelRoute } from "@/app/api/v1/org/bookings/[id]/cancel/route";
import { POST as acceptCancelRoute } from "@/app/api/v1/org/bookings/[id]/cancel-request/accept/route";
import { POST as declineCancelRoute } from "@/app/api/v1/org/bookings/[id]/cancel-request/decline/route";
import { POST as refundRoute } from "@/app/api/v1/payments/refund/route";
import { POST as suspendRoute } from "@/app/api/v1/admin/users/[id]/suspend/route";
import { POST as requestChangesRoute } from "@/app/api/v1/admin/services/[id]/request-changes/route";
import { POST as bookRoute } from "@/app/api/v1/services/[id]/book/route";
import { POST as reviewRoute } from "@/app/api/v1/services/[id]/reviews/route";
import { PUT as updateServiceRoute } from "@/app/api/v1/services/[id]/route";
import { POST as createServiceRoute } from "@/app/api/v1/services/route";
import { POST as cancelRequestRoute } from "@/app/api/v1/users/bookings/[id]/cancel-request/route";
import { POST as userCancelRoute } from "@/app/api/v1/users/bookings/[id]/cancel/route";
import {
  adminDisputeHref,
  adminPaymentHref,
  adminServicesHref,
  ADMIN_PENDING_CONVERSIONS_HREF,
  bookingTexts,
  conversionTexts,
  customerBookingsHref,
  disputeTexts,
  ORG_BOOKINGS_HREF,
  ORG_CONVERSIONS_HREF,
  ORG_DASHBOARD_HREF,
  ORG_SERVICES_HREF,
  organizationTexts,
  orgReviewHref,
  paymentTexts,
  receiptHref,
  reviewTexts,
  serviceTexts,
  WALLET_HREF,
  type BookingFacts,
} from "@/lib/notifications/event-texts";
import type { NotificationTopic } from "@/lib/notifications/topics";
import { remindAcceptances, settleDueBookings } from "@/lib/server/bookings/settle-due";
import { escalateOverdueDisputes } from "@/lib/server/disputes/escalate-overdue";
import { db } from "@/lib/server/db/client";
import { signedIn } from "@/test/integration/accounts";
import { paidTopUp, newDisputeId, sendDispute } from "@/test/integration/chargebacks";
import { acceptOver, deliverOver } from "@/test/integration/deliveries";
import {
  bookedService,
  customerOver,
  decideOver,
  deliveredBooking,
  openedDispute,
  openOver,
  respondOver,
} from "@/test/integration/disputes";
import { call } from "@/test/integration/http";
import {
  createService,
  deliver as completeBooking,
  fund,
  SERVICE_FORM,
} from "@/test/integration/marketplace";
import { capturedEvent, deliver as sendWebhook, orderFor, pay } from "@/test/integration/payments";
import { pendingConversion } from "@/test/integration/pending-conversion";

type Account = Awaited<ReturnType<typeof signedIn>>;

interface Told {
  userId: string;
  topic: NotificationTopic;
  event: string;
  text: string;
  href: string;
}

const HOUR = 60 * 60 * 1000;

let admin: Account;

beforeAll(async () => {
  // Mails are printed to the log when no SMTP server is configured.
  vi.spyOn(console, "log").mockImplementation(() => undefined);
  admin = await signedIn("admin");
});

/** The notifications `action` wrote: every one, to anybody, ordered by recipient and event. */
async function toldBy(action: () => Promise<unknown>): Promise<Told[]> {
  const before = await db().notification.findMany({ select: { id: true } });
  await action();
  const rows = await db().notification.findMany({
    where: { id: { notIn: before.map((row) => row.id) } },
    select: { userId: true, topic: true, event: true, text: true, href: true },
  });
  return sortTold(rows);
}

const sortTold = (rows: Told[]) =>
  [...rows].sort((a, b) =>
    `${a.userId}:${a.event}:${a.text}`.localeCompare(`${b.userId}:${b.event}:${b.text}`),
  );

/** The notice `account` gets under `topic`: `to(org, "bookings")("booking_made", text, href)`. */
const to =
  (account: { user: { id: string } }, topic: NotificationTopic) =>
  (event: string, text: string, href: string): Told => ({
    userId: account.user.id,
    topic,
    event,
    text,
    href,
  });

/** Runs `action` and checks that it told exactly `expected` (in any order), and nobody else. */
async function expectOnlyTold(action: () => Promise<unknown>, expected: Told[] = []) {
  expect(await toldBy(action)).toEqual(sortTold(expected));
}

/** The same notice to every active admin (admin_queues). */
async function toAdmins(notice: Omit<Told, "userId" | "topic">): Promise<Told[]> {
  const admins = await db().user.findMany({
    where: { role: "admin", isActive: true },
    select: { id: true },
  });
  return admins.map(({ id }) => ({ ...notice, userId: id, topic: "admin_queues" as const }));
}

/** The booking as its notifications name it. */
async function factsOf(bookingId: string): Promise<BookingFacts> {
  const row = await db().booking.findUniqueOrThrow({
    where: { id: bookingId },
    select: {
      reference: true,
      serviceTitle: true,
      user: { select: { name: true } },
      organization: { select: { name: true } },
    },
  });
  return {
    reference: row.reference,
    serviceTitle: row.serviceTitle,
    customerName: row.user.name,
    organizationName: row.organization.name,
  };
}

/** POST to `handler` as the token's holder: the route's id, and its body if any. */
const post = (handler: typeof bookRoute, token: string) => (id: string, body?: unknown) =>
  call(handler, `/api/v1/x/${id}`, {
    method: "POST",
    bearer: token,
    params: { id },
    ...(body === undefined ? {} : { body }),
  });

/** A new organization's service and a funded customer, not booked yet. */
async function bookable(price = 10) {
  const org = await signedIn("org");
  const customer = await signedIn("user");
  const profile = await db().organizationProfile.findUniqueOrThrow({
    where: { userId: org.user.id },
  });
  const service = await createService({ price, organizationId: profile.id });
  await fund(customer.user.id, price);
  return { org, customer, service };
}

function bookOver(token: string, serviceId: string, key?: string) {
  return call<{ id: string }>(bookRoute, `/api/v1/services/${serviceId}/book`, {
    method: "POST",
    bearer: token,
    params: { id: serviceId },
    ...(key ? { headers: { "idempotency-key": key } } : {}),
  });
}

/** Moves the booking's creation back past the free 24 hours. */
async function pastFreeWindow(bookingId: string) {
  const row = await db().booking.findUniqueOrThrow({ where: { id: bookingId } });
  await db().booking.update({
    where: { id: bookingId },
    data: { createdAt: new Date(row.createdAt.getTime() - 25 * HOUR) },
  });
}

describe("booking made", () => {
  it("tells the organization's owner once, and a keyed replay tells nobody again", async () => {
    const { org, customer, service } = await bookable();
    let bookingId = "";
    const told = await toldBy(async () => {
      const booked = await bookOver(customer.token, service.id, "same-key-1");
      expect(booked.status).toBe(201);
      bookingId = booked.body.data!.id;
    });
    const facts = await factsOf(bookingId);
    expect(told).toEqual([
      to(org, "bookings")("booking_made", bookingTexts.made(facts), ORG_BOOKINGS_HREF),
    ]);
    expect(facts.customerName).toBe(customer.user.name);

    await expectOnlyTold(async () => {
      const again = await bookOver(customer.token, service.id, "same-key-1");
      expect(again.status).toBe(201);
      expect(again.body.data!.id).toBe(bookingId);
    });
  });

  it("tells nobody when the booking is refused", async () => {
    const { customer, service } = await bookable(10);
    await db().service.update({ where: { id: service.id }, data: { price: 10_000 } });
    await expectOnlyTold(async () => {
      const refused = await bookOver(customer.token, service.id);
      expect(refused.status).toBe(422);
    });
  });

  it("writes nothing for an owner who turned bookings off in the product", async () => {
    const { org, customer, service } = await bookable();
    await db().notificationPreference.create({
      data: { userId: org.user.id, topic: "bookings", inApp: false, email: true },
    });
    await expectOnlyTold(async () => {
      expect((await bookOver(customer.token, service.id)).status).toBe(201);
    });
  });
});

describe("booking cancelled", () => {
  it("by the customer tells the organization", async () => {
    const { org, customer, booking } = await bookedService(10);
    const facts = await factsOf(booking.id);
    await expectOnlyTold(async () => {
      expect((await post(userCancelRoute, customer.token)(booking.id)).status).toBe(200);
    }, [
      to(org, "bookings")(
        "booking_cancelled",
        bookingTexts.cancelledByCustomer(facts),
        ORG_BOOKINGS_HREF,
      ),
    ]);
  });

  it("by the organization tells the customer", async () => {
    const { org, customer, booking } = await bookedService(10);
    const facts = await factsOf(booking.id);
    await expectOnlyTold(async () => {
      expect((await post(orgCancelRoute, org.token)(booking.id)).status).toBe(200);
    }, [
      to(customer, "bookings")(
        "booking_cancelled",
        bookingTexts.cancelledByOrganization(facts),
        customerBookingsHref("cancelled"),
      ),
    ]);
  });

  it("by its due date passing undelivered tells both sides", async () => {
    const { org, customer, booking } = await bookedService(10);
    await db().booking.update({
      where: { id: booking.id },
      data: { dueAt: new Date(Date.now() - 1000) },
    });
    const facts = await factsOf(booking.id);
    await expectOnlyTold(
      () => settleDueBookings(),
      [
        to(customer, "bookings")(
          "booking_cancelled",
          bookingTexts.notDeliveredCustomer(facts),
          customerBookingsHref("cancelled"),
        ),
        to(org, "bookings")(
          "booking_cancelled",
          bookingTexts.notDeliveredOrganization(facts),
          ORG_BOOKINGS_HREF,
        ),
      ],
    );
    // Settled once: the next sweep finds nothing and tells nobody.
    await expectOnlyTold(() => settleDueBookings());
  });

  it("by an admin's suspension of the organization tells both sides", async () => {
    const { org, customer, booking } = await bookedService(10);
    const facts = await factsOf(booking.id);
    await expectOnlyTold(async () => {
      const answer = await call(suspendRoute, `/api/v1/admin/users/${org.user.id}/suspend`, {
        bearer: admin.token,
        params: { id: org.user.id },
        body: { reason: "Fraud" },
      });
      expect(answer.status).toBe(200);
    }, [
      to(customer, "bookings")(
        "booking_cancelled",
        bookingTexts.cancelledByAdminCustomer(facts),
        customerBookingsHref("cancelled"),
      ),
      to(org, "bookings")(
        "booking_cancelled",
        bookingTexts.cancelledByAdminOrganization(facts),
        ORG_BOOKINGS_HREF,
      ),
    ]);
  });
});

describe("a request to cancel", () => {
  it("tells the organization; its refusal, then its acceptance, tell the customer", async () => {
    const { org, customer, booking } = await bookedService(10);
    await pastFreeWindow(booking.id);
    const facts = await factsOf(booking.id);
    await expectOnlyTold(async () => {
      const answer = await post(cancelRequestRoute, customer.token)(booking.id, {
        reason: "I no longer need it.",
      });
      expect(answer.status).toBe(200);
    }, [
      to(org, "bookings")(
        "booking_cancel_requested",
        bookingTexts.cancelRequested(facts),
        ORG_BOOKINGS_HREF,
      ),
    ]);
    await expectOnlyTold(async () => {
      const answer = await post(declineCancelRoute, org.token)(booking.id, {
        reason: "The work is half done.",
      });
      expect(answer.status).toBe(200);
    }, [
      to(customer, "bookings")(
        "booking_cancel_declined",
        bookingTexts.cancelDeclined(facts),
        customerBookingsHref("active"),
      ),
    ]);
  });

  it("accepted, tells the customer the coins are back", async () => {
    const { org, customer, booking } = await bookedService(10);
    await pastFreeWindow(booking.id);
    expect(
      (await post(cancelRequestRoute, customer.token)(booking.id, { reason: "Not needed." }))
        .status,
    ).toBe(200);
    const facts = await factsOf(booking.id);
    await expectOnlyTold(async () => {
      expect((await post(acceptCancelRoute, org.token)(booking.id)).status).toBe(200);
    }, [
      to(customer, "bookings")(
        "booking_cancelled",
        bookingTexts.cancelRequestAccepted(facts),
        customerBookingsHref("cancelled"),
      ),
    ]);
  });
});

describe("delivered and accepted", () => {
  it("a delivery tells the customer, its acceptance the organization", async () => {
    const { org, customer, booking } = await bookedService(10);
    const facts = await factsOf(booking.id);
    await expectOnlyTold(async () => {
      expect((await deliverOver(org.token, booking.id)).status).toBe(200);
    }, [
      to(customer, "bookings")(
        "booking_delivered",
        bookingTexts.delivered(facts),
        customerBookingsHref("delivered"),
      ),
    ]);
    await expectOnlyTold(async () => {
      expect((await acceptOver(customer.token, booking.id)).status).toBe(200);
    }, [to(org, "bookings")("booking_completed", bookingTexts.accepted(facts), ORG_BOOKINGS_HREF)]);
    // Accepting again is refused: nobody is told twice.
    await expectOnlyTold(async () => {
      expect((await acceptOver(customer.token, booking.id)).status).toBe(409);
    });
  });

  it("a delivery about to complete by itself reminds the customer once", async () => {
    const { customer, booking } = await deliveredBooking(10);
    await db().booking.update({
      where: { id: booking.id },
      data: { acceptBy: new Date(Date.now() + HOUR) },
    });
    const facts = await factsOf(booking.id);
    await expectOnlyTold(
      () => remindAcceptances(),
      [
        to(customer, "bookings")(
          "booking_acceptance_reminder",
          bookingTexts.acceptanceReminder(facts),
          customerBookingsHref("delivered"),
        ),
      ],
    );
    await expectOnlyTold(() => remindAcceptances());
  });

  it("the end of the acceptance window tells the organization", async () => {
    const { org, booking } = await deliveredBooking(10);
    await db().booking.update({
      where: { id: booking.id },
      data: { acceptBy: new Date(Date.now() - 1000) },
    });
    const facts = await factsOf(booking.id);
    await expectOnlyTold(
      () => settleDueBookings(),
      [
        to(org, "bookings")(
          "booking_completed",
          bookingTexts.completedByWindow(facts),
          ORG_BOOKINGS_HREF,
        ),
      ],
    );
  });
});

describe("disputes", () => {
  it("opened tells the organization; an answer without an offer the customer and the admins", async () => {
    const { org, customer, booking } = await deliveredBooking(10);
    const facts = await factsOf(booking.id);
    await expectOnlyTold(async () => {
      expect((await openOver(customer.token, booking.id)).status).toBe(201);
    }, [to(org, "disputes")("dispute_opened", disputeTexts.opened(facts), ORG_BOOKINGS_HREF)]);
    const dispute = await db().dispute.findUniqueOrThrow({ where: { bookingId: booking.id } });
    await expectOnlyTold(async () => {
      expect((await respondOver(org.token, booking.id)).status).toBe(200);
    }, [
      to(customer, "disputes")(
        "dispute_responded",
        disputeTexts.responded(facts),
        customerBookingsHref("disputed"),
      ),
      ...(await toAdmins({
        event: "dispute_awaiting_admin",
        text: disputeTexts.awaitingAdmin(facts),
        href: adminDisputeHref(dispute.id),
      })),
    ]);

    // What the organization keeps is known once decided: read after.
    const decided = await toldBy(async () => {
      const answer = await decideOver(admin.token, dispute.id, {
        outcome: "split",
        refundCoins: 4,
      });
      expect(answer.status).toBe(200);
    });
    const settled = await db().booking.findUniqueOrThrow({ where: { id: booking.id } });
    const toOrganization = settled.totalAmount - settled.refundedCoins - settled.commissionCoins;
    expect(decided).toEqual(
      sortTold([
        to(customer, "disputes")(
          "dispute_decided",
          disputeTexts.decidedCustomer(facts, 4),
          customerBookingsHref("completed"),
        ),
        to(org, "disputes")(
          "dispute_decided",
          disputeTexts.decidedOrganization(facts, toOrganization),
          ORG_BOOKINGS_HREF,
        ),
      ]),
    );
  });

  it("an offer tells the customer; its acceptance tells the organization once", async () => {
    const { org, customer, booking } = await openedDispute(10);
    const facts = await factsOf(booking.id);
    await expectOnlyTold(async () => {
      expect((await respondOver(org.token, booking.id, { offerCoins: 10 })).status).toBe(200);
    }, [
      to(customer, "disputes")(
        "dispute_offer",
        disputeTexts.offer(facts, 10),
        customerBookingsHref("disputed"),
      ),
    ]);
    // A full refund: the booking's cancellation is told by the dispute's end, not twice.
    await expectOnlyTold(async () => {
      expect((await customerOver("accept-offer", customer.token, booking.id)).status).toBe(200);
    }, [
      to(org, "disputes")(
        "dispute_offer_accepted",
        disputeTexts.offerAccepted(facts),
        ORG_BOOKINGS_HREF,
      ),
    ]);
  });
});

describe("disputes handed to an admin by time, or withdrawn", () => {
  it("an organization late to answer puts the dispute in the admins' queue", async () => {
    const { booking, disputeId } = await openedDispute(10);
    await db().dispute.update({
      where: { id: disputeId },
      data: { respondBy: new Date(Date.now() - 1000) },
    });
    await expectOnlyTold(
      () => escalateOverdueDisputes(),
      await toAdmins({
        event: "dispute_awaiting_admin",
        text: disputeTexts.awaitingAdmin(await factsOf(booking.id)),
        href: adminDisputeHref(disputeId),
      }),
    );
    await expectOnlyTold(() => escalateOverdueDisputes());
  });

  it("a withdrawal tells the organization, once", async () => {
    const { org, customer, booking } = await openedDispute(10);
    const facts = await factsOf(booking.id);
    await expectOnlyTold(async () => {
      expect((await customerOver("withdraw", customer.token, booking.id)).status).toBe(200);
    }, [
      to(org, "disputes")("dispute_withdrawn", disputeTexts.withdrawn(facts), ORG_BOOKINGS_HREF),
    ]);
  });
});

describe("conversions", () => {
  it("a request reaches the admins; approval and payment reach the organization", async () => {
    let made: Awaited<ReturnType<typeof pendingConversion>> | undefined;
    const requested = await toldBy(async () => {
      made = await pendingConversion({ earned: 500, amount: 200 });
    });
    const { org, conversionId } = made!;
    // The organization's verification on the way (the helper's), and the request.
    expect(requested.filter((note) => note.event === "conversion_requested")).toEqual(
      sortTold(
        await toAdmins({
          event: "conversion_requested",
          text: conversionTexts.requested("Test Org", 200),
          href: ADMIN_PENDING_CONVERSIONS_HREF,
        }),
      ),
    );
    expect(requested.filter((note) => note.event !== "conversion_requested")).toEqual([
      to(org, "organization")(
        "organization_verified",
        organizationTexts.verified("Test Org"),
        ORG_DASHBOARD_HREF,
      ),
    ]);

    await expectOnlyTold(async () => {
      expect((await post(approveConversionRoute, admin.token)(conversionId)).status).toBe(200);
    }, [
      to(org, "conversions")(
        "conversion_approved",
        conversionTexts.approved(200),
        ORG_CONVERSIONS_HREF,
      ),
    ]);

    const row = await db().conversionRequest.findUniqueOrThrow({ where: { id: conversionId } });
    await expectOnlyTold(async () => {
      const answer = await call(confirmPayoutRoute, "/x", {
        bearer: admin.token,
        params: { id: conversionId },
        headers: { cookie: "cm_tz=UTC" },
        body: { reference: "UTR1234567", sentOn: new Date().toISOString().slice(0, 10) },
      });
      expect(answer.status, JSON.stringify(answer.body)).toBe(200);
    }, [
      to(org, "conversions")(
        "conversion_paid",
        conversionTexts.paid(200, { minor: row.payoutMinor, currency: row.currency }),
        ORG_CONVERSIONS_HREF,
      ),
    ]);
  });

  it("a rejection and a failed payout reach the organization", async () => {
    const first = await pendingConversion({ earned: 500, amount: 100 });
    await expectOnlyTold(async () => {
      const answer = await post(rejectConversionRoute, admin.token)(first.conversionId, {
        reason: "Details do not match.",
      });
      expect(answer.status).toBe(200);
    }, [
      to(first.org, "conversions")(
        "conversion_rejected",
        conversionTexts.rejected(100),
        ORG_CONVERSIONS_HREF,
      ),
    ]);

    const second = await pendingConversion({ earned: 500, amount: 150 });
    expect((await post(approveConversionRoute, admin.token)(second.conversionId)).status).toBe(200);
    await expectOnlyTold(async () => {
      const answer = await call(failPayoutRoute, "/x", {
        bearer: admin.token,
        params: { id: second.conversionId },
        headers: { cookie: "cm_tz=UTC" },
        body: { reason: "Bank returned it" },
      });
      expect(answer.status, JSON.stringify(answer.body)).toBe(200);
    }, [
      to(second.org, "conversions")(
        "conversion_payout_failed",
        conversionTexts.payoutFailed(150),
        ORG_CONVERSIONS_HREF,
      ),
    ]);
  });
});

describe("services", () => {
  it("submitted reaches the admins; approved and rejected reach the organization", async () => {
    const org = await signedIn("org");
    const decided = (event: string, text: string) =>
      to(org, "services")(event, text, ORG_SERVICES_HREF);
    let serviceId = "";
    await expectOnlyTold(
      async () => {
        const answer = await call<{ id: string }>(createServiceRoute, "/api/v1/services", {
          bearer: org.token,
          body: SERVICE_FORM,
        });
        expect(answer.status).toBe(201);
        serviceId = answer.body.data!.id;
      },
      await toAdmins({
        event: "service_submitted",
        text: serviceTexts.submitted(SERVICE_FORM.title, "Test Org"),
        href: adminServicesHref("pending"),
      }),
    );
    await expectOnlyTold(async () => {
      expect((await post(approveServiceRoute, admin.token)(serviceId)).status).toBe(200);
    }, [decided("service_approved", serviceTexts.decided("approved", SERVICE_FORM.title))]);

    // A change of the live service: in the admins' queue, then approved.
    await expectOnlyTold(
      async () => {
        const answer = await call(updateServiceRoute, `/api/v1/services/${serviceId}`, {
          method: "PUT",
          bearer: org.token,
          params: { id: serviceId },
          body: { ...SERVICE_FORM, description: "Three sessions now." },
        });
        expect(answer.status).toBe(200);
      },
      await toAdmins({
        event: "service_change_submitted",
        text: serviceTexts.changeSubmitted(SERVICE_FORM.title, "Test Org"),
        href: adminServicesHref("pending_change"),
      }),
    );
    const change = await db().serviceChange.findFirstOrThrow({ where: { serviceId } });
    await expectOnlyTold(async () => {
      expect((await post(approveChangeRoute, admin.token)(change.id)).status).toBe(200);
    }, [
      decided(
        "service_change_approved",
        serviceTexts.changeDecided("approved", SERVICE_FORM.title),
      ),
    ]);

    const third = await call<{ id: string }>(createServiceRoute, "/api/v1/services", {
      bearer: org.token,
      body: { ...SERVICE_FORM, title: "Menu design" },
    });
    await expectOnlyTold(async () => {
      const answer = await post(requestChangesRoute, admin.token)(third.body.data!.id, {
        note: "Add a price breakdown.",
      });
      expect(answer.status).toBe(200);
    }, [
      decided(
        "service_changes_requested",
        serviceTexts.decided("changes_requested", "Menu design"),
      ),
    ]);
    // Resubmitted after changes: in the admins' queue again.
    await expectOnlyTold(
      async () => {
        const answer = await call(updateServiceRoute, `/api/v1/services/${third.body.data!.id}`, {
          method: "PUT",
          bearer: org.token,
          params: { id: third.body.data!.id },
          body: { ...SERVICE_FORM, title: "Menu design", description: "With a price breakdown." },
        });
        expect(answer.status).toBe(200);
      },
      await toAdmins({
        event: "service_submitted",
        text: serviceTexts.submitted("Menu design", "Test Org"),
        href: adminServicesHref("pending"),
      }),
    );

    const other = await call<{ id: string }>(createServiceRoute, "/api/v1/services", {
      bearer: org.token,
      body: { ...SERVICE_FORM, title: "Logo design" },
    });
    await expectOnlyTold(async () => {
      const answer = await post(rejectServiceRoute, admin.token)(other.body.data!.id, {
        reason: "Duplicate",
      });
      expect(answer.status).toBe(200);
    }, [decided("service_rejected", serviceTexts.decided("rejected", "Logo design"))]);
  });
});

describe("organization verified", () => {
  it("tells its owner once; a second verification is refused and tells nobody", async () => {
    const org = await signedIn("org");
    const verify = () =>
      call(verifyOrganization, `/api/v1/admin/users/${org.user.id}/verification`, {
        method: "PUT",
        bearer: admin.token,
        params: { id: org.user.id },
        body: { verified: true, note: "Registration documents checked" },
      });
    await expectOnlyTold(async () => {
      expect((await verify()).status).toBe(200);
    }, [
      to(org, "organization")(
        "organization_verified",
        organizationTexts.verified("Test Org"),
        ORG_DASHBOARD_HREF,
      ),
    ]);
    await expectOnlyTold(async () => {
      expect((await verify()).status).toBe(409);
    });
  });
});

describe("review received", () => {
  const rate = (token: string, serviceId: string, rating: number) =>
    call<{ id: string }>(reviewRoute, `/api/v1/services/${serviceId}/reviews`, {
      bearer: token,
      params: { id: serviceId },
      body: { rating, comment: "Great work." },
    });

  it("tells the organization when a review of a completed booking is written, not when edited", async () => {
    const { org, customer, booking } = await bookedService(10);
    await completeBooking(booking.id);
    let reviewId = "";
    const told = await toldBy(async () => {
      const answer = await rate(customer.token, booking.serviceId, 5);
      expect(answer.status).toBe(201);
      reviewId = answer.body.data!.id;
    });
    expect(told).toEqual([
      to(org, "reviews")(
        "review_received",
        reviewTexts.received({
          serviceTitle: booking.serviceTitle,
          rating: 5,
          customerName: customer.user.name,
        }),
        orgReviewHref(reviewId),
      ),
    ]);
    await expectOnlyTold(async () => {
      expect((await rate(customer.token, booking.serviceId, 4)).status).toBe(200);
    });
  });

  it("tells the organization of a held review when its booking completes", async () => {
    const { org, customer, booking } = await deliveredBooking(10);
    await expectOnlyTold(async () => {
      expect((await rate(customer.token, booking.serviceId, 3)).status).toBe(201);
    });
    const review = await db().review.findUniqueOrThrow({ where: { bookingId: booking.id } });
    const told = await toldBy(async () => {
      expect((await acceptOver(customer.token, booking.id)).status).toBe(200);
    });
    expect(told.filter((note) => note.topic === "reviews")).toEqual([
      to(org, "reviews")(
        "review_received",
        reviewTexts.received({
          serviceTitle: booking.serviceTitle,
          rating: 3,
          customerName: customer.user.name,
        }),
        orgReviewHref(review.id),
      ),
    ]);
  });
});

describe("payments", () => {
  it("a top-up credited tells the payer once, however often the webhook repeats it", async () => {
    const payer = await signedIn("user");
    const order = await orderFor(payer, 500);
    const checkout = await pay(payer, order.orderId);
    const event = capturedEvent(order.orderId, checkout.razorpay_payment_id);
    const told = await toldBy(async () => {
      expect((await sendWebhook(event, { eventId: "evt_notify_1" })).status).toBe(200);
      expect((await sendWebhook(event, { eventId: "evt_notify_1" })).status).toBe(200);
      expect((await sendWebhook(event, { eventId: "evt_notify_2" })).status).toBe(200);
    });
    const row = await db().paymentOrder.findUniqueOrThrow({
      where: { providerOrderId: order.orderId },
    });
    expect(told).toEqual([
      to(payer, "payments")(
        "payment_received",
        paymentTexts.received(row, row.coins + row.bonusCoins),
        receiptHref(row.id),
      ),
    ]);
  });

  it("an admin's refund of a top-up tells the payer", async () => {
    const payer = await signedIn("user");
    const topUp = await paidTopUp(payer);
    const row = await db().paymentOrder.findUniqueOrThrow({ where: { id: topUp.id } });
    await expectOnlyTold(async () => {
      const answer = await call(refundRoute, "/api/v1/payments/refund", {
        bearer: admin.token,
        body: { orderId: topUp.id },
      });
      expect(answer.status).toBe(200);
    }, [
      to(payer, "payments")(
        "payment_refunded",
        paymentTexts.refunded(row, topUp.coins + topUp.bonus),
        receiptHref(topUp.id),
      ),
    ]);
  });

  it("a chargeback tells the payer and the admins when opened, the payer when decided", async () => {
    const payer = await signedIn("user");
    const topUp = await paidTopUp(payer);
    const payment = { amountMinor: topUp.amountMinor, currency: "INR" as const };
    const disputeId = newDisputeId();
    const held = topUp.coins + topUp.bonus;
    const toPayer = (event: string, text: string) =>
      to(payer, "payments")(event, text, WALLET_HREF);
    await expectOnlyTold(async () => {
      expect((await sendDispute("created", topUp, { disputeId, eventId: "evt_cb_1" })).status).toBe(
        200,
      );
      // The same delivery again changes and tells nothing.
      expect((await sendDispute("created", topUp, { disputeId, eventId: "evt_cb_1" })).status).toBe(
        200,
      );
    }, [
      toPayer("chargeback_opened", paymentTexts.chargebackOpened(payment, held)),
      ...(await toAdmins({
        event: "chargeback_opened",
        text: paymentTexts.adminChargebackOpened(payment, topUp.providerOrderId),
        href: adminPaymentHref(topUp.providerOrderId),
      })),
    ]);
    await expectOnlyTold(async () => {
      expect((await sendDispute("won", topUp, { disputeId })).status).toBe(200);
    }, [toPayer("chargeback_won", paymentTexts.chargebackWon(payment, held))]);
  });
});
