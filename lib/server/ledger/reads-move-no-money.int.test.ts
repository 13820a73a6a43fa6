// Reads never move money: with bookings that time has decided and the sweep has not settled yet
// (one undelivered past its due date, one delivered past its acceptance window), every GET route
// of the registry, called by an account allowed to call it, writes no ledger transfer, and every
// reading (the API's and the pages' loaders) already shows those bookings as the sweep will leave
// them: refunded and completed, not open. The money figures stay the ledger's until the sweep
// moves the coins. A read that tries to settle is refused.
import { beforeAll, describe, expect, it } from "vitest";
import { GET as healthCheck } from "@/app/health/route";
import { POST as book } from "@/app/api/v1/services/[id]/book/route";
import { GET as orgDashboard } from "@/app/api/v1/org/dashboard/route";
import { GET as orgBookings } from "@/app/api/v1/org/bookings/route";
import { GET as adminUsers } from "@/app/api/v1/admin/users/route";
import { GET as userBookings } from "@/app/api/v1/users/bookings/route";
import { API_ROUTES } from "@/lib/api/registry";
import type { RouteDefinition } from "@/lib/api/registry/define";
import type { BookingView } from "@/lib/bookings/booking-types";
import type { AdminUserPage } from "@/lib/schemas/admin-users";
import type { OrgDashboardView } from "@/lib/schemas/org-dashboard";
import { ACCOUNT_SELECT, toSessionUser } from "@/lib/server/auth/account";
import { settleDueBookings } from "@/lib/server/bookings/settle-due";
import { catalogViewer } from "@/modules/catalog/server/viewer";
import { getPaymentCheckout } from "@/modules/catalog/server/payment-service";
import { getUserDashboard } from "@/lib/server/dashboard/user-dashboard";
import { db } from "@/lib/server/db/client";
import { getFeedbackTarget } from "@/lib/server/reviews/feedback-target";
import { signedIn } from "@/test/integration/accounts";
import { call, freshIp, ORIGIN } from "@/test/integration/http";
import { deliverOver } from "@/test/integration/deliveries";
import { createService, fund } from "@/test/integration/marketplace";
import { callerFor, handlerOf, pathOf, type Account } from "@/test/integration/route-files";
import { runReadOnly } from "./read-only";

const HOUR = 60 * 60 * 1000;

let accounts: Record<"user" | "org" | "admin", Account>;
let organizationId: string;
/** Decided by time, unsettled: one undelivered past its due date, one delivered past its window. */
let overdue: BookingView;
let accepted: BookingView;
let expired: BookingView[];
let live: BookingView;

async function bookIt(serviceId: string): Promise<BookingView> {
  const response = await call<BookingView>(book, `/api/v1/services/${serviceId}/book`, {
    method: "POST",
    bearer: accounts.user.token,
    params: { id: serviceId },
  });
  expect(response.status).toBe(201);
  return response.body.data!;
}

/** Moves a booking's clock back, as if it had been made `hours` ago. */
async function age(bookingId: string, hours: number) {
  const row = await db().booking.findUniqueOrThrow({ where: { id: bookingId } });
  await db().booking.update({
    where: { id: bookingId },
    data: {
      createdAt: new Date(row.createdAt.getTime() - hours * HOUR),
      dueAt: new Date(row.dueAt.getTime() - hours * HOUR),
    },
  });
}

const transfers = () => db().ledgerTransfer.count();

/** A value each path parameter takes: the fixtures' own ids where the route reads one. */
function paramFor(route: RouteDefinition, name: string): string {
  if (name === "currency") return "INR";
  if (route.path.startsWith("/api/v1/users/bookings/")) return expired[0]!.id;
  if (route.path.startsWith("/api/v1/services/")) return expired[0]!.serviceId;
  if (route.path.startsWith("/api/v1/orgs/")) return organizationId;
  if (route.path.includes("/users/")) return accounts.user.user.id;
  return "x1";
}

beforeAll(async () => {
  accounts = {
    user: await signedIn("user"),
    org: await signedIn("org"),
    admin: await signedIn("admin"),
  };
  const profile = await db().organizationProfile.findUniqueOrThrow({
    where: { userId: accounts.org.user.id },
  });
  organizationId = profile.id;
  const services = await Promise.all(
    ["1 day", "2 hours", "2 weeks"].map((duration) =>
      createService({ price: 40, organizationId, duration }),
    ),
  );
  await fund(accounts.user.user.id, 120);
  const made = [];
  for (const service of services) made.push(await bookIt(service.id));
  const [first, second, running] = made;
  await age(first!.id, 25);
  expect((await deliverOver(accounts.org.token, second!.id)).status).toBe(200);
  await db().booking.update({
    where: { id: second!.id },
    data: { acceptBy: new Date(Date.now() - HOUR) },
  });
  overdue = first!;
  accepted = second!;
  expired = [overdue, accepted];
  live = running!;
});

