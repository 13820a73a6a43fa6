// Every paged list of the API, as a scenario the keyset tests run alike: where its first page is,
// who may read it, and how to add a row at a chosen place in its order (a place of 1 sorts first
// among the seeded rows, 0 before all of them, 2.5 between the second and the third). Each list
// is scoped to its own rows where its filters allow (a search tag, a category, an entity).
import { randomUUID } from "node:crypto";
import { GET as activity } from "@/app/api/v1/admin/activity/route";
import { GET as auditLog } from "@/app/api/v1/admin/audit-logs/route";
import { GET as adminConversions } from "@/app/api/v1/admin/conversions/route";
import { GET as adminDisputes } from "@/app/api/v1/admin/disputes/route";
import { GET as adminPayments } from "@/app/api/v1/admin/payments/route";
import { GET as adminServices } from "@/app/api/v1/admin/services/route";
import { GET as adminUsers } from "@/app/api/v1/admin/users/route";
import { GET as conversions } from "@/app/api/v1/conversions/route";
import { GET as notifications } from "@/app/api/v1/notifications/route";
import { GET as orgBookings } from "@/app/api/v1/org/bookings/route";
import { GET as orgReviews } from "@/app/api/v1/org/reviews/route";
import { GET as orgServices } from "@/app/api/v1/org/services/route";
import { GET as orgPublicReviews } from "@/app/api/v1/orgs/[id]/reviews/route";
import { GET as paymentHistory } from "@/app/api/v1/payments/history/route";
import { GET as catalogue } from "@/app/api/v1/services/route";
import { GET as userBookings } from "@/app/api/v1/users/bookings/route";
import { GET as wallet } from "@/app/api/v1/users/wallet/route";
import type { RegisteredHandler } from "@/lib/api/route";
import { recordAudit } from "@/lib/server/audit/record-audit";
import { placeBooking } from "@/lib/server/bookings/create-booking";
import { db } from "@/lib/server/db/client";
import { creditPaidTopUp } from "@/test/support/paid-top-up";
import { signedIn } from "./accounts";
import { createService, fund } from "./marketplace";

export interface OpenList {
  /** The first page's path with the list's filters, without limit or cursor. */
  path: string;
  /** The path's parameters, for a list under an entity (`{ id }`). */
  params?: Record<string, string>;
  bearer: string;
  /** Where a page keeps its rows. */
  rowsKey: "items" | "transactions";
  /** Adds a row at `place` in the list's order and answers its id as the list shows it. */
  add(place: number): Promise<string>;
  /** Rows only ever join at the top (the audit log's chain): `place` is not honoured. */
  topOnly?: boolean;
}

export interface ListScenario {
  handler: RegisteredHandler;
  open(): Promise<OpenList>;
}

const HOUR = 3_600_000;
/** A newest-first list's rows: place 0 the newest, each later place an hour older. */
const base = Date.now() - 24 * HOUR;
const timeAt = (place: number) => new Date(base - place * HOUR);
const tag = () => `keyset${randomUUID().slice(0, 8)}`;

/** A paid top-up made at `at`, credited through the ledger: its order and its transfer. */
function topUpAt(userId: string, at: Date) {
  return db().$transaction((tx) => creditPaidTopUp(tx, userId, 10, randomUUID(), at));
}

/** A user's own top-ups, as a list shows them: their orders or their wallet's transfers. */
async function topUps(path: string, shown: "orderId" | "transferId"): Promise<OpenList> {
  const user = await signedIn("user");
  return {
    path,
    bearer: user.token,
    rowsKey: shown === "orderId" ? "items" : "transactions",
    add: async (place) => (await topUpAt(user.user.id, timeAt(place)))[shown],
  };
}

async function organizationOf(userId: string) {
  return db().organizationProfile.findUniqueOrThrow({ where: { userId } });
}

/** Bookings of one user of one organization's services, booked at their places' times. */
async function bookings(view: "user" | "org"): Promise<OpenList> {
  const customer = await signedIn("user");
  const org = await signedIn("org");
  const organization = await organizationOf(org.user.id);
  await fund(customer.user.id, 10_000);
  return {
    path: view === "user" ? "/api/v1/users/bookings" : "/api/v1/org/bookings",
    bearer: view === "user" ? customer.token : org.token,
    rowsKey: "items",
    async add(place) {
      const service = await createService({ organizationId: organization.id, price: 10 });
      const booking = await db().$transaction((tx) =>
        placeBooking(tx, { userId: customer.user.id, service, at: timeAt(place) }),
      );
      return booking.id;
    },
  };
}

