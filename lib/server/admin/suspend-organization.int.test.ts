// Suspending an organization (docs/features.md) over HTTP on PostgreSQL: its services leave the
// catalogue and cannot be booked, its active bookings are cancelled with every coin refunded and
// the customers told, links mailed before the suspension stop working, and reactivation lists the
// services again. A booking racing the suspension never leaves an active booking or loses a coin.
import { afterEach, beforeAll, describe, expect, it, vi } from "vitest";
import { POST as forgotPassword } from "@/app/api/v1/auth/forgot-password/route";
import { POST as resetPassword } from "@/app/api/v1/auth/reset-password/route";
import { GET as verifyEmail } from "@/app/api/v1/auth/verify-email/route";
import { POST as reactivate } from "@/app/api/v1/admin/users/[id]/reactivate/route";
import { POST as suspend } from "@/app/api/v1/admin/users/[id]/suspend/route";
import { POST as book } from "@/app/api/v1/services/[id]/book/route";
import { POST as review } from "@/app/api/v1/services/[id]/reviews/route";
import { GET as getService } from "@/app/api/v1/services/[id]/route";
import { GET as listServices } from "@/app/api/v1/services/route";
import type { CatalogResults } from "@/modules/catalog/shared/catalog-types";
import { ALREADY_BOOKED, NOT_BOOKABLE } from "@/lib/bookings/messages";
import { settleDueBookings } from "@/lib/server/bookings/settle-due";
import { getMarketingFigures, listShowcases } from "@/modules/catalog/server/showcase";
import { db } from "@/lib/server/db/client";
import { checkLedgerInvariants } from "@/lib/server/ledger/invariants";
import { lastMailTo, registerThroughApi, signedIn } from "@/test/integration/accounts";
import { deliverAndAccept } from "@/test/integration/deliveries";
import { call, freshIp } from "@/test/integration/http";
import { createService, fund, walletBalance } from "@/test/integration/marketplace";

beforeAll(() => {
  vi.spyOn(console, "log").mockImplementation(() => undefined);
});

afterEach(async () => {
  const health = await checkLedgerInvariants(db());
  expect(health.problems).toEqual([]);
});

const admin = () => signedIn("admin");

function setActive(adminToken: string, userId: string, active: boolean) {
  const path = `/api/v1/admin/users/${userId}/${active ? "reactivate" : "suspend"}`;
  return call<{ isActive: boolean }>(active ? reactivate : suspend, path, {
    method: "POST",
    bearer: adminToken,
    params: { id: userId },
    ...(active ? {} : { body: { reason: "Suspended by the test" } }),
  });
}

function bookIt(token: string, serviceId: string) {
  return call<{ id: string; status: string }>(book, `/api/v1/services/${serviceId}/book`, {
    method: "POST",
    bearer: token,
    params: { id: serviceId },
  });
}

/** A signed-in organization with two active services. */
async function organization() {
  const org = await signedIn("org");
  const profile = await db().organizationProfile.findUniqueOrThrow({
    where: { userId: org.user.id },
  });
  const services = [
    await createService({ price: 30, organizationId: profile.id }),
    await createService({ price: 45, organizationId: profile.id }),
  ];
  return { org, profile, services };
}

async function listed(serviceId: string, title: string) {
  // The title's random part: no other test's service matches it.
  const term = title.split(" ").at(-1)!;
  const catalogue = await call<CatalogResults>(
    listServices,
    `/api/v1/services?search=${encodeURIComponent(term)}`,
  );
  expect(catalogue.status).toBe(200);
  const detail = await call(getService, `/api/v1/services/${serviceId}`, {
    params: { id: serviceId },
  });
  return {
    inCatalogue: catalogue.body.data!.items.some((item) => item.id === serviceId),
    total: catalogue.body.data!.total,
    detail: detail.status,
  };
}

async function earningsOf(userId: string): Promise<number> {
  const account = await db().ledgerAccount.findUnique({
    where: { kind_userId: { kind: "org_earnings", userId } },
  });
  return Number(account?.balance ?? 0n);
}

