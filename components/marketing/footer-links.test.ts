import { describe, expect, it } from "vitest";
import { marketplaceLinks } from "./footer-links";

const labels = (role: Parameters<typeof marketplaceLinks>[0]) =>
  marketplaceLinks(role).map((link) => `${link.label} ${link.href}`);

describe("marketplaceLinks", () => {
  it("offers a visitor the spec's links, Sign Up and Login included", () => {
    expect(labels(null)).toEqual([
      "Browse Services /services",
      "Sign Up /signup",
      "Login /login",
      "Partner with Us /signup?type=org",
    ]);
  });

  it("offers a signed-in account its own places, never Sign Up or Login", () => {
    expect(labels("user")).toEqual([
      "Dashboard /dashboard/user",
      "Browse Services /services",
      "My Bookings /bookings",
    ]);
    expect(labels("org")).toEqual([
      "Dashboard /dashboard/org",
      "My Services /org/services",
      "Convert Coins /org/convert",
    ]);
    expect(labels("admin")[0]).toBe("Dashboard /dashboard/admin");
    for (const role of ["user", "org", "admin"] as const) {
      expect(labels(role).join()).not.toMatch(/Sign Up|Login|\/signup/);
    }
  });
});
