// The admin's services screen over HTTP on PostgreSQL: search by title or organization name,
// filters, keyset pages, a pending edit as a diff, Activate / Deactivate / Delete and what they
// do to the catalogue and to bookings, races between two admins, and who may call at all.
import { randomUUID } from "node:crypto";
import { afterEach, beforeAll, describe, expect, it, vi } from "vitest";
import { POST as approve } from "@/app/api/v1/admin/services/[id]/approve/route";
import { POST as activate } from "@/app/api/v1/admin/services/[id]/activate/route";
import { POST as deactivate } from "@/app/api/v1/admin/services/[id]/deactivate/route";
import { POST as reject } from "@/app/api/v1/admin/services/[id]/reject/route";
import { POST as requestChanges } from "@/app/api/v1/admin/services/[id]/request-changes/route";
import { DELETE as remove } from "@/app/api/v1/admin/services/[id]/route";
import { GET as list } from "@/app/api/v1/admin/services/route";
import { POST as approveChange } from "@/app/api/v1/admin/service-changes/[id]/approve/route";
import { POST as rejectChange } from "@/app/api/v1/admin/service-changes/[id]/reject/route";
import { POST as changeChanges } from "@/app/api/v1/admin/service-changes/[id]/request-changes/route";
import { GET as orgServices } from "@/app/api/v1/org/services/route";
import { GET as publicOrg } from "@/app/api/v1/orgs/[id]/route";
import { POST as book } from "@/app/api/v1/services/[id]/book/route";
import { PUT as update } from "@/app/api/v1/services/[id]/route";
import { GET as catalogue } from "@/app/api/v1/services/route";
import { GET as bookingDetail } from "@/app/api/v1/users/bookings/[id]/route";
import { POST as cancelBooking } from "@/app/api/v1/users/bookings/[id]/cancel/route";
import type { AdminServicePage, AdminServiceView } from "@/modules/services/shared/admin-schemas";
import { ALREADY_DELETED } from "@/modules/services/server/admin-manage-services";
import {
  HAS_ACTIVE_BOOKINGS,
  ONLY_APPROVED_TOGGLE,
} from "@/modules/services/server/manage-services";
import { ALREADY_DECIDED } from "@/modules/services/server/moderate-services";
import { db } from "@/lib/server/db/client";
import { checkLedgerInvariants } from "@/lib/server/ledger/invariants";
import { signedIn } from "@/test/integration/accounts";
import { call } from "@/test/integration/http";
import { fund } from "@/test/integration/marketplace";
import { INVALID_CURSOR } from "@/lib/validations/cursor";

type Account = Awaited<ReturnType<typeof signedIn>>;
type Handler = typeof approve;

beforeAll(() => {
  // Moderation emails are printed to the log when no SMTP server is configured.
  vi.spyOn(console, "log").mockImplementation(() => undefined);
});

afterEach(async () => {
  expect((await checkLedgerInvariants(db())).problems).toEqual([]);
});

/** A word no other test's rows contain, so each test sees only its own services. */
const tag = () => `q${randomUUID().slice(0, 8)}`;

async function organization(name: string) {
  const user = await db().user.create({
    data: {
      email: `${tag()}@example.test`,
      name,
      role: "org",
      emailVerified: new Date(),
      organization: { create: { name } },
    },
    include: { organization: true },
  });
  return user.organization!;
}

let clock = Date.UTC(2026, 0, 1);
/** A service written as the app writes it, each one a minute newer than the last. */
async function service(
  organizationId: string,
  fields: {
    title: string;
    status?: "pending" | "active" | "inactive" | "rejected";
    category?: "technology" | "design" | "consulting";
  },
) {
  clock += 60_000;
  return db().service.create({
    data: {
      organizationId,
      title: fields.title,
      description: "A service for the admin's list",
      price: 120,
      category: fields.category ?? "technology",
      status: fields.status ?? "active",
      createdAt: new Date(clock),
    },
  });
}

function listPath(query: Record<string, string>) {
  return `/api/v1/admin/services?${new URLSearchParams(query)}`;
}

