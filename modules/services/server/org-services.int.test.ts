// An organization's services over HTTP on PostgreSQL: offering one, the admin's review (approve,
// request changes, reject), edits of a live service held as a pending change while the approved
// version stays bookable, pausing and deleting, races between admins, and no access to another
// organization's services. The ledger's invariants hold after every test.
import { afterEach, beforeAll, describe, expect, it, vi } from "vitest";
import { POST as approve } from "@/app/api/v1/admin/services/[id]/approve/route";
import { POST as reject } from "@/app/api/v1/admin/services/[id]/reject/route";
import { POST as requestChanges } from "@/app/api/v1/admin/services/[id]/request-changes/route";
import { GET as reviewQueue } from "@/app/api/v1/admin/services/route";
import { POST as approveChange } from "@/app/api/v1/admin/service-changes/[id]/approve/route";
import { POST as rejectChange } from "@/app/api/v1/admin/service-changes/[id]/reject/route";
import { GET as orgServices } from "@/app/api/v1/org/services/route";
import { POST as activate } from "@/app/api/v1/services/[id]/activate/route";
import { POST as book } from "@/app/api/v1/services/[id]/book/route";
import { POST as deactivate } from "@/app/api/v1/services/[id]/deactivate/route";
import {
  DELETE as remove,
  GET as serviceDetail,
  PUT as update,
} from "@/app/api/v1/services/[id]/route";
import { GET as catalogue, POST as create } from "@/app/api/v1/services/route";
import { POST as cancelBooking } from "@/app/api/v1/users/bookings/[id]/cancel/route";
import type { OrgServiceView } from "@/modules/services/shared/schemas";
import { HAS_ACTIVE_BOOKINGS } from "@/modules/services/server/manage-services";
import { ALREADY_DECIDED } from "@/modules/services/server/moderate-services";
import { db } from "@/lib/server/db/client";
import { checkLedgerInvariants } from "@/lib/server/ledger/invariants";
import { signedIn } from "@/test/integration/accounts";
import { call } from "@/test/integration/http";
import { fund, SERVICE_FORM as SERVICE } from "@/test/integration/marketplace";

type Account = Awaited<ReturnType<typeof signedIn>>;

beforeAll(() => {
  // Moderation emails are printed to the log when no SMTP server is configured.
  vi.spyOn(console, "log").mockImplementation(() => undefined);
});

afterEach(async () => {
  const health = await checkLedgerInvariants(db());
  expect(health.problems).toEqual([]);
});

async function offer(org: Account, body: unknown = SERVICE) {
  return call<OrgServiceView>(create, "/api/v1/services", { bearer: org.token, body });
}

async function offered(org: Account, body: unknown = SERVICE): Promise<OrgServiceView> {
  const response = await offer(org, body);
  expect(response.status).toBe(201);
  return response.body.data!;
}

const decide = (
  handler: typeof approve,
  admin: Account,
  { id, body }: { id: string; body?: unknown },
) =>
  call<OrgServiceView>(handler, `/api/v1/admin/x/${id}`, {
    method: "POST",
    bearer: admin.token,
    params: { id },
    ...(body === undefined ? {} : { body }),
  });

/** The catalogue's cards of this one service (other tests list services of the same title). */
async function listed(service: {
  id: string;
}): Promise<{ id: string; price: number; organizationName: string }[]> {
  const response = await call<{
    items: { id: string; title: string; price: number; organizationName: string }[];
  }>(catalogue, `/api/v1/services?search=${encodeURIComponent(SERVICE.title)}`);
  return response.body.data!.items.filter((item) => item.id === service.id);
}

async function live(org: Account, admin: Account, body: unknown = SERVICE) {
  const service = await offered(org, body);
  expect((await decide(approve, admin, { id: service.id })).status).toBe(200);
  return service;
}

