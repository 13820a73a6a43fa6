// The authorization matrix over HTTP on PostgreSQL: every route of the registry, called by a
// signed-in user, organization and admin. A role the permission table does not allow gets 403 and
// the same message whatever the route (before any body or id is looked at); a role it allows never
// gets 401 or 403 from the role check. Ownership (another customer's booking or dispute) is each
// domain's own test.
import { beforeAll, describe, expect, it } from "vitest";
import { isAllowed, PERMISSIONS } from "@/lib/auth/permissions";
import { FRESH_PROOF_MS, SECOND_FACTOR_MESSAGES } from "@/lib/auth/second-factor";
import { DEFAULT_MESSAGES } from "@/lib/errors/app-error";
import { hashToken } from "@/lib/server/auth/tokens";
import { db } from "@/lib/server/db/client";
import { PASSWORD, signedIn } from "@/test/integration/accounts";
import { POST as login } from "@/app/api/v1/auth/login/route";
import { call, freshIp } from "@/test/integration/http";
import { handlerOf, pathOf, validParam, type Account } from "@/test/integration/route-files";
import { API_ROUTES } from "./registry";

const ROLES = ["user", "org", "admin"] as const;
let accounts: Record<(typeof ROLES)[number], Account>;

beforeAll(async () => {
  const [user, org, admin] = await Promise.all(ROLES.map((role) => signedIn(role)));
  accounts = { user: user!, org: org!, admin: admin! };
});

/** Routes whose audience is some roles, not everyone: each one's table row. */
const restricted = API_ROUTES.filter((route) => Array.isArray(PERMISSIONS[route.permission]));

describe("the authorization matrix", () => {
  it("covers every role-restricted route", () => {
    expect(restricted.length).toBeGreaterThan(60);
  });

  it.each(ROLES)(
    "refuses a signed-in %s every route its role may not use, with 403",
    async (role) => {
      const refused: string[] = [];
      for (const route of restricted.filter((entry) => !isAllowed(role, entry.permission))) {
        const where = `${route.method} ${route.path}`;
        const response = await call(await handlerOf(route), pathOf(route, validParam), {
          method: route.method,
          bearer: accounts[role].token,
          ...(route.body ? { body: {} } : {}),
        });
        expect({ where, status: response.status }).toEqual({ where, status: 403 });
        expect(response.body.error, where).toEqual({
          code: "forbidden",
          message: DEFAULT_MESSAGES.forbidden,
        });
        refused.push(where);
      }
      expect(refused.length).toBeGreaterThan(0);
    },
  );

  it.each(ROLES)(
    "lets a signed-in %s past the role check of every route it may use",
    async (role) => {
      // CSV exports answer a file, not the JSON envelope: their refusals are covered above.
      const allowed = restricted.filter(
        (entry) => isAllowed(role, entry.permission) && !entry.path.endsWith("/export"),
      );
      for (const route of allowed) {
        const where = `${route.method} ${route.path}`;
        const response = await call(await handlerOf(route), pathOf(route, validParam), {
          method: route.method,
          bearer: accounts[role].token,
          ...(route.body ? { body: {} } : {}),
        });
        // Any answer but a refusal of who is asking: a 2xx, a 404 for the made-up id, a 409, a
        // 422, or a 403 of the domain's own (an unverified organization) with its own message.
        const refusedForRole =
          response.status === 401 ||
          (response.status === 403 && response.body.error?.message === DEFAULT_MESSAGES.forbidden);
        expect({ where, refusedForRole }).toEqual({ where, refusedForRole: false });
      }
    },
  );
});

/** Calls the route as `token` with a body of nothing, as the table above does. */
async function callAs(route: (typeof restricted)[number], token: string) {
  return call(await handlerOf(route), pathOf(route, validParam), {
    method: route.method,
    bearer: token,
    ...(route.body ? { body: {} } : {}),
  });
}

describe("the second factor over the table", () => {
  it("refuses an admin without a second factor every admin route but setting one up, with 403 second_factor_required", async () => {
    const admin = await signedIn("admin", { secondFactor: false });
    const adminRoutes = restricted.filter(
      (route) => isAllowed("admin", route.permission) && !route.secondStep,
    );
    expect(adminRoutes.length).toBeGreaterThan(30);
    for (const route of adminRoutes) {
      const where = `${route.method} ${route.path}`;
      const response = await callAs(route, admin.token);
      expect({ where, status: response.status, error: response.body.error }).toEqual({
        where,
        status: 403,
        error: { code: "second_factor_required", message: SECOND_FACTOR_MESSAGES.required },
      });
    }
  });

  it("refuses a sign-in halfway through its second step every route but the step's, with 401", async () => {
    const halfway = await call<{ token: string; secondFactorRequired: boolean }>(
      login,
      "/api/v1/auth/login",
      { ip: freshIp(), body: { email: accounts.org.email, password: PASSWORD, issueToken: true } },
    );
    expect(halfway.body.data?.secondFactorRequired).toBe(true);
    const token = halfway.body.data!.token;
    const guarded = API_ROUTES.filter(
      (route) =>
        PERMISSIONS[route.permission] !== "public" &&
        route.secondStep !== "pending" &&
        !route.path.endsWith("/export"),
    );
    for (const route of guarded) {
      const where = `${route.method} ${route.path}`;
      const response = await call(await handlerOf(route), pathOf(route, validParam), {
        method: route.method,
        bearer: token,
        ...(route.body ? { body: {} } : {}),
      });
      expect({ where, status: response.status, code: response.body.error?.code }).toEqual({
        where,
        status: 401,
        code: "second_factor_pending",
      });
    }
  });

  it("refuses every route that moves money or power a second factor older than 10 minutes, with 403 fresh_proof_required", async () => {
    const fresh = API_ROUTES.filter((route) => route.freshProof);
    expect(fresh.map((route) => `${route.method} ${route.path}`)).toEqual(
      expect.arrayContaining([
        "POST /api/v1/conversions/{id}/approve",
        "POST /api/v1/conversions/{id}/reject",
        "POST /api/v1/admin/conversions/approve",
        "POST /api/v1/payments/refund",
        "POST /api/v1/admin/disputes/{id}/decide",
        "PUT /api/v1/admin/settings",
        "PUT /api/v1/admin/users/{id}/verification",
        "PUT /api/v1/admin/users/{id}/role",
        "POST /api/v1/admin/users/{id}/suspend",
        "DELETE /api/v1/admin/users/{id}/second-factor",
        "PUT /api/v1/org/payout-accounts/{currency}",
        "POST /api/v1/conversions",
      ]),
    );
    const stale = new Date(Date.now() - FRESH_PROOF_MS - 60_000);
    for (const role of ["user", "org", "admin"] as const) {
      await db().apiToken.updateMany({
        where: { tokenHash: hashToken(accounts[role].token) },
        data: { secondFactorAt: stale },
      });
    }
    for (const route of fresh) {
      const role = (["admin", "org", "user"] as const).find((one) =>
        isAllowed(one, route.permission),
      )!;
      const where = `${route.method} ${route.path}`;
      const response = await callAs(route, accounts[role].token);
      const expected = accounts[role].secret ? "fresh_proof_required" : "second_factor_required";
      expect({ where, status: response.status, code: response.body.error?.code }).toEqual({
        where,
        status: 403,
        code: expected,
      });
    }
  });
});