async function listed(admin: Account, query: Record<string, string>) {
  const response = await call<AdminServicePage>(list, listPath(query), { bearer: admin.token });
  expect(response.status, JSON.stringify(response.body)).toBe(200);
  return response.body.data!;
}

const titles = (page: AdminServicePage) => page.items.map((item) => item.title);

const act = (handler: Handler, who: Account, { id, body }: { id: string; body?: unknown }) =>
  call<AdminServiceView>(handler, `/api/v1/admin/services/${id}/x`, {
    method: "POST",
    bearer: who.token,
    params: { id },
    ...(body === undefined ? {} : { body }),
  });

const del = (who: Account, id: string) =>
  call(remove, `/api/v1/admin/services/${id}`, {
    method: "DELETE",
    bearer: who.token,
    params: { id },
  });

async function inCatalogue(title: string): Promise<string[]> {
  const response = await call<{ items: { title: string }[] }>(
    catalogue,
    `/api/v1/services?search=${encodeURIComponent(title)}`,
  );
  return response.body.data!.items.map((item) => item.title);
}

describe("the admin's list of services", () => {
  it("searches titles and organization names as substrings, % and _ included", async () => {
    const admin = await signedIn("admin");
    const word = tag();
    const lantern = await organization(`Lantern ${word} Works`);
    const other = await organization("Quiet Harbour");
    await service(lantern.id, { title: "Room lighting plan" });
    await service(other.id, { title: `Logo ${word} refresh` });
    await service(other.id, { title: "Unrelated" });
    await service(other.id, { title: `100% ${word}_x` });

    expect(titles(await listed(admin, { search: word.toUpperCase() }))).toEqual([
      `100% ${word}_x`,
      `Logo ${word} refresh`,
      "Room lighting plan",
    ]);
    // The wildcards match themselves: "%" alone is not "everything".
    expect(titles(await listed(admin, { search: `% ${word}_` }))).toEqual([`100% ${word}_x`]);
    expect(titles(await listed(admin, { search: `${word}%` }))).toEqual([]);
    const card = (await listed(admin, { search: `Lantern ${word}` })).items[0]!;
    expect(card).toMatchObject({
      title: "Room lighting plan",
      orgName: `Lantern ${word} Works`,
      orgId: lantern.id,
      price: 120,
      category: "technology",
      status: "active",
      bookings: 0,
      activeBookings: 0,
      moderationNote: null,
      pendingChange: null,
    });
    expect(card.dateCreated).toMatch(/^\d{4}-\d\d-\d\dT/);
  });

  it("filters by category and status, leaves deleted services out, and pages newest first", async () => {
    const admin = await signedIn("admin");
    const word = tag();
    const org = await organization(`Filters ${word}`);
    await service(org.id, { title: `${word} a`, status: "active", category: "design" });
    await service(org.id, { title: `${word} b`, status: "inactive", category: "design" });
    await service(org.id, { title: `${word} c`, status: "pending", category: "consulting" });
    await service(org.id, { title: `${word} d`, status: "rejected", category: "technology" });
    const gone = await service(org.id, { title: `${word} e`, status: "active" });
    await db().service.update({ where: { id: gone.id }, data: { deletedAt: new Date() } });

    const search = word;
    expect(titles(await listed(admin, { search }))).toEqual([
      `${word} d`,
      `${word} c`,
      `${word} b`,
      `${word} a`,
    ]);
    expect(titles(await listed(admin, { search, category: "design" }))).toEqual([
      `${word} b`,
      `${word} a`,
    ]);
    expect(titles(await listed(admin, { search, status: "inactive" }))).toEqual([`${word} b`]);
    expect(titles(await listed(admin, { search, status: "pending" }))).toEqual([`${word} c`]);
    expect(titles(await listed(admin, { search, status: "rejected", category: "all" }))).toEqual([
      `${word} d`,
    ]);
    expect(titles(await listed(admin, { search, status: "active", category: "design" }))).toEqual([
      `${word} a`,
    ]);
    expect(titles(await listed(admin, { search, status: "changes_requested" }))).toEqual([]);

    // Pages of 3 then 1, each row once, the cursor carried in the next request.
    const first = await listed(admin, { search, limit: "3" });
    expect(titles(first)).toEqual([`${word} d`, `${word} c`, `${word} b`]);
    expect(first.nextCursor).toEqual(expect.any(String));
    const second = await listed(admin, { search, limit: "3", cursor: first.nextCursor! });
    expect(titles(second)).toEqual([`${word} a`]);
    expect(second.nextCursor).toBeNull();
  });

  it("pages through services created in the same instant without losing or repeating one", async () => {
    const admin = await signedIn("admin");
    const word = tag();
    const org = await organization(`Ties ${word}`);
    const at = new Date(Date.UTC(2025, 5, 1));
    for (let index = 0; index < 5; index += 1) {
      await db().service.create({
        data: {
          organizationId: org.id,
          title: `${word} ${index}`,
          description: "Same instant",
          price: 10,
          category: "design",
          status: "active",
          createdAt: at,
        },
      });
    }
    const seen: string[] = [];
    let cursor: string | null = null;
    do {
      const page: AdminServicePage = await listed(admin, {
        search: word,
        limit: "2",
        ...(cursor ? { cursor } : {}),
      });
      seen.push(...titles(page));
      cursor = page.nextCursor;
    } while (cursor);
    expect(seen).toHaveLength(5);
    expect(new Set(seen).size).toBe(5);
  });

  it("shows a live service's pending edit as a diff, under its own filter, and approves it", async () => {
    const admin = await signedIn("admin");
    const org = await signedIn("org");
    const title = `Brand Workshop ${tag()}`;
    const created = await db().service.create({
      data: {
        organizationId: (
          await db().organizationProfile.findUniqueOrThrow({
            where: { userId: org.user.id },
          })
        ).id,
        title,
        description: "Two sessions.",
        price: 300,
        category: "consulting",
        features: ["Two sessions"],
        status: "active",
      },
    });
    const edited = await call(update, `/api/v1/services/${created.id}`, {
      method: "PUT",
      bearer: org.token,
      params: { id: created.id },
      body: {
        title,
        description: "Two sessions.",
        price: 450,
        category: "consulting",
        features: ["Two sessions", "A written brief"],
      },
    });
    expect(edited.status).toBe(200);

    const queue = await listed(admin, { search: title, status: "pending_change" });
    expect(queue.items).toHaveLength(1);
    const change = queue.items[0]!.pendingChange!;
    expect(queue.items[0]).toMatchObject({ status: "active", price: 300 });
    expect(change.changes).toEqual([
      { field: "price", before: 300, after: 450 },
      { field: "features", before: ["Two sessions"], after: ["Two sessions", "A written brief"] },
    ]);
    expect(titles(await listed(admin, { search: title, status: "pending" }))).toEqual([]);

    const approved = await act(approveChange, admin, { id: change.id });
    expect(approved.status).toBe(200);
    expect(approved.body.message).toBe("Changes Approved");
    expect(await listed(admin, { search: title, status: "pending_change" })).toEqual({
      items: [],
      nextCursor: null,
    });
    expect((await listed(admin, { search: title })).items[0]).toMatchObject({
      price: 450,
      pendingChange: null,
    });
    const audit = await db().auditLog.findFirstOrThrow({
      where: { entityId: created.id, action: "service.change_approved" },
    });
    expect(audit).toMatchObject({
      actorId: admin.user.id,
      before: { price: 300, features: ["Two sessions"] },
      after: { price: 450, features: ["Two sessions", "A written brief"] },
    });
  });
});

