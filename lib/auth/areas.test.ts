import { describe, expect, it } from "vitest";
import { areaOf, isProtectedPath } from "./areas";
import { roleNavLinks } from "./roles";
import { sessionUser } from "@/test/support/session-user";
import { decideAccess } from "./session-user";

describe("isProtectedPath", () => {
  it("covers docs/spec.md's protected pages and their sub-pages", () => {
    for (const path of [
      "/dashboard",
      "/dashboard/user",
      "/dashboard/org",
      "/dashboard/admin",
      "/services",
      "/bookings",
      "/wallet",
      "/wallet/add",
      "/wallet/receipts/abc",
      "/org/services",
      "/org/convert",
      "/admin/users",
      "/settings",
    ]) {
      expect(isProtectedPath(path), path).toBe(true);
    }
  });

  it("leaves the public pages open, the showcase service pages included", () => {
    for (const path of [
      "/",
      "/login",
      "/signup",
      "/services/living-spaces",
      "/payment",
      "/feedback",
      "/terms",
      "/docs/api",
      "/organizations",
      "/walletx",
    ]) {
      expect(isProtectedPath(path), path).toBe(false);
    }
  });
});

describe("areaOf", () => {
  it("puts each role's pages in its own area", () => {
    expect(areaOf("/dashboard/user")).toBe("area.user");
    expect(areaOf("/services")).toBe("area.user");
    expect(areaOf("/org/convert")).toBe("area.org");
    expect(areaOf("/admin/conversions")).toBe("area.admin");
    expect(areaOf("/admin/settings")).toBe("area.admin");
    expect(areaOf("/settings")).toBe("area.account");
  });
});

describe("roleNavLinks", () => {
  it("gives each role docs/spec.md's role links", () => {
    expect(roleNavLinks("user").map((link) => link.label)).toEqual(["Services", "My Bookings"]);
    expect(roleNavLinks("org").map((link) => link.label)).toEqual(["My Services", "Convert Coins"]);
    expect(roleNavLinks("admin").map((link) => link.label)).toEqual([
      "Users",
      "Services",
      "Conversions",
    ]);
  });
});

describe("decideAccess", () => {
  const user = sessionUser();

  it("follows docs/spec.md's guard order", () => {
    expect(decideAccess(null, "area.user").state).toBe("signed-out");
    expect(decideAccess({ ...user, emailVerified: false }, "area.user").state).toBe("unverified");
    expect(decideAccess({ ...user, role: "org" }, "area.org").state).toBe("setting-up");
    expect(decideAccess(user, "area.admin").state).toBe("denied");
    expect(decideAccess(user, "area.user").state).toBe("granted");
    expect(decideAccess({ ...user, role: "admin" }, "area.account").state).toBe("granted");
  });
});
