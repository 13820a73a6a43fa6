// Admin actions on accounts over HTTP: who may call them, that they take effect on the account's
// very next request, and the audit trail they leave.
import { beforeAll, describe, expect, it, vi } from "vitest";
import { POST as login } from "@/app/api/v1/auth/login/route";
import { GET as profile } from "@/app/api/v1/auth/profile/route";
import { POST as reactivate } from "@/app/api/v1/admin/users/[id]/reactivate/route";
import { PUT as setRole } from "@/app/api/v1/admin/users/[id]/role/route";
import { POST as suspend } from "@/app/api/v1/admin/users/[id]/suspend/route";
import { db } from "@/lib/server/db/client";
import { PASSWORD, signedIn } from "@/test/integration/accounts";
import { call, freshIp } from "@/test/integration/http";
import { enrolThroughApi } from "@/test/integration/second-factor";

beforeAll(() => {
  vi.spyOn(console, "log").mockImplementation(() => undefined);
});

type Account = { id: string; role: string; isActive: boolean; organization: unknown };

const FORBIDDEN = "You do not have permission to perform this action.";
const SUSPENDED = "This account has been suspended. Please contact support.";

const REASON = "Repeated chargebacks on top-ups";

function suspendUser(id: string, bearer: string, ip = freshIp()) {
  return call<Account>(suspend, `/api/v1/admin/users/${id}/suspend`, {
    method: "POST",
    bearer,
    params: { id },
    ip,
    body: { reason: REASON },
  });
}

function reactivateUser(id: string, bearer: string) {
  return call<Account>(reactivate, `/api/v1/admin/users/${id}/reactivate`, {
    method: "POST",
    bearer,
    params: { id },
  });
}

function changeRole(id: string, role: string, bearer: string) {
  return call<Account>(setRole, `/api/v1/admin/users/${id}/role`, {
    method: "PUT",
    bearer,
    params: { id },
    body: { role },
  });
}

function logIn(email: string) {
  return call(login, "/api/v1/auth/login", { ip: freshIp(), body: { email, password: PASSWORD } });
}

describe("who may manage accounts", () => {
  it.each(["user", "org"] as const)("refuses a %s with 403 and changes nothing", async (role) => {
    const { token } = await signedIn(role);
    const { user: target } = await signedIn();

    const suspended = await suspendUser(target.id, token);
    expect(suspended.status).toBe(403);
    expect(suspended.body.error).toMatchObject({ code: "forbidden", message: FORBIDDEN });
    const reactivated = await reactivateUser(target.id, token);
    expect(reactivated.status).toBe(403);
    expect(reactivated.body.error?.message).toBe(FORBIDDEN);
    const promoted = await changeRole(target.id, "admin", token);
    expect(promoted.status).toBe(403);
    expect(promoted.body.error?.message).toBe(FORBIDDEN);

    const row = await db().user.findUniqueOrThrow({ where: { id: target.id } });
    expect(row).toMatchObject({ isActive: true, role: "user" });
    expect(await db().auditLog.count({ where: { entityId: target.id } })).toBe(0);
  });

  it("refuses a caller without a credential with 401", async () => {
    const { user: target } = await signedIn();
    const response = await call(suspend, `/api/v1/admin/users/${target.id}/suspend`, {
      method: "POST",
      params: { id: target.id },
    });
    expect(response.status).toBe(401);
    expect(response.body.error?.message).toBe("Authentication required. Please log in again.");
  });
});

describe("suspending and reactivating", () => {
  it("ends the account's token and session at once, refuses login, and writes the audit log", async () => {
    const { user: admin, token: adminToken } = await signedIn("admin");
    const { user, email, token, browser } = await signedIn();
    expect((await call(profile, "/api/v1/auth/profile", { bearer: token })).status).toBe(200);
    expect((await browser.call(profile, "/api/v1/auth/profile")).status).toBe(200);

    const ip = freshIp();
    const response = await suspendUser(user.id, adminToken, ip);
    expect(response.status).toBe(200);
    expect(response.body.message).toBe("User Status Updated");
    expect(response.body.data).toMatchObject({ id: user.id, isActive: false });

    const byToken = await call(profile, "/api/v1/auth/profile", { bearer: token });
    expect(byToken.status).toBe(401);
    expect(byToken.body.success).toBe(false);
    const byCookie = await browser.call(profile, "/api/v1/auth/profile");
    expect(byCookie.status).toBe(401);

    const refused = await logIn(email);
    expect(refused.status).toBe(403);
    expect(refused.body.error).toMatchObject({
      code: "account_suspended",
      message: SUSPENDED,
      details: { reason: REASON },
    });
    expect(await db().user.findUniqueOrThrow({ where: { id: user.id } })).toMatchObject({
      suspendedReason: REASON,
      suspendedAt: expect.any(Date) as Date,
    });

    const audit = await db().auditLog.findMany({
      where: { entityType: "user", entityId: user.id },
    });
    expect(audit).toHaveLength(1);
    expect(audit[0]).toMatchObject({
      actorId: admin.id,
      action: "user.suspend",
      entityId: user.id,
      before: { status: "active", suspendedReason: null },
      after: { status: "suspended", suspendedReason: REASON },
      data: { from: "active", to: "suspended", reason: REASON },
      ip,
    });

    const back = await reactivateUser(user.id, adminToken);
    expect(back.status).toBe(200);
    expect(back.body.message).toBe("User Status Updated");
    expect(back.body.data).toMatchObject({ id: user.id, isActive: true });
    const again = await logIn(email);
    expect(again.status).toBe(200);
    expect(again.body.message).toBe("Login successful");
    expect(await db().user.findUniqueOrThrow({ where: { id: user.id } })).toMatchObject({
      suspendedReason: null,
      suspendedAt: null,
    });

    const reactivation = await db().auditLog.findFirst({
      where: { entityId: user.id, action: "user.reactivate" },
    });
    expect(reactivation).toMatchObject({
      actorId: admin.id,
      before: { status: "suspended", suspendedReason: REASON },
      after: { status: "active", suspendedReason: null },
      data: { from: "suspended", to: "active", suspendedFor: REASON },
    });

    // A second reactivation (another admin's, a double click) finds nothing to do.
    const twice = await reactivateUser(user.id, adminToken);
    expect(twice.status).toBe(409);
    expect(twice.body.error?.message).toBe("This account is already active.");
  });

  it("refuses a suspended account that still holds a credential with 403 account_suspended", async () => {
    // Suspension through the API revokes credentials; one left over (e.g. suspended directly in
    // the database) is still refused on its next request.
    const { user, token } = await signedIn();
    await db().user.update({ where: { id: user.id }, data: { isActive: false } });
    const response = await call(profile, "/api/v1/auth/profile", { bearer: token });
    expect(response.status).toBe(403);
    expect(response.body.error).toMatchObject({ code: "account_suspended", message: SUSPENDED });
  });
});