describe("the admin's preview of a service (docs/features.md)", () => {
  it("carries what customers will see: picture, what's included, duration, tags, rating, and an edit's proposed fields", async () => {
    const admin = await signedIn("admin");
    const org = await signedIn("org");
    const organizationId = (
      await db().organizationProfile.findUniqueOrThrow({ where: { userId: org.user.id } })
    ).id;
    const title = `Harbour Photo Walk ${tag()}`;
    const offered = {
      title,
      description: "Two hours along the old harbour.",
      price: 200,
      category: "design" as const,
      features: ["A guide", "Twenty edited photos"],
      duration: "2 hours",
      tags: ["photography", "walk"],
    };
    const created = await db().service.create({
      data: {
        ...offered,
        organizationId,
        images: ["/uploads/walk-1.webp"],
        status: "active",
        ratingSum: 9,
        reviewCount: 2,
      },
    });
    // Only the picture changes.
    const edited = await call(update, `/api/v1/services/${created.id}`, {
      method: "PUT",
      bearer: org.token,
      params: { id: created.id },
      body: { ...offered, images: ["/uploads/walk-2.webp"] },
    });
    expect(edited.status, JSON.stringify(edited.body)).toBe(200);

    const [item] = (await listed(admin, { search: title })).items;
    expect(item).toMatchObject({
      images: ["/uploads/walk-1.webp"],
      features: ["A guide", "Twenty edited photos"],
      duration: "2 hours",
      tags: ["photography", "walk"],
      rating: 4.5,
      reviewCount: 2,
    });
    // The edit's preview is the whole service as approval would list it, not only the diff.
    expect(item!.pendingChange).toMatchObject({
      changes: [
        { field: "images", before: ["/uploads/walk-1.webp"], after: ["/uploads/walk-2.webp"] },
      ],
      proposed: {
        title,
        description: "Two hours along the old harbour.",
        price: 200,
        category: "design",
        features: ["A guide", "Twenty edited photos"],
        images: ["/uploads/walk-2.webp"],
      },
    });
  });
});