describe("offering a service", () => {
  it("waits for an admin: pending, not in the catalogue, in the admin's queue", async () => {
    const org = await signedIn("org");
    const admin = await signedIn("admin");
    const response = await offer(org);
    expect(response.status).toBe(201);
    expect(response.body.message).toBe("Service Created");
    expect(response.body.data).toMatchObject({
      ...SERVICE,
      status: "pending",
      organizationName: "Test Org",
      pendingChange: null,
      bookingCount: 0,
    });
    expect(await listed(response.body.data!)).toEqual([]);

    const queue = await call<{ items: OrgServiceView[] }>(reviewQueue, "/api/v1/admin/services", {
      bearer: admin.token,
    });
    expect(queue.body.data!.items.map((item) => item.id)).toContain(response.body.data!.id);
  });

  it("refuses missing fields with docs/spec.md's words, and a price that is not whole coins", async () => {
    const org = await signedIn("org");
    for (const missing of ["title", "description", "price", "category"] as const) {
      const { [missing]: _dropped, ...rest } = SERVICE;
      const response = await offer(org, rest);
      expect(response.status, missing).toBe(422);
      expect(response.body.error?.message, missing).toBe("Please fill in all fields.");
    }
    const blank = await offer(org, { ...SERVICE, title: "   " });
    expect(blank.body.error?.message).toBe("Please fill in all fields.");
    for (const price of [99.5, "300", 0, -5]) {
      const response = await offer(org, { ...SERVICE, price });
      expect(response.status, String(price)).toBe(422);
      expect(response.body.error?.message).toBe(
        "The price is a whole number of coins, at least 1.",
      );
    }
    expect(await db().service.count({ where: { organization: { userId: org.user.id } } })).toBe(0);
  });

  it("is for organizations only", async () => {
    const user = await signedIn("user");
    expect((await offer(user)).status).toBe(403);
    expect((await call(create, "/api/v1/services", { body: SERVICE })).status).toBe(401);
  });
});

describe("the admin's review", () => {
  it("requests changes with a note the org sees and is mailed; the edit resubmits; approval lists it", async () => {
    const org = await signedIn("org");
    const admin = await signedIn("admin");
    const service = await offered(org);

    const asked = await decide(requestChanges, admin, {
      id: service.id,
      body: { note: "Add a price breakdown." },
    });
    expect(asked.status).toBe(200);
    expect(asked.body.data).toMatchObject({
      status: "changes_requested",
      moderationNote: "Add a price breakdown.",
    });
    const mail = await db().mailOutbox.findFirst({
      where: { to: org.email, kind: "service_changes_requested" },
    });
    expect(mail?.text).toContain("Add a price breakdown.");

    const mine = await call<{ items: OrgServiceView[] }>(orgServices, "/api/v1/org/services", {
      bearer: org.token,
    });
    expect(mine.body.data!.items[0]).toMatchObject({ id: service.id, status: "changes_requested" });

    const edited = await call<OrgServiceView>(update, `/api/v1/services/${service.id}`, {
      method: "PUT",
      bearer: org.token,
      params: { id: service.id },
      body: { ...SERVICE, description: "Two sessions, 150 coins each." },
    });
    expect(edited.body.data).toMatchObject({
      status: "pending",
      description: "Two sessions, 150 coins each.",
    });

    const approved = await decide(approve, admin, { id: service.id });
    expect(approved.body).toMatchObject({
      message: "Service Approved",
      data: { status: "active" },
    });
    expect(await listed(service)).toEqual([
      expect.objectContaining({ id: service.id, price: 300, organizationName: "Test Org" }),
    ]);
    const audit = await db().auditLog.findMany({
      where: { entityId: service.id, action: { startsWith: "service." } },
      orderBy: { createdAt: "asc" },
    });
    expect(audit.map((entry) => [entry.action, entry.actorId])).toEqual([
      ["service.create", org.user.id],
      ["service.changes_requested", admin.user.id],
      ["service.resubmit", org.user.id],
      ["service.approved", admin.user.id],
    ]);
  });

  it("rejects with 'Administrative decision' when no reason is given; a rejected service cannot be edited", async () => {
    const org = await signedIn("org");
    const admin = await signedIn("admin");
    const service = await offered(org);
    const rejected = await decide(reject, admin, { id: service.id, body: {} });
    expect(rejected.body.data).toMatchObject({
      status: "rejected",
      moderationNote: "Administrative decision",
    });
    const edit = await call(update, `/api/v1/services/${service.id}`, {
      method: "PUT",
      bearer: org.token,
      params: { id: service.id },
      body: SERVICE,
    });
    expect(edit.status).toBe(409);
  });

  it("lets one of two admins deciding at once win; the other gets 409", async () => {
    const org = await signedIn("org");
    const [first, second] = [await signedIn("admin"), await signedIn("admin")];
    const service = await offered(org);
    const answers = await Promise.all([
      decide(approve, first, { id: service.id }),
      decide(reject, second, { id: service.id, body: { reason: "Duplicate" } }),
    ]);
    expect(answers.map((answer) => answer.status).sort()).toEqual([200, 409]);
    expect(answers.find((answer) => answer.status === 409)?.body.error?.message).toBe(
      ALREADY_DECIDED,
    );
    expect(
      await db().auditLog.count({
        where: { entityId: service.id, actorId: { in: [first.user.id, second.user.id] } },
      }),
    ).toBe(1);
  });

  it("is for admins only", async () => {
    const org = await signedIn("org");
    const service = await offered(org);
    expect((await decide(approve, org, { id: service.id })).status).toBe(403);
    const queue = await call(reviewQueue, "/api/v1/admin/services", { bearer: org.token });
    expect(queue.status).toBe(403);
  });
});

