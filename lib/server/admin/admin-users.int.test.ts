// The admin's reading of accounts over HTTP: the list (search, filters, paging, figures), one
// account's detail, "sign out everywhere", the CSV export, who may call them, and bad input.
import { beforeAll, describe, expect, it, vi } from "vitest";
import { GET as detail } from "@/app/api/v1/admin/users/[id]/route";
import { POST as reactivate } from "@/app/api/v1/admin/users/[id]/reactivate/route";
import { PUT as setRole } from "@/app/api/v1/admin/users/[id]/role/route";
import { POST as revoke } from "@/app/api/v1/admin/users/[id]/sessions/revoke/route";
import { POST as suspend } from "@/app/api/v1/admin/users/[id]/suspend/route";
import { GET as exportCsv } from "@/app/api/v1/admin/users/export/route";
import { GET as list } from "@/app/api/v1/admin/users/route";
import { GET as profile } from "@/app/api/v1/auth/profile/route";
import type { RegisteredHandler } from "@/lib/api/route";
import type { AdminUser, AdminUserDetail, AdminUserPage } from "@/lib/schemas/admin-users";
import { db } from "@/lib/server/db/client";
import { signedIn } from "@/test/integration/accounts";
import { createUser } from "@/test/integration/fixtures";
import { call, freshIp, ORIGIN, type CallOptions } from "@/test/integration/http";
import { createService, fund } from "@/test/integration/marketplace";
import { placeBooking } from "@/lib/server/bookings/create-booking";

beforeAll(() => {
  vi.spyOn(console, "log").mockImplementation(() => undefined);
});

let adminToken = "";
let adminId = "";
/** A word only this file's accounts carry in their names, so searches see nothing else. */
const TAG = `zq${Date.now().toString(36)}`;

beforeAll(async () => {
  const admin = await signedIn("admin");
  adminToken = admin.token;
  adminId = admin.user.id;
});

function listUsers(query: string, bearer = adminToken) {
  return call<AdminUserPage>(list, `/api/v1/admin/users${query}`, { bearer, ip: freshIp() });
}

async function named(name: string, role: "user" | "org" | "admin" = "user") {
  const user = await createUser(role, { name });
  if (role === "org") {
    await db().organizationProfile.create({ data: { userId: user.id, name } });
  }
  return user;
}