describe("reads never move money", () => {
  it("no GET route writes a ledger transfer, and none fails", async () => {
    const routes = API_ROUTES.filter((route) => route.method === "GET");
    expect(routes.length).toBeGreaterThan(40);
    const before = await transfers();
    for (const route of routes) {
      const names = [...route.path.matchAll(/\{(\w+)\}/g)].map(([, name]) => name!);
      // Called as Next.js calls it: some answers are CSV or HTML, not the JSON envelope.
      const token = callerFor(route, accounts)?.token;
      // The load balancer's /health lives outside app/api, where handlerOf looks.
      const handler = route === healthCheck.route ? healthCheck : await handlerOf(route);
      const request = new Request(
        new URL(
          pathOf(route, (name) => paramFor(route, name)),
          ORIGIN,
        ),
        {
          headers: {
            "x-forwarded-for": freshIp(),
            ...(token ? { authorization: `Bearer ${token}` } : {}),
          },
        },
      );
      const response = await handler(request, {
        params: Promise.resolve(Object.fromEntries(names.map((n) => [n, paramFor(route, n)]))),
      });
      const seen = { route: `GET ${route.path}`, failed: response.status >= 500 };
      expect(seen).toEqual({ route: seen.route, failed: false });
      expect({ route: seen.route, transfers: await transfers() }).toEqual({
        route: seen.route,
        transfers: before,
      });
    }
    // Still unsettled: nothing was paid out of their escrow.
    const rows = await db().booking.findMany({
      where: { id: { in: expired.map((booking) => booking.id) } },
    });
    expect(rows.map((row) => row.status).sort()).toEqual(["active", "delivered"]);
  });

  it("refuses a read that tries to settle, and moves nothing", async () => {
    const before = await transfers();
    await expect(runReadOnly("GET /test", () => settleDueBookings())).rejects.toThrow(
      "ledger: GET /test is a read and tried to move 40 coins (booking_cancel); reads never move money",
    );
    expect(await transfers()).toBe(before);
  });

  it("shows them refunded at the due date and completed at the window's end, in every list and filter", async () => {
    const bearer = accounts.user.token;
    const list = async (path: string) =>
      (await call<{ items: BookingView[] }>(userBookings, path, { bearer })).body.data!.items;
    const all = await list("/api/v1/users/bookings");
    const byId = new Map(all.map((item) => [item.id, item]));
    const stored = (id: string) => db().booking.findUniqueOrThrow({ where: { id } });
    expect(byId.get(overdue.id)).toMatchObject({
      status: "cancelled",
      refundReason: "not_delivered",
      cancelledAt: (await stored(overdue.id)).dueAt.toISOString(),
      cancellableUntil: null,
    });
    expect(byId.get(accepted.id)).toMatchObject({
      status: "completed",
      completion: "acceptance_window",
      completedAt: (await stored(accepted.id)).acceptBy!.toISOString(),
    });
    expect(byId.get(live.id)?.status).toBe("active");
    const ids = (items: BookingView[]) => items.map((item) => item.id).sort();
    expect(ids(await list("/api/v1/users/bookings?status=active"))).toEqual([live.id]);
    expect(ids(await list("/api/v1/users/bookings?status=delivered"))).toEqual([]);
    expect(ids(await list("/api/v1/users/bookings?status=completed"))).toEqual([accepted.id]);
    expect(ids(await list("/api/v1/users/bookings?status=cancelled"))).toEqual([overdue.id]);

    const org = async (status: string) =>
      (
        await call<{ items: BookingView[] }>(orgBookings, `/api/v1/org/bookings?status=${status}`, {
          bearer: accounts.org.token,
        })
      ).body.data!.items;
    expect(ids(await org("active"))).toEqual([live.id]);
    expect(ids(await org("completed"))).toEqual([accepted.id]);
    expect(ids(await org("cancelled"))).toEqual([overdue.id]);

    const users = await call<AdminUserPage>(
      adminUsers,
      `/api/v1/admin/users?search=${encodeURIComponent(accounts.user.user.email)}`,
      { bearer: accounts.admin.token },
    );
    expect(users.body.data?.items[0]?.activeBookings).toEqual({ count: 1, coins: 40 });
  });

  it("shows them so on the pages' loaders too, run as reads", async () => {
    const row = await db().user.findUniqueOrThrow({
      where: { id: accounts.user.user.id },
      select: ACCOUNT_SELECT,
    });
    const user = toSessionUser(row);
    await runReadOnly("page", async () => {
      const dashboard = await getUserDashboard(user);
      expect(dashboard.activeBookings.items.map((item) => item.id)).toEqual([live.id]);
      expect(dashboard.activeBookings.total).toBe(1);
      // The refunded 40 is not spent, though its coins still wait in escrow for the sweep.
      expect(dashboard.stats.totalSpent).toBe(80);
      for (const booking of expired) {
        const checkout = await getPaymentCheckout(user, booking.serviceId);
        expect(checkout.activeBooking).toBeNull();
      }
      expect((await catalogViewer(user))?.activeServiceIds).toEqual([live.serviceId]);
      const feedback = await getFeedbackTarget(user, accepted.serviceId, undefined);
      expect(feedback).toMatchObject({ state: "ready", delivered: true });
      const refunded = await getFeedbackTarget(user, overdue.serviceId, undefined);
      expect(refunded).toMatchObject({ state: "ready", delivered: false });
    });
  });

  it("keeps the money figures the ledger's until the sweep moves the coins, never twice", async () => {
    const figures = async () =>
      (
        await call<OrgDashboardView>(orgDashboard, "/api/v1/org/dashboard", {
          bearer: accounts.org.token,
        })
      ).body.data!.figures;
    const before = await figures();
    // Unsettled: all three bookings' coins are still in escrow, none earned or convertible.
    expect(before.inEscrow.value).toBe(120);
    expect(before.totalEarned.value).toBe(0);
    expect(before.availableToConvert.value).toBe(0);

    expect(await settleDueBookings()).toBe(2);
    const after = await figures();
    // The delivery's 40 less its 15% commission (6), clearing; the undelivered 40 back to its
    // customer.
    expect(after.inEscrow.value).toBe(40);
    expect(after.totalEarned.value).toBe(34);
    expect(after.availableToConvert.value).toBe(0);
    const rows = await db().booking.findMany({
      where: { id: { in: expired.map((booking) => booking.id) } },
    });
    expect(new Map(rows.map((row) => [row.id, row.status]))).toEqual(
      new Map([
        [overdue.id, "cancelled"],
        [accepted.id, "completed"],
      ]),
    );
  });
});