describe("the admin's decisions and actions", () => {
  it("approves a pending service with 'Service Approved', audited with its status before and after", async () => {
    const admin = await signedIn("admin");
    const org = await organization(`Approvals ${tag()}`);
    const pending = await service(org.id, { title: `Pending ${tag()}`, status: "pending" });
    expect(await inCatalogue(pending.title)).toEqual([]);
    const approved = await act(approve, admin, { id: pending.id });
    expect(approved.status).toBe(200);
    expect(approved.body.message).toBe("Service Approved");
    expect(await inCatalogue(pending.title)).toEqual([pending.title]);
    const audit = await db().auditLog.findFirstOrThrow({
      where: { entityId: pending.id, action: "service.approved" },
    });
    expect(audit).toMatchObject({
      actorId: admin.user.id,
      actorRole: "admin",
      before: { status: "pending" },
      after: { status: "active" },
    });
  });

  it("deactivates and activates with 'Service Status Updated', taking it out of the catalogue and back", async () => {
    const admin = await signedIn("admin");
    const org = await organization(`Toggle ${tag()}`);
    const live = await service(org.id, { title: `Live ${tag()}` });

    const off = await act(deactivate, admin, { id: live.id });
    expect(off.status).toBe(200);
    expect(off.body.message).toBe("Service Status Updated");
    expect(off.body.data).toMatchObject({ id: live.id, status: "inactive", orgName: org.name });
    expect(await inCatalogue(live.title)).toEqual([]);
    // Asked again, it says it is already so rather than pretending to act.
    const again = await act(deactivate, admin, { id: live.id });
    expect(again.status).toBe(409);
    expect(again.body.error?.message).toBe(
      "This service is already inactive: reload to see its state.",
    );

    const on = await act(activate, admin, { id: live.id });
    expect(on.body).toMatchObject({
      message: "Service Status Updated",
      data: { status: "active" },
    });
    expect(await inCatalogue(live.title)).toEqual([live.title]);
    const entries = await db().auditLog.findMany({
      where: { entityId: live.id },
      orderBy: { seq: "asc" },
      select: { action: true, before: true, after: true, actorId: true },
    });
    expect(entries).toEqual([
      {
        action: "service.deactivate",
        before: { status: "active" },
        after: { status: "inactive" },
        actorId: admin.user.id,
      },
      {
        action: "service.activate",
        before: { status: "inactive" },
        after: { status: "active" },
        actorId: admin.user.id,
      },
    ]);

    const pending = await service(org.id, { title: `Not yet ${tag()}`, status: "pending" });
    const refused = await act(activate, admin, { id: pending.id });
    expect(refused.status).toBe(409);
    expect(refused.body.error?.message).toBe(ONLY_APPROVED_TOGGLE);
    expect((await act(activate, admin, { id: "no-such-service" })).status).toBe(404);
  });

  it("deletes for good: gone from the catalogue, the org's list, its public page and the admin's list; bookings stay readable", async () => {
    const admin = await signedIn("admin");
    const org = await signedIn("org");
    const user = await signedIn("user");
    const profile = await db().organizationProfile.findUniqueOrThrow({
      where: { userId: org.user.id },
    });
    const doomed = await service(profile.id, { title: `Doomed ${tag()}` });
    await fund(user.user.id, 120);
    const booked = await call<{ id: string }>(book, `/api/v1/services/${doomed.id}/book`, {
      bearer: user.token,
      params: { id: doomed.id },
      body: {},
    });
    expect(booked.status).toBe(201);
    const bookingId = booked.body.data!.id;

    // As for the organization: an active booking must be delivered or cancelled first.
    const refused = await del(admin, doomed.id);
    expect(refused.status).toBe(409);
    expect(refused.body.error?.message).toBe(HAS_ACTIVE_BOOKINGS);
    await call(cancelBooking, `/api/v1/users/bookings/${bookingId}/cancel`, {
      method: "POST",
      bearer: user.token,
      params: { id: bookingId },
    });

    const deleted = await del(admin, doomed.id);
    expect(deleted.status).toBe(200);
    expect(deleted.body).toMatchObject({ success: true, message: "Service Deleted", data: null });
    expect(await inCatalogue(doomed.title)).toEqual([]);
    expect(titles(await listed(admin, { search: doomed.title }))).toEqual([]);
    const mine = await call<{ items: { id: string }[] }>(orgServices, "/api/v1/org/services", {
      bearer: org.token,
    });
    expect(mine.body.data!.items.map((item) => item.id)).not.toContain(doomed.id);
    const page = await call<{ services: { id: string }[] }>(
      publicOrg,
      `/api/v1/orgs/${profile.id}`,
      {
        params: { id: profile.id },
      },
    );
    expect(page.body.data!.services.map((item) => item.id)).not.toContain(doomed.id);

    const booking = await call<{ id: string; status: string }>(
      bookingDetail,
      `/api/v1/users/bookings/${bookingId}`,
      { bearer: user.token, params: { id: bookingId } },
    );
    expect(booking.status).toBe(200);
    expect(booking.body.data).toMatchObject({ id: bookingId, status: "cancelled" });
    expect(await db().ledgerTransfer.count({ where: { bookingId } })).toBeGreaterThan(0);
    const audit = await db().auditLog.findFirstOrThrow({
      where: { entityId: doomed.id, action: "service.delete" },
    });
    expect(audit).toMatchObject({
      actorId: admin.user.id,
      before: { status: "active", deletedAt: null },
      after: { status: "active", deletedAt: expect.any(String) },
    });
    // Once deleted, every action on it is refused.
    expect((await act(activate, admin, { id: doomed.id })).status).toBe(404);
    expect((await del(admin, doomed.id)).status).toBe(409);
  });
});

