// The authorization matrix over HTTP on PostgreSQL: every route of the registry, called by a
// signed-in user, organization and admin. A role the permission table does not allow gets 403 and
// the same message whatever the route (before any body or id is looked at); a role it allows never
// gets 401 or 403 from the role check. Ownership (another customer's booking or dispute) is each
// domain's own test.
import { beforeAll, describe, expect, it } from "vitest";
import { isAllowed, PERMISSIONS } from "@/lib/auth/permissions";
import { DEFAULT_MESSAGES } from "@/lib/errors/app-error";
import { signedIn } from "@/test/integration/accounts";
import { call } from "@/test/integration/http";
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