describe("editing a live service", () => {
  it("holds a new price as a pending change while the approved price stays bookable", async () => {
    const org = await signedIn("org");
    const admin = await signedIn("admin");
    const user = await signedIn("user");
    const service = await live(org, admin);

    const edited = await call<OrgServiceView>(update, `/api/v1/services/${service.id}`, {
      method: "PUT",
      bearer: org.token,
      params: { id: service.id },
      body: { ...SERVICE, price: 450, tags: ["branding", "workshop"] },
    });
    expect(edited.status).toBe(200);
    expect(edited.body.data).toMatchObject({
      status: "active",
      price: 300,
      tags: ["branding", "workshop"],
      pendingChange: { status: "pending", changedFields: ["price"], proposed: { price: 450 } },
    });
    expect(await listed(service)).toEqual([expect.objectContaining({ price: 300 })]);

    await fund(user.user.id, 300);
    const booked = await call(book, `/api/v1/services/${service.id}/book`, {
      bearer: user.token,
      params: { id: service.id },
      body: { expectedPrice: 300 },
    });
    expect(booked.status).toBe(201);

    const changeId = edited.body.data!.pendingChange!.id;
    const approved = await decide(approveChange, admin, { id: changeId });
    expect(approved.body.data).toMatchObject({ price: 450, pendingChange: null });
    const detail = await call<{ price: number }>(serviceDetail, `/api/v1/services/${service.id}`, {
      params: { id: service.id },
    });
    expect(detail.body.data?.price).toBe(450);
    // The booking keeps the price it was made at.
    const bookingRow = await db().booking.findFirstOrThrow({ where: { serviceId: service.id } });
    expect(bookingRow.totalAmount).toBe(300);
    expect((await decide(approveChange, admin, { id: changeId })).status).toBe(409);
  });

  it("drops the change when the edit goes back to what is live, and a rejected change leaves the service as it was", async () => {
    const org = await signedIn("org");
    const admin = await signedIn("admin");
    const service = await live(org, admin);
    const put = (body: unknown) =>
      call<OrgServiceView>(update, `/api/v1/services/${service.id}`, {
        method: "PUT",
        bearer: org.token,
        params: { id: service.id },
        body,
      });
    expect(
      (await put({ ...SERVICE, title: "Brand Sprint" })).body.data?.pendingChange,
    ).not.toBeNull();
    expect((await put(SERVICE)).body.data?.pendingChange).toBeNull();

    const again = await put({ ...SERVICE, category: "design" });
    const rejected = await decide(rejectChange, admin, {
      id: again.body.data!.pendingChange!.id,
      body: { reason: "Not design work." },
    });
    expect(rejected.body.data).toMatchObject({ category: "consulting", pendingChange: null });
    const mail = await db().mailOutbox.findFirst({
      where: { to: org.email, kind: "service_change_rejected" },
    });
    expect(mail?.text).toContain("Not design work.");
  });
});