describe("changing roles", () => {
  it("applies on the next request of an already issued token, both ways", async () => {
    const { token: adminToken } = await signedIn("admin");
    const { user, token } = await signedIn();
    const { user: bystander } = await signedIn();

    expect((await suspendUser(bystander.id, token)).status).toBe(403);

    const promoted = await changeRole(user.id, "admin", adminToken);
    expect(promoted.status).toBe(200);
    expect(promoted.body.message).toBe("User Role Updated");
    expect(promoted.body.data).toMatchObject({ id: user.id, role: "admin" });

    // The token issued while a plain user is now an admin's: sent to set up a second factor,
    // then it reaches an admin route...
    const unprotected = await suspendUser(bystander.id, token);
    expect(unprotected.status).toBe(403);
    expect(unprotected.body.error?.code).toBe("second_factor_required");
    await enrolThroughApi(token);
    const asAdmin = await suspendUser(bystander.id, token);
    expect(asAdmin.status).toBe(200);
    expect(asAdmin.body.message).toBe("User Status Updated");

    // ...until the role is taken away again.
    const demoted = await changeRole(user.id, "user", adminToken);
    expect(demoted.status).toBe(200);
    expect(demoted.body.data?.role).toBe("user");
    const refused = await reactivateUser(bystander.id, token);
    expect(refused.status).toBe(403);
    expect(refused.body.error).toMatchObject({ code: "forbidden", message: FORBIDDEN });

    const changes = await db().auditLog.findMany({
      where: { entityId: user.id, action: "user.role_change" },
      orderBy: { createdAt: "asc" },
    });
    expect(changes.map((row) => [row.data, row.before, row.after])).toEqual([
      [{ from: "user", to: "admin" }, { role: "user" }, { role: "admin" }],
      [{ from: "admin", to: "user" }, { role: "admin" }, { role: "user" }],
    ]);

    const same = await changeRole(user.id, "user", adminToken);
    expect(same.status).toBe(409);
    expect(same.body.error?.message).toBe("This account's role is already User.");
  });

  it("creates an organization profile when the role becomes org", async () => {
    const { token: adminToken } = await signedIn("admin");
    const { user } = await signedIn();
    expect(await db().organizationProfile.count({ where: { userId: user.id } })).toBe(0);

    const response = await changeRole(user.id, "org", adminToken);
    expect(response.status).toBe(200);
    expect(response.body.data).toMatchObject({ role: "org", organization: { name: user.name } });
    const organization = await db().organizationProfile.findUnique({ where: { userId: user.id } });
    expect(organization?.name).toBe(user.name);
  });

  it("refuses a role that does not exist with 422", async () => {
    const { token: adminToken } = await signedIn("admin");
    const { user } = await signedIn();
    const response = await changeRole(user.id, "superuser", adminToken);
    expect(response.status).toBe(422);
    expect(response.body.error).toMatchObject({
      code: "validation_failed",
      message: "Role must be user, org or admin",
    });
    expect((await db().user.findUniqueOrThrow({ where: { id: user.id } })).role).toBe("user");
  });
});

describe("what an admin cannot do", () => {
  it("refuses to suspend or re-role their own account with 409", async () => {
    const { user: admin, token } = await signedIn("admin");

    const suspended = await suspendUser(admin.id, token);
    expect(suspended.status).toBe(409);
    expect(suspended.body.error).toMatchObject({
      code: "conflict",
      message: "You cannot suspend your own account.",
    });
    const demoted = await changeRole(admin.id, "user", token);
    expect(demoted.status).toBe(409);
    expect(demoted.body.error).toMatchObject({
      code: "conflict",
      message: "You cannot change the role of your own account.",
    });

    expect(await db().user.findUniqueOrThrow({ where: { id: admin.id } })).toMatchObject({
      isActive: true,
      role: "admin",
    });
    expect((await call(profile, "/api/v1/auth/profile", { bearer: token })).status).toBe(200);
    expect(await db().auditLog.count({ where: { entityId: admin.id } })).toBe(0);
  });

  it("answers 404 for an unknown account", async () => {
    const { token } = await signedIn("admin");
    for (const response of [
      await suspendUser("no-such-user", token),
      await reactivateUser("no-such-user", token),
      await changeRole("no-such-user", "org", token),
    ]) {
      expect(response.status).toBe(404);
      expect(response.body.error).toMatchObject({
        code: "not_found",
        message: "User not found.",
      });
    }
  });
});
