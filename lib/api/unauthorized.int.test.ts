// 401 over HTTP on PostgreSQL: every answer that asks for credentials says which scheme would
// work (WWW-Authenticate: Bearer, RFC 9110), on every route that needs a signed-in caller and on a
// failed sign-in.
import { describe, expect, it } from "vitest";
import { POST as login } from "@/app/api/v1/auth/login/route";
import { PERMISSIONS } from "@/lib/auth/permissions";
import { PASSWORD, signedIn } from "@/test/integration/accounts";
import { call, freshIp } from "@/test/integration/http";
import { handlerOf, pathOf, validParam } from "@/test/integration/route-files";
import { DEFAULT_MESSAGES } from "@/lib/errors/app-error";
import { API_ROUTES } from "./registry";

describe("401", () => {
  it("carries WWW-Authenticate: Bearer on every route that needs a signed-in caller", async () => {
    const routes = API_ROUTES.filter((route) => PERMISSIONS[route.permission] !== "public");
    expect(routes.length).toBeGreaterThan(50);
    for (const route of routes) {
      const where = `${route.method} ${route.path}`;
      const response = await call(await handlerOf(route), pathOf(route, validParam), {
        method: route.method,
        ...(route.body ? { body: {} } : {}),
      });
      expect({ where, status: response.status }).toEqual({ where, status: 401 });
      expect(response.headers.get("www-authenticate"), where).toBe("Bearer");
      expect(response.body.error, where).toEqual({
        code: "unauthorized",
        message: DEFAULT_MESSAGES.unauthorized,
      });
    }
  });

  it("carries it on a sign-in refused for a wrong password", async () => {
    const account = await signedIn("user");
    const response = await call(login, "/api/v1/auth/login", {
      ip: freshIp(),
      body: { email: account.email, password: `${PASSWORD}-wrong` },
    });
    expect(response.status).toBe(401);
    expect(response.headers.get("www-authenticate")).toBe("Bearer");
  });

  it("is not on other refusals", async () => {
    const account = await signedIn("user");
    const [adminOnly] = API_ROUTES.filter((route) => route.path === "/api/v1/admin/dashboard");
    const response = await call(await handlerOf(adminOnly!), "/api/v1/admin/dashboard", {
      bearer: account.token,
    });
    expect(response.status).toBe(403);
    expect(response.headers.get("www-authenticate")).toBeNull();
  });
});