describe("the list", () => {
  it("searches names and emails, filters by role and status, and pages newest first", async () => {
    const alice = await named(`Alice ${TAG}`);
    const org = await named(`Bob ${TAG} Studio`, "org");
    const carol = await named(`Carol ${TAG}`, "admin");
    const dave = await named(`Dave ${TAG}`);
    await db().user.update({
      where: { id: dave.id },
      data: { isActive: false, suspendedReason: "Spam" },
    });
    await fund(alice.id, 250);
    const profileRow = await db().organizationProfile.findUniqueOrThrow({
      where: { userId: org.id },
    });
    await createService({ organizationId: profileRow.id });
    const gone = await createService({ organizationId: profileRow.id });
    await createService({ organizationId: profileRow.id });
    await db().service.update({ where: { id: gone.id }, data: { deletedAt: new Date() } });

    const all = await listUsers(`?search=${TAG}`);
    expect(all.status).toBe(200);
    const items = all.body.data?.items ?? [];
    expect(items.map((user) => user.id)).toEqual([dave.id, carol.id, org.id, alice.id]);
    const byId = new Map(items.map((user) => [user.id, user]));
    expect(byId.get(alice.id)).toMatchObject<Partial<AdminUser>>({
      role: "user",
      status: "active",
      walletBalance: 250,
      servicesOffered: null,
      emailVerified: true,
    });
    expect(byId.get(org.id)).toMatchObject({ walletBalance: null, servicesOffered: 2 });
    expect(byId.get(carol.id)).toMatchObject({ walletBalance: null, servicesOffered: null });
    expect(byId.get(dave.id)).toMatchObject({ status: "suspended", suspendedReason: "Spam" });

    // By email, any case.
    const byEmail = await listUsers(`?search=${encodeURIComponent(alice.email.toUpperCase())}`);
    expect(byEmail.body.data?.items.map((user) => user.id)).toEqual([alice.id]);

    const orgs = await listUsers(`?search=${TAG}&role=org`);
    expect(orgs.body.data?.items.map((user) => user.id)).toEqual([org.id]);
    const suspended = await listUsers(`?search=${TAG}&status=suspended`);
    expect(suspended.body.data?.items.map((user) => user.id)).toEqual([dave.id]);
    const activeUsers = await listUsers(`?search=${TAG}&role=user&status=active`);
    expect(activeUsers.body.data?.items.map((user) => user.id)).toEqual([alice.id]);

    // Pages of 3 then 1, no row twice, none lost.
    const first = await listUsers(`?search=${TAG}&limit=3`);
    expect(first.body.data?.items).toHaveLength(3);
    const cursor = first.body.data?.nextCursor;
    expect(cursor).toBeTruthy();
    const second = await listUsers(`?search=${TAG}&limit=3&cursor=${cursor}`);
    expect(second.body.data?.items.map((user) => user.id)).toEqual([alice.id]);
    expect(second.body.data?.nextCursor).toBeNull();
  });

  it("takes % and _ literally, and finds nothing for nothing", async () => {
    const literal = await named(`Percent 100%_${TAG}`);
    await named(`Percent 1000 ${TAG}`);
    const found = await listUsers(`?search=${encodeURIComponent(`100%_${TAG}`)}`);
    expect(found.body.data?.items.map((user) => user.id)).toEqual([literal.id]);
    const none = await listUsers(`?search=nobody-${TAG}-here`);
    expect(none.status).toBe(200);
    expect(none.body.data).toEqual({ items: [], nextCursor: null });
  });

  it.each([
    ["?role=superuser", "Role is one of all, user, org or admin"],
    ["?status=banned", "Status is one of all, active or suspended"],
    [`?search=${"x".repeat(101)}`, "The search is limited to 100 characters"],
    ["?limit=101", "The page size is at most 100"],
    ["?limit=0", "The page size is at least 1"],
  ])("refuses %s with its message", async (query, message) => {
    const response = await listUsers(query);
    expect(response.status).toBe(422);
    expect(response.body.error?.message).toBe(message);
  });

  it("refuses a NUL byte in the search with 400", async () => {
    const response = await listUsers("?search=a%00b");
    expect(response.status).toBe(400);
    expect(response.body.success).toBe(false);
  });
});

describe("one account's detail", () => {
  it("shows profile, wallet entries, payments, sign-ins without secrets, and the audit trail", async () => {
    const { user, token } = await signedIn();
    await fund(user.id, 120);
    const suspended = await call(suspend, `/api/v1/admin/users/${user.id}/suspend`, {
      bearer: adminToken,
      params: { id: user.id },
      body: { reason: "Checking the trail" },
    });
    expect(suspended.status).toBe(200);

    const response = await call<AdminUserDetail>(detail, `/api/v1/admin/users/${user.id}`, {
      bearer: adminToken,
      params: { id: user.id },
    });
    expect(response.status).toBe(200);
    const data = response.body.data!;
    expect(data.user).toMatchObject({
      id: user.id,
      status: "suspended",
      walletBalance: 120,
      suspendedReason: "Checking the trail",
    });
    expect(data.organization).toBeNull();
    // signedIn gives a customer no second factor.
    expect(data.secondFactor).toBe(false);
    expect(data.wallet.balance).toBe(120);
    expect(data.wallet.entries.map((entry) => entry.amount)).toEqual([120]);
    expect(data.payments).toHaveLength(1);
    expect(data.payments[0]).toMatchObject({ coins: 120, status: "paid" });
    // The two sign-ins of signedIn: a browser session (deleted by the suspension) and a token.
    expect(data.credentials).toEqual([
      expect.objectContaining({ kind: "api", active: false, revokedAt: expect.any(String) }),
    ]);
    expect(JSON.stringify(data)).not.toContain(token);
    expect(data.audit.map((entry) => entry.action)).toContain("user.suspend");
    const entry = data.audit.find((row) => row.action === "user.suspend");
    expect(entry).toMatchObject({
      actor: { id: adminId },
      entityId: user.id,
      data: { reason: "Checking the trail" },
    });
  });

  it("shows an organization's profile, earnings and the bookings it received", async () => {
    const { user: org } = await signedIn("org");
    const response = await call<AdminUserDetail>(detail, `/api/v1/admin/users/${org.id}`, {
      bearer: adminToken,
      params: { id: org.id },
    });
    expect(response.status).toBe(200);
    expect(response.body.data?.organization).toMatchObject({
      name: "Test Org",
      earningsBalance: 0,
    });
    expect(response.body.data?.user).toMatchObject({ role: "org", servicesOffered: 0 });
    // signedIn gives an organization an authenticator app.
    expect(response.body.data?.secondFactor).toBe(true);
  });

  it("answers 404 for an unknown account", async () => {
    const response = await call(detail, "/api/v1/admin/users/nobody", {
      bearer: adminToken,
      params: { id: "nobody" },
    });
    expect(response.status).toBe(404);
    expect(response.body.error?.message).toBe("User not found.");
  });
});

