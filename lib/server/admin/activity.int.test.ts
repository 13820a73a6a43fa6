// The admin dashboard's activity list on PostgreSQL: audit entries of real flows (a sign-up, a
// service offered, a booking, a conversion request, an admin's decision) read as the spec's activity
// items, newest first, paged by cursor without gaps or repeats.
import { beforeAll, describe, expect, it, vi } from "vitest";
import { GET as activity } from "@/app/api/v1/admin/activity/route";
import { POST as book } from "@/app/api/v1/services/[id]/book/route";
import { POST as offerService } from "@/app/api/v1/services/route";
import type { ActivityPage } from "@/lib/schemas/admin-dashboard";
import { db } from "@/lib/server/db/client";
import { registerThroughApi, signedIn } from "@/test/integration/accounts";
import { call } from "@/test/integration/http";
import { createService, earn, fund } from "@/test/integration/marketplace";
import { INVALID_CURSOR } from "@/lib/validations/cursor";

beforeAll(() => {
  vi.spyOn(console, "log").mockImplementation(() => undefined);
});

let admin: Awaited<ReturnType<typeof signedIn>>;

function readActivity(query = "") {
  return call<ActivityPage>(activity, `/api/v1/admin/activity${query}`, { bearer: admin.token });
}

describe("recent activity", () => {
  beforeAll(async () => {
    admin = await signedIn("admin");
    await registerThroughApi({ role: "user", name: "Nadia Joined" });
    const org = await signedIn("org");
    const offered = await call(offerService, "/api/v1/services", {
      bearer: org.token,
      body: { title: "Brand audit", description: "An audit.", price: 80, category: "design" },
    });
    expect(offered.status).toBe(201);
    const customer = await signedIn("user");
    await fund(customer.user.id, 200);
    const profile = await db().organizationProfile.findUniqueOrThrow({
      where: { userId: org.user.id },
    });
    const service = await createService({ organizationId: profile.id, price: 60 });
    await db().service.update({ where: { id: service.id }, data: { title: "Website review" } });
    const booked = await call(book, `/api/v1/services/${service.id}/book`, {
      method: "POST",
      bearer: customer.token,
      params: { id: service.id },
      body: {},
    });
    expect(booked.status).toBe(201);
  }, 60_000);

  it("maps sign-ups, services created and bookings to SPEC's types, newest first", async () => {
    const response = await readActivity();
    expect(response.status).toBe(200);
    const items = response.body.data!.items;
    const times = items.map((item) => item.time);
    expect(times).toEqual([...times].sort().reverse());

    const signup = items.find((item) => item.type === "user_signup");
    expect(signup).toMatchObject({ user: "Nadia Joined", summary: "Nadia Joined signed up" });
    const created = items.find((item) => item.type === "service_created");
    expect(created?.summary).toMatch(/created the service “Brand audit”$/);
    const booking = items.find((item) => item.type === "service_booked");
    expect(booking).toMatchObject({ user: "Test user" });
    expect(booking?.summary).toBe("Test user booked “Website review” for 60 coins");
    const topUp = items.find((item) => item.type === "top_up");
    expect(topUp?.summary).toBe("System added 200 coins to a wallet");
  });

  it("pages by cursor without gaps or repeats, and refuses a bad cursor", async () => {
    const all = (await readActivity("?limit=50")).body.data!.items;
    expect(all.map((item) => item.type).sort()).toEqual([
      "service_booked",
      "service_created",
      "top_up",
      "user_signup",
    ]);
    const seen: string[] = [];
    let cursor: string | null = null;
    do {
      const page: ActivityPage = (
        await readActivity(`?limit=2${cursor ? `&cursor=${cursor}` : ""}`)
      ).body.data!;
      expect(page.items.length).toBeLessThanOrEqual(2);
      seen.push(...page.items.map((item) => item.id));
      cursor = page.nextCursor;
    } while (cursor);
    expect(seen).toEqual(all.map((item) => item.id));

    const bad = await readActivity("?cursor=abc");
    expect(bad.status).toBe(400);
    expect(bad.body.error).toEqual({ code: "bad_request", message: INVALID_CURSOR });
  });

  it("names the booker of a booking written outside a request, and the platform for its delivery", async () => {
    const org = await db().organizationProfile.findFirstOrThrow();
    await earn(org.id, 35);
    const items = (await readActivity("?limit=4")).body.data!.items;
    const booking = await db().booking.findFirstOrThrow({
      where: { totalAmount: 35 },
      include: { user: { select: { name: true } } },
    });
    expect(items.find((item) => item.type === "service_booked")).toMatchObject({
      user: booking.user.name,
      summary: `${booking.user.name} booked “${booking.serviceTitle}” for 35 coins`,
    });
    // The organization earns the price less the 15% commission (rounded in the platform's
    // favour): 29 coins, and the platform keeps 6.
    expect(items.find((item) => item.type === "booking_completed")).toMatchObject({
      user: "System",
      summary: `System completed a booking of “${booking.serviceTitle}”: 29 coins earned`,
    });
    expect(items.find((item) => item.type === "commission")).toMatchObject({
      user: "System",
      summary: `Commission of 6 coins kept on a booking of “${booking.serviceTitle}”`,
    });
  });

  it("leaves out ledger entries another entry already tells", async () => {
    const items = (await readActivity("?limit=50")).body.data!.items;
    expect(items.some((item) => item.action.startsWith("ledger.conversion_"))).toBe(false);
  });
});