describe("suspending an organization", () => {
  it("takes its services out of the catalogue and refuses bookings; reactivation lists them again", async () => {
    const { token: adminToken } = await admin();
    const { org, services } = await organization();
    const [service] = services;
    const customer = await signedIn("user");
    await fund(customer.user.id, 100);
    const before = await getMarketingFigures();
    expect(await listed(service!.id, service!.title)).toEqual({
      inCatalogue: true,
      total: 1,
      detail: 200,
    });

    expect((await setActive(adminToken, org.user.id, false)).status).toBe(200);

    expect(await listed(service!.id, service!.title)).toEqual({
      inCatalogue: false,
      total: 0,
      detail: 404,
    });
    expect((await getMarketingFigures()).services).toBe(before.services - 2);
    const refused = await bookIt(customer.token, service!.id);
    expect(refused.status).toBe(409);
    expect(refused.body.error).toMatchObject({ code: "conflict", message: NOT_BOOKABLE });
    expect(await walletBalance(customer.user.id)).toBe(100);
    expect(await db().booking.count({ where: { serviceId: service!.id } })).toBe(0);
    // The services' own status is untouched: being listed follows the organization.
    const rows = await db().service.findMany({ where: { id: { in: services.map((s) => s.id) } } });
    expect(rows.map((row) => row.status)).toEqual(["active", "active"]);

    expect((await setActive(adminToken, org.user.id, true)).status).toBe(200);
    expect(await listed(service!.id, service!.title)).toEqual({
      inCatalogue: true,
      total: 1,
      detail: 200,
    });
    expect((await getMarketingFigures()).services).toBe(before.services);
    expect((await bookIt(customer.token, service!.id)).status).toBe(201);
  });

  it("hides a showcase page whose options all belong to the suspended organization", async () => {
    const { token: adminToken } = await admin();
    const { org, services } = await organization();
    const page = await db().showcasePage.create({
      data: {
        slug: `suspended-${services[0]!.id}`,
        title: "Suspended showcase",
        summary: "Options of one organization",
        category: "technology",
        badge: "Test",
        features: [],
        imageUrl: "/x.png",
      },
    });
    await db().service.update({
      where: { id: services[0]!.id },
      data: { showcasePageId: page.id, showcaseOrder: 0 },
    });
    expect((await listShowcases()).some((summary) => summary.slug === page.slug)).toBe(true);
    await setActive(adminToken, org.user.id, false);
    expect((await listShowcases()).some((summary) => summary.slug === page.slug)).toBe(false);
  });

  it("cancels its active bookings with full refunds, withdraws their reviews and mails the customers", async () => {
    const { token: adminToken } = await admin();
    const { org, services } = await organization();
    const [first, second] = services;
    const customers = [await signedIn("user"), await signedIn("user"), await signedIn("user")];
    for (const customer of customers) await fund(customer.user.id, 200);

    // One booking delivered and accepted before the suspension: that money is the organization's.
    const delivered = await bookIt(customers[0]!.token, second!.id);
    const deliveredId = delivered.body.data!.id;
    const done = await deliverAndAccept(org.token, customers[0]!.token, deliveredId);
    expect(done.status).toBe(200);
    const active = [
      await bookIt(customers[0]!.token, first!.id),
      await bookIt(customers[1]!.token, first!.id),
      await bookIt(customers[2]!.token, second!.id),
    ];
    for (const response of active) expect(response.status).toBe(201);
    await call(review, `/api/v1/services/${first!.id}/reviews`, {
      bearer: customers[1]!.token,
      params: { id: first!.id },
      body: { rating: 1 },
    });
    expect(await walletBalance(customers[0]!.user.id)).toBe(200 - 45 - 30);

    expect((await setActive(adminToken, org.user.id, false)).status).toBe(200);

    expect(await walletBalance(customers[0]!.user.id)).toBe(200 - 45);
    expect(await walletBalance(customers[1]!.user.id)).toBe(200);
    expect(await walletBalance(customers[2]!.user.id)).toBe(200);
    // The delivered 45 less the platform's 15% commission (7 coins, rounded its way), clearing.
    const clearing = await db().ledgerAccount.findUniqueOrThrow({
      where: { kind_userId: { kind: "org_clearing", userId: org.user.id } },
    });
    expect(Number(clearing.balance)).toBe(38);
    const bookings = await db().booking.findMany({
      where: { id: { in: active.map((response) => response.body.data!.id) } },
    });
    for (const booking of bookings) {
      expect(booking).toMatchObject({
        status: "cancelled",
        cancelledBy: "admin",
        activeSlot: null,
      });
    }
    expect(await db().booking.findUniqueOrThrow({ where: { id: deliveredId } })).toMatchObject({
      status: "completed",
    });
    const escrows = await db().ledgerAccount.findMany({
      where: { bookingId: { in: bookings.map((booking) => booking.id) } },
    });
    expect(escrows.map((escrow) => Number(escrow.balance))).toEqual([0, 0, 0]);
    const service = await db().service.findUniqueOrThrow({ where: { id: first!.id } });
    expect({ ratingSum: service.ratingSum, reviewCount: service.reviewCount }).toEqual({
      ratingSum: 0,
      reviewCount: 0,
    });

    for (const customer of customers) {
      const mails = await db().mailOutbox.findMany({
        where: { to: customer.email, kind: "booking_cancelled" },
      });
      expect(mails.length).toBeGreaterThan(0);
      expect(mails[0]!.text).toContain("coins went back to");
    }

    // Reactivation brings the services back, not the cancelled bookings.
    expect((await setActive(adminToken, org.user.id, true)).status).toBe(200);
    expect(
      await db().booking.count({
        where: { organizationId: bookings[0]!.organizationId, status: "active" },
      }),
    ).toBe(0);
  });

  it.each(["org", "user"] as const)(
    "voids a %s account's reset and verification links issued before the suspension",
    async (role) => {
      const { token: adminToken } = await admin();
      const { email } = await registerThroughApi({ role });
      const verifyLink = (await lastMailTo(email)).link!;
      expect(
        (
          await call(forgotPassword, "/api/v1/auth/forgot-password", {
            ip: freshIp(),
            body: { email },
          })
        ).status,
      ).toBe(200);
      const resetLink = (await lastMailTo(email)).link!;
      const account = await db().user.findUniqueOrThrow({ where: { email } });

      expect((await setActive(adminToken, account.id, false)).status).toBe(200);
      expect((await setActive(adminToken, account.id, true)).status).toBe(200);

      const reset = await call(resetPassword, "/api/v1/auth/reset-password", {
        body: {
          oobCode: new URL(resetLink).searchParams.get("oobCode"),
          password: "a-brand-new-secret-7",
        },
      });
      expect(reset.status).toBe(400);
      expect(reset.body.error?.message).toBe(
        "This reset link is invalid. Please request a new one.",
      );
      const verify = await call(
        verifyEmail,
        new URL(verifyLink).pathname + new URL(verifyLink).search,
      );
      expect(verify.status).toBe(303);
      expect(verify.headers.get("location")).toBe("/verify-email?status=invalid");
      expect((await db().user.findUniqueOrThrow({ where: { email } })).emailVerified).toBeNull();
    },
  );

  it("leaves no active booking and loses no coin when 20 customers keep booking through the suspension", async () => {
    const { token: adminToken } = await admin();
    const { org, services } = await organization();
    const service = services[0]!;
    const customers = await Promise.all(Array.from({ length: 20 }, () => signedIn("user")));
    for (const customer of customers) await fund(customer.user.id, 50);

    // Each customer books again and again until told the service cannot be booked, so bookings
    // are in flight before, during and after the suspension.
    const answers: { status: number; message?: string }[] = [];
    const keepBooking = async (token: string) => {
      for (let attempt = 0; attempt < 500; attempt += 1) {
        const answer = await bookIt(token, service.id);
        answers.push({ status: answer.status, message: answer.body.error?.message });
        if (answer.body.error?.message === NOT_BOOKABLE) return;
      }
    };
    const suspending = new Promise<Awaited<ReturnType<typeof setActive>>>((resolve, reject) =>
      setTimeout(() => setActive(adminToken, org.user.id, false).then(resolve, reject), 60),
    );
    const [suspended] = await Promise.all([
      suspending,
      ...customers.map((customer) => keepBooking(customer.token)),
    ]);

    expect(suspended.status).toBe(200);
    for (const answer of answers) {
      expect([201, 409]).toContain(answer.status);
      if (answer.status === 409) expect([NOT_BOOKABLE, ALREADY_BOOKED]).toContain(answer.message);
    }
    const made = answers.filter((answer) => answer.status === 201).length;
    expect(made).toBeGreaterThan(0);
    expect(await db().booking.count({ where: { serviceId: service.id, status: "active" } })).toBe(
      0,
    );
    expect(
      await db().booking.count({
        where: { serviceId: service.id, status: "cancelled", cancelledBy: "admin" },
      }),
    ).toBe(made);
    for (const customer of customers) expect(await walletBalance(customer.user.id)).toBe(50);
    expect(await earningsOf(org.user.id)).toBe(0);
  });

  it("never pays a suspended organization from the expiry sweep: a booking that slipped through is refunded", async () => {
    const { org, services } = await organization();
    const customer = await signedIn("user");
    await fund(customer.user.id, 30);
    const booked = await bookIt(customer.token, services[0]!.id);
    expect(booked.status).toBe(201);
    // As if the booking had slipped past the suspension's cancellation, and its time ran out.
    await db().user.update({ where: { id: org.user.id }, data: { isActive: false } });
    await db().booking.update({
      where: { id: booked.body.data!.id },
      data: { dueAt: new Date(Date.now() - 1000) },
    });

    await settleDueBookings();

    expect(await earningsOf(org.user.id)).toBe(0);
    expect(await walletBalance(customer.user.id)).toBe(30);
    expect(
      await db().booking.findUniqueOrThrow({ where: { id: booked.body.data!.id } }),
    ).toMatchObject({ status: "cancelled", cancelledBy: "admin" });
  });
});