describe("two admins at once", () => {
  it("approving the same service: one wins, the other hears it was already reviewed", async () => {
    const [first, second] = await Promise.all([signedIn("admin"), signedIn("admin")]);
    const org = await organization(`Race ${tag()}`);
    const pending = await service(org.id, { title: `Race ${tag()}`, status: "pending" });
    const answers = await Promise.all([
      act(approve, first, { id: pending.id }),
      act(approve, second, { id: pending.id }),
    ]);
    expect(answers.map((answer) => answer.status).sort()).toEqual([200, 409]);
    expect(answers.find((answer) => answer.status === 409)?.body.error?.message).toBe(
      ALREADY_DECIDED,
    );
    expect(
      await db().auditLog.count({ where: { entityId: pending.id, action: "service.approved" } }),
    ).toBe(1);
  });

  it("deleting or deactivating the same service: one wins, the other gets 409", async () => {
    const [first, second] = await Promise.all([signedIn("admin"), signedIn("admin")]);
    const org = await organization(`Race ${tag()}`);
    const a = await service(org.id, { title: `Delete race ${tag()}` });
    const deletes = await Promise.all([del(first, a.id), del(second, a.id)]);
    expect(deletes.map((answer) => answer.status).sort()).toEqual([200, 409]);
    expect(deletes.find((answer) => answer.status === 409)?.body.error?.message).toBe(
      ALREADY_DELETED,
    );
    expect(await db().auditLog.count({ where: { entityId: a.id, action: "service.delete" } })).toBe(
      1,
    );

    const b = await service(org.id, { title: `Pause race ${tag()}` });
    const pauses = await Promise.all([
      act(deactivate, first, { id: b.id }),
      act(deactivate, second, { id: b.id }),
    ]);
    expect(pauses.map((answer) => answer.status).sort()).toEqual([200, 409]);
    expect(
      await db().auditLog.count({ where: { entityId: b.id, action: "service.deactivate" } }),
    ).toBe(1);
  });
});

