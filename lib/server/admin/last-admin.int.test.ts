// The platform always keeps one active admin: two admins suspending or demoting each other at
// the same moment settle one after the other, and the second is refused (or finds its own
// credentials already ended). Its own file: the rule counts every admin in the database.
import { beforeAll, beforeEach, describe, expect, it, vi } from "vitest";
import { PUT as setRole } from "@/app/api/v1/admin/users/[id]/role/route";
import { POST as suspend } from "@/app/api/v1/admin/users/[id]/suspend/route";
import {
  LAST_ADMIN_DEMOTE,
  LAST_ADMIN_SUSPEND,
  suspendUser,
} from "@/lib/server/admin/manage-users";
import { changeUserRole } from "@/lib/server/admin/manage-users";
import { db } from "@/lib/server/db/client";
import { signedIn, signedInAccount } from "@/test/integration/accounts";
import { call, freshIp } from "@/test/integration/http";

beforeAll(() => {
  vi.spyOn(console, "log").mockImplementation(() => undefined);
});

// Each test starts with no active admin but those it signs in.
beforeEach(async () => {
  await db().user.updateMany({ where: { role: "admin" }, data: { isActive: false } });
});

const activeAdmins = () => db().user.count({ where: { role: "admin", isActive: true } });

function suspendOver(id: string, bearer: string) {
  return call(suspend, `/api/v1/admin/users/${id}/suspend`, {
    bearer,
    params: { id },
    ip: freshIp(),
    body: { reason: "Taking over the platform" },
  });
}

function demoteOver(id: string, bearer: string) {
  return call(setRole, `/api/v1/admin/users/${id}/role`, {
    method: "PUT",
    bearer,
    params: { id },
    ip: freshIp(),
    body: { role: "user" },
  });
}

describe("the last active admin", () => {
  it("is never suspended nor demoted by an admin whose own access went meanwhile", async () => {
    // The race's loser as the domain sees it: authorized a moment ago, no longer active now.
    const a = await signedInAccount("admin");
    const b = await signedInAccount("admin");
    await db().user.update({ where: { id: a.session.id }, data: { isActive: false } });
    const caller = {
      user: a.session,
      via: "token" as const,
      credential: a.token,
      credentialId: "token",
      hasPassword: true,
      secondStep: { pending: false, provedAt: new Date() },
    };

    await expect(
      suspendUser(caller, { userId: b.session.id, reason: "No admins left" }),
    ).rejects.toMatchObject({
      code: "conflict",
      message: LAST_ADMIN_SUSPEND,
    });
    await expect(
      changeUserRole(caller, { userId: b.session.id, role: "org" }),
    ).rejects.toMatchObject({
      code: "conflict",
      message: LAST_ADMIN_DEMOTE,
    });
    expect(await db().user.findUniqueOrThrow({ where: { id: b.session.id } })).toMatchObject({
      role: "admin",
      isActive: true,
    });
    expect(await db().auditLog.count({ where: { entityId: b.session.id } })).toBe(0);
  });

  it("may still be given another role when another admin stays active", async () => {
    const a = await signedIn("admin");
    const b = await signedIn("admin");
    const demoted = await demoteOver(b.user.id, a.token);
    expect(demoted.status).toBe(200);
    expect(demoted.body.message).toBe("User Role Updated");
    expect(await activeAdmins()).toBe(1);
  });

  it.each([
    ["suspend", suspendOver],
    ["demote", demoteOver],
  ] as const)("survives two admins who %s each other at once, five times over", async (_, act) => {
    for (let round = 0; round < 5; round += 1) {
      await db().user.updateMany({ where: { role: "admin" }, data: { isActive: false } });
      const a = await signedIn("admin");
      const b = await signedIn("admin");
      const answers = await Promise.all([act(b.user.id, a.token), act(a.user.id, b.token)]);
      const statuses = answers.map((answer) => answer.status).sort();
      // One wins; the other is refused by the rule (409), or, when the winner's suspension
      // committed before it was authorized, finds its own credentials ended or its role gone.
      expect(statuses[0]).toBe(200);
      expect([401, 403, 409]).toContain(statuses[1]);
      const loser = answers.find((answer) => answer.status !== 200);
      if (loser?.status === 409) {
        expect([LAST_ADMIN_SUSPEND, LAST_ADMIN_DEMOTE]).toContain(loser.body.error?.message);
      }
      expect(await activeAdmins()).toBe(1);
    }
  });
});