describe("sign out everywhere", () => {
  it("ends every session and token of the account at once, and audits the counts", async () => {
    const { user, token, browser } = await signedIn();
    const response = await call(revoke, `/api/v1/admin/users/${user.id}/sessions/revoke`, {
      bearer: adminToken,
      params: { id: user.id },
      method: "POST",
    });
    expect(response.status).toBe(200);
    expect(response.body.message).toBe("Signed out everywhere");
    expect(response.body.data).toEqual({ sessions: 1, apiTokens: 1 });
    expect((await call(profile, "/api/v1/auth/profile", { bearer: token })).status).toBe(401);
    expect((await browser.call(profile, "/api/v1/auth/profile")).status).toBe(401);
    // Signed out, not suspended.
    expect((await db().user.findUniqueOrThrow({ where: { id: user.id } })).isActive).toBe(true);
    const audit = await db().auditLog.findFirstOrThrow({
      where: { entityId: user.id, action: "user.sessions_revoke" },
    });
    expect(audit).toMatchObject({
      actorId: adminId,
      before: { sessions: 1, apiTokens: 1 },
      after: { sessions: 0, apiTokens: 0 },
    });
  });
});

describe("the suspension's reason", () => {
  it.each([
    [{}, "Give a reason for the suspension"],
    [{ reason: "  a " }, "The reason needs at least 3 characters"],
    [{ reason: "x".repeat(501) }, "The reason is limited to 500 characters"],
  ])("refuses %j with its message and suspends nothing", async (body, message) => {
    const target = await createUser();
    const response = await call(suspend, `/api/v1/admin/users/${target.id}/suspend`, {
      bearer: adminToken,
      params: { id: target.id },
      body,
    });
    expect(response.status).toBe(422);
    expect(response.body.error?.message).toBe(message);
    expect((await db().user.findUniqueOrThrow({ where: { id: target.id } })).isActive).toBe(true);
  });

  it("is trimmed, and a second suspension is refused", async () => {
    const target = await createUser();
    const path = `/api/v1/admin/users/${target.id}/suspend`;
    const options = { bearer: adminToken, params: { id: target.id } };
    const first = await call(suspend, path, { ...options, body: { reason: "  Fraud  " } });
    expect(first.status).toBe(200);
    const row = await db().user.findUniqueOrThrow({ where: { id: target.id } });
    expect(row.suspendedReason).toBe("Fraud");
    const second = await call(suspend, path, { ...options, body: { reason: "Again" } });
    expect(second.status).toBe(409);
    expect(second.body.error?.message).toBe("This account is already suspended.");
  });
});

function csvRequest(query: string, bearer = adminToken) {
  return exportCsv(
    new Request(`${ORIGIN}/api/v1/admin/users/export${query}`, {
      headers: { authorization: `Bearer ${bearer}`, "x-forwarded-for": freshIp() },
    }),
    { params: Promise.resolve({}) },
  );
}