/**
 * Public reviews of one organization's services, each of a completed booking at its place's time:
 * as the organization reads them, or on its public page.
 */
async function reviewsOfOneOrganization(view: "org" | "public" = "org"): Promise<OpenList> {
  const customer = await signedIn("user");
  const org = await signedIn("org");
  const organization = await organizationOf(org.user.id);
  await fund(customer.user.id, 10_000);
  return {
    path: view === "org" ? "/api/v1/org/reviews" : `/api/v1/orgs/${organization.id}/reviews`,
    params: view === "org" ? undefined : { id: organization.id },
    // The public page needs no account; any caller reads the same.
    bearer: view === "org" ? org.token : customer.token,
    rowsKey: "items",
    async add(place) {
      const service = await createService({ organizationId: organization.id, price: 10 });
      return db().$transaction(async (tx) => {
        const booking = await placeBooking(tx, { userId: customer.user.id, service });
        await tx.booking.update({
          where: { id: booking.id },
          data: { status: "completed", activeSlot: null, completedAt: new Date() },
        });
        const review = await tx.review.create({
          data: {
            serviceId: service.id,
            userId: customer.user.id,
            bookingId: booking.id,
            rating: 5,
            createdAt: timeAt(place),
          },
        });
        return review.id;
      });
    },
  };
}

/** Disputes of one organization's bookings, opened at their places' times, as the admin lists them. */
async function disputesOfOneOrganization(): Promise<OpenList> {
  const admin = await signedIn("admin");
  const customer = await signedIn("user");
  const org = await signedIn("org");
  const organization = await db().organizationProfile.update({
    where: { userId: org.user.id },
    data: { name: `Org ${tag()}` },
  });
  await fund(customer.user.id, 10_000);
  return {
    path: `/api/v1/admin/disputes?search=${encodeURIComponent(organization.name)}`,
    bearer: admin.token,
    rowsKey: "items",
    async add(place) {
      const service = await createService({ organizationId: organization.id, price: 10 });
      return db().$transaction(async (tx) => {
        const booking = await placeBooking(tx, { userId: customer.user.id, service });
        await tx.booking.update({ where: { id: booking.id }, data: { status: "disputed" } });
        const dispute = await tx.dispute.create({
          data: {
            bookingId: booking.id,
            reason: "quality",
            statement: "Keyset test.",
            respondBy: new Date(Date.now() + 24 * HOUR),
            createdAt: timeAt(place),
          },
        });
        return dispute.id;
      });
    },
  };
}

async function conversionsOf(viewer: "org" | "admin"): Promise<OpenList> {
  const org = await signedIn("org");
  const organization = await db().organizationProfile.update({
    where: { userId: org.user.id },
    data: { name: `Org ${tag()}` },
  });
  const admin = viewer === "admin" ? await signedIn("admin") : null;
  return {
    path: admin
      ? `/api/v1/admin/conversions?search=${encodeURIComponent(organization.name)}`
      : "/api/v1/conversions",
    bearer: admin?.token ?? org.token,
    rowsKey: "items",
    async add(place) {
      const request = await db().conversionRequest.create({
        data: {
          organizationId: organization.id,
          amount: 100,
          currency: "INR",
          payoutMinor: 10_000,
          requestedAt: timeAt(place),
        },
      });
      return request.id;
    },
  };
}

/** Services of one organization made at their places' times (not listed in the catalogue). */
async function servicesMadeAt(
  path: (search: string) => string,
  viewer: "org" | "admin",
): Promise<OpenList> {
  const org = await signedIn("org");
  const organization = await organizationOf(org.user.id);
  const search = tag();
  const reader = viewer === "admin" ? await signedIn("admin") : org;
  return {
    path: path(search),
    bearer: reader.token,
    rowsKey: "items",
    async add(place) {
      const service = await db().service.create({
        data: {
          organizationId: organization.id,
          title: `Service ${search} ${place}`,
          description: "A service of the keyset tests",
          price: 10,
          category: "technology",
          status: "pending",
          createdAt: timeAt(place),
        },
      });
      return service.id;
    },
  };
}