describe("who may call", () => {
  it("refuses users, organizations, unverified and suspended admins on every admin services route", async () => {
    const org = await organization(`Guarded ${tag()}`);
    const target = await service(org.id, { title: `Guarded ${tag()}`, status: "pending" });
    const suspended = await signedIn("admin");
    await db().user.update({ where: { id: suspended.user.id }, data: { isActive: false } });
    const callers = await Promise.all([
      signedIn("user"),
      signedIn("org"),
      signedIn("admin", { verified: false }),
    ]);
    const routes: [Handler, string, string][] = [
      [list as Handler, "GET", "/api/v1/admin/services"],
      [activate, "POST", "/x"],
      [deactivate, "POST", "/x"],
      [remove as Handler, "DELETE", "/x"],
      [approve, "POST", "/x"],
      [requestChanges, "POST", "/x"],
      [reject, "POST", "/x"],
      [approveChange, "POST", "/x"],
      [changeChanges, "POST", "/x"],
      [rejectChange, "POST", "/x"],
    ];
    for (const caller of [...callers, suspended]) {
      for (const [handler, method, path] of routes) {
        const response = await call(handler, path, {
          method,
          bearer: caller.token,
          params: { id: target.id },
          ...(method === "POST" ? { body: { note: "n", reason: "r" } } : {}),
        });
        expect(response.status, `${caller.user.email} ${handler.route.path}`).toBe(403);
      }
    }
    for (const [handler, method, path] of routes) {
      expect((await call(handler, path, { method, params: { id: target.id } })).status).toBe(401);
    }
    expect((await db().service.findUniqueOrThrow({ where: { id: target.id } })).status).toBe(
      "pending",
    );
  });

  it("answers bad input with 4xx and a message, never a 500", async () => {
    const admin = await signedIn("admin");
    const bad: [Record<string, string>, number, string][] = [
      [{ status: "approved" }, 422, "Status is one of"],
      [{ category: "cooking" }, 422, "Category is one of"],
      [{ search: "x".repeat(101) }, 422, "The search is limited to 100 characters"],
      [{ limit: "0" }, 422, "The limit is at least 1"],
      [{ limit: "101" }, 422, "The limit is at most 100"],
      [{ limit: "ten" }, 422, "The limit is a whole number"],
      [{ cursor: "not-a-cursor" }, 400, INVALID_CURSOR],
      [{ search: "a\u0000b" }, 400, "NUL"],
    ];
    for (const [query, status, message] of bad) {
      const response = await call(list, listPath(query), { bearer: admin.token });
      expect(response.status, JSON.stringify(query)).toBe(status);
      expect(response.body.error?.message).toContain(message);
    }
    const missingNote = await act(requestChanges, admin, { id: "anything", body: {} });
    expect(missingNote.status).toBe(422);
    expect(missingNote.body.error?.message).toBe("Say what should change");
    const oversized = await act(activate, admin, { id: "x".repeat(65) });
    expect(oversized.status).toBe(422);
  });
});