describe("the CSV export", () => {
  it("holds every matching account with its figures, escaped against formulas", async () => {
    const formula = await named(`=HYPERLINK("x") ${TAG}`);
    const quoted = await named(`Smith, "Jo" ${TAG}`);
    await fund(quoted.id, 40);
    const response = await csvRequest(`?search=${encodeURIComponent(`${TAG}`)}&role=user`);
    expect(response.status).toBe(200);
    expect(response.headers.get("content-type")).toBe("text/csv; charset=utf-8");
    expect(response.headers.get("content-disposition")).toMatch(/^attachment; filename="users-/);
    const lines = (await response.text()).trimEnd().split("\r\n");
    expect(lines[0]).toBe("ID,Name,Email,Role,Status,Joined (UTC),Wallet balance,Services offered");
    const listed = await listUsers(`?search=${TAG}&role=user&limit=100`);
    expect(lines).toHaveLength((listed.body.data?.items.length ?? 0) + 1);
    const quotedLine = lines.find((line) => line.startsWith(quoted.id));
    expect(quotedLine).toBe(
      `${quoted.id},"Smith, ""Jo"" ${TAG}",${quoted.email},user,active,${quoted.createdAt.toISOString()},40,`,
    );
    const formulaLine = lines.find((line) => line.startsWith(formula.id));
    expect(formulaLine).toContain(`"'=HYPERLINK(""x"") ${TAG}"`);
  });

  it("refuses bad filters and callers who are not admins", async () => {
    expect((await csvRequest("?role=root")).status).toBe(422);
    const { token } = await signedIn();
    const refused = await csvRequest("", token);
    expect(refused.status).toBe(403);
  });
});

describe("who may call the admin's user routes", () => {
  async function callers() {
    const user = await signedIn("user");
    const org = await signedIn("org");
    const unverified = await signedIn("admin", { verified: false });
    const suspendedAdmin = await signedIn("admin");
    await db().user.update({ where: { id: suspendedAdmin.user.id }, data: { isActive: false } });
    return [
      ["user", user.token, 403, "forbidden"],
      ["org", org.token, 403, "forbidden"],
      ["unverified admin", unverified.token, 403, "email_not_verified"],
      ["suspended admin", suspendedAdmin.token, 403, "account_suspended"],
      ["nobody", undefined, 401, "unauthorized"],
    ] as const;
  }

  it("refuses user, org, unverified and suspended callers, and changes nothing", async () => {
    const target = await createUser();
    const id = target.id;
    const routes: [RegisteredHandler, string, CallOptions][] = [
      [list, "/api/v1/admin/users", {}],
      [detail, `/api/v1/admin/users/${id}`, { params: { id } }],
      [suspend, `/api/v1/admin/users/${id}/suspend`, { params: { id }, body: { reason: "Nope" } }],
      [reactivate, `/api/v1/admin/users/${id}/reactivate`, { params: { id }, method: "POST" }],
      [
        setRole,
        `/api/v1/admin/users/${id}/role`,
        { params: { id }, method: "PUT", body: { role: "admin" } },
      ],
      [revoke, `/api/v1/admin/users/${id}/sessions/revoke`, { params: { id }, method: "POST" }],
      [exportCsv, "/api/v1/admin/users/export", {}],
    ];
    for (const [who, bearer, status, code] of await callers()) {
      for (const [handler, path, options] of routes) {
        const response = await call(handler, path, { ...options, bearer, ip: freshIp() });
        expect({ who, path, status: response.status, code: response.body.error?.code }).toEqual({
          who,
          path,
          status,
          code,
        });
      }
    }
    expect(await db().user.findUniqueOrThrow({ where: { id } })).toMatchObject({
      isActive: true,
      role: "user",
    });
    expect(await db().auditLog.count({ where: { entityId: id } })).toBe(0);
  });
});

describe("organizations by name, users with their active bookings", () => {
  it("finds an organization by its name, and counts a user's active bookings and their coins", async () => {
    const contact = await createUser("org", { name: `Priya ${TAG}x` });
    await db().organizationProfile.create({
      data: { userId: contact.id, name: `Lotus ${TAG}x Weddings` },
    });
    const found = await listUsers(`?search=${encodeURIComponent(`Lotus ${TAG}x`)}`);
    expect(found.body.data?.items).toEqual([
      expect.objectContaining({
        id: contact.id,
        name: `Priya ${TAG}x`,
        organizationName: `Lotus ${TAG}x Weddings`,
        activeBookings: null,
      }),
    ]);

    const buyer = await named(`Ravi ${TAG}y`);
    await fund(buyer.id, 500);
    const first = await createService({ price: 120 });
    const second = await createService({ price: 80 });
    const done = await createService({ price: 50 });
    for (const service of [first, second, done]) {
      await db().$transaction((tx) => placeBooking(tx, { userId: buyer.id, service }));
    }
    await db().booking.updateMany({
      where: { userId: buyer.id, serviceId: done.id },
      data: { status: "cancelled", activeSlot: null },
    });
    const seen = await listUsers(`?search=${encodeURIComponent(`Ravi ${TAG}y`)}`);
    expect(seen.body.data?.items[0]).toMatchObject({
      activeBookings: { count: 2, coins: 200 },
    });
  });
});