describe("pausing and deleting", () => {
  it("deactivates and activates an approved service, and refuses it for a pending one", async () => {
    const org = await signedIn("org");
    const admin = await signedIn("admin");
    const service = await live(org, admin);
    const post = (handler: typeof activate, id: string) =>
      call<OrgServiceView>(handler, `/api/v1/services/${id}/x`, {
        method: "POST",
        bearer: org.token,
        params: { id },
      });

    expect((await post(deactivate, service.id)).body.data?.status).toBe("inactive");
    expect(await listed(service)).toEqual([]);
    expect((await post(activate, service.id)).body.data?.status).toBe("active");
    expect(await listed(service)).toHaveLength(1);

    const pending = await offered(org, { ...SERVICE, title: "Not yet" });
    expect((await post(activate, pending.id)).status).toBe(409);
  });

  it("refuses to delete while a booking is active; afterwards the service leaves every listing and the booking stays", async () => {
    const org = await signedIn("org");
    const admin = await signedIn("admin");
    const user = await signedIn("user");
    const service = await live(org, admin);
    await fund(user.user.id, 300);
    const booked = await call<{ id: string }>(book, `/api/v1/services/${service.id}/book`, {
      bearer: user.token,
      params: { id: service.id },
      body: {},
    });
    const del = () =>
      call(remove, `/api/v1/services/${service.id}`, {
        method: "DELETE",
        bearer: org.token,
        params: { id: service.id },
      });

    const refused = await del();
    expect(refused.status).toBe(409);
    expect(refused.body.error?.message).toBe(HAS_ACTIVE_BOOKINGS);
    await call(cancelBooking, `/api/v1/users/bookings/${booked.body.data!.id}/cancel`, {
      method: "POST",
      bearer: user.token,
      params: { id: booked.body.data!.id },
    });
    const deleted = await del();
    expect(deleted.body).toMatchObject({ success: true, message: "Service Deleted" });
    expect(await listed(service)).toEqual([]);
    const mine = await call<{ items: OrgServiceView[] }>(orgServices, "/api/v1/org/services", {
      bearer: org.token,
    });
    expect(mine.body.data!.items).toEqual([]);
    expect(await db().booking.count({ where: { serviceId: service.id } })).toBe(1);
  });
});

describe("another organization's services", () => {
  it("cannot be seen, edited, paused or deleted: 404 as if they did not exist", async () => {
    const owner = await signedIn("org");
    const other = await signedIn("org");
    const admin = await signedIn("admin");
    const service = await live(owner, admin);
    const params = { id: service.id };

    expect(
      (await call(update, "/x", { method: "PUT", bearer: other.token, params, body: SERVICE }))
        .status,
    ).toBe(404);
    expect(
      (await call(deactivate, "/x", { method: "POST", bearer: other.token, params })).status,
    ).toBe(404);
    expect(
      (await call(remove, "/x", { method: "DELETE", bearer: other.token, params })).status,
    ).toBe(404);
    const theirs = await call<{ items: OrgServiceView[] }>(orgServices, "/api/v1/org/services", {
      bearer: other.token,
    });
    expect(theirs.body.data!.items).toEqual([]);
    expect((await db().service.findUniqueOrThrow({ where: { id: service.id } })).status).toBe(
      "active",
    );
  });
});