/** An admin's own audit entries; they join the chain on top, in the order written. */
async function auditEntries(path: string): Promise<OpenList> {
  const admin = await signedIn("admin");
  return {
    path: path.replace("{actor}", admin.user.id),
    bearer: admin.token,
    rowsKey: "items",
    topOnly: true,
    async add() {
      const entityId = randomUUID();
      await db().$transaction((tx) =>
        recordAudit(tx, {
          actorId: admin.user.id,
          action: "keyset.test",
          entityType: "keyset_test",
          entityId,
        }),
      );
      const entry = await db().auditLog.findFirstOrThrow({ where: { entityId } });
      return entry.id;
    },
  };
}

export const LIST_SCENARIOS: Record<string, ListScenario> = {
  "GET /api/v1/services": {
    handler: catalogue,
    async open() {
      const org = await signedIn("org");
      const organization = await organizationOf(org.user.id);
      return {
        // Relevance without a search: the most booked first. Only these services are design.
        path: "/api/v1/services?category=design",
        bearer: org.token,
        rowsKey: "items",
        async add(place) {
          const service = await db().service.create({
            data: {
              organizationId: organization.id,
              title: `Design ${place}`,
              description: "A service of the keyset tests",
              price: 10,
              category: "design",
              status: "active",
              bookingCount: 1_000 - place * 100,
            },
          });
          return service.id;
        },
      };
    },
  },
  "GET /api/v1/users/bookings": { handler: userBookings, open: () => bookings("user") },
  "GET /api/v1/org/bookings": { handler: orgBookings, open: () => bookings("org") },
  "GET /api/v1/org/reviews": { handler: orgReviews, open: () => reviewsOfOneOrganization() },
  "GET /api/v1/notifications": {
    handler: notifications,
    async open() {
      const user = await signedIn("user");
      return {
        path: "/api/v1/notifications",
        bearer: user.token,
        rowsKey: "items",
        async add(place) {
          const note = await db().notification.create({
            data: {
              userId: user.user.id,
              topic: "bookings",
              event: "booking_made",
              text: `Notification ${place}`,
              href: "/bookings",
              createdAt: timeAt(place),
            },
          });
          return note.id;
        },
      };
    },
  },
  "GET /api/v1/orgs/{id}/reviews": {
    handler: orgPublicReviews,
    open: () => reviewsOfOneOrganization("public"),
  },
  "GET /api/v1/users/wallet": {
    handler: wallet,
    open: () => topUps("/api/v1/users/wallet", "transferId"),
  },
  "GET /api/v1/payments/history": {
    handler: paymentHistory,
    open: () => topUps("/api/v1/payments/history", "orderId"),
  },
  "GET /api/v1/org/services": {
    handler: orgServices,
    open: () => servicesMadeAt(() => "/api/v1/org/services", "org"),
  },
  "GET /api/v1/conversions": { handler: conversions, open: () => conversionsOf("org") },
  "GET /api/v1/admin/conversions": {
    handler: adminConversions,
    open: () => conversionsOf("admin"),
  },
  "GET /api/v1/admin/disputes": {
    handler: adminDisputes,
    open: disputesOfOneOrganization,
  },
  "GET /api/v1/admin/activity": {
    handler: activity,
    open: () => auditEntries("/api/v1/admin/activity"),
  },
  "GET /api/v1/admin/payments": {
    handler: adminPayments,
    async open() {
      const admin = await signedIn("admin");
      const payer = await signedIn("user");
      return {
        path: `/api/v1/admin/payments?q=${encodeURIComponent(payer.email)}`,
        bearer: admin.token,
        rowsKey: "items",
        add: async (place) => (await topUpAt(payer.user.id, timeAt(place))).orderId,
      };
    },
  },
  "GET /api/v1/admin/services": {
    handler: adminServices,
    open: () => servicesMadeAt((search) => `/api/v1/admin/services?search=${search}`, "admin"),
  },
  "GET /api/v1/admin/users": {
    handler: adminUsers,
    async open() {
      const admin = await signedIn("admin");
      const search = tag();
      return {
        path: `/api/v1/admin/users?search=${search}`,
        bearer: admin.token,
        rowsKey: "items",
        async add(place) {
          const user = await db().user.create({
            data: {
              name: `Person ${search} ${place}`,
              email: `${randomUUID()}@example.test`,
              role: "user",
              createdAt: timeAt(place),
            },
          });
          return user.id;
        },
      };
    },
  },
  "GET /api/v1/admin/audit-logs": {
    handler: auditLog,
    open: () => auditEntries("/api/v1/admin/audit-logs?actor={actor}&action=keyset.test"),
  },
};
