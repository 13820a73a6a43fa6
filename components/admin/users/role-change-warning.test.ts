import { describe, expect, it } from "vitest";
import type { AdminUser } from "@/lib/schemas/admin-users";
import { displayName } from "./display-name";
import { roleChangeWarning } from "./role-change-warning";

const asha: AdminUser = {
  id: "u1",
  name: "Asha Rao",
  email: "asha@example.test",
  role: "user",
  status: "active",
  joinDate: "2026-01-01T00:00:00.000Z",
  walletBalance: 120,
  activeBookings: { count: 1, coins: 30 },
  servicesOffered: null,
  organizationName: null,
  emailVerified: true,
  suspendedReason: null,
  suspendedAt: null,
};

describe("the role change's warning", () => {
  it("names the coins and the active booking a user would lose reach of, with the figures", () => {
    expect(roleChangeWarning(asha, "org")).toBe(
      "Asha Rao holds 120 coins in their wallet and has 1 active booking (30 coins in escrow until they accept the delivery or its window ends). As an Organization they cannot spend those coins or see or cancel that booking until they are made a User again; nothing is refunded or moved.",
    );
  });

  it("names only what there is", () => {
    expect(roleChangeWarning({ ...asha, activeBookings: { count: 0, coins: 0 } }, "org")).toBe(
      "Asha Rao holds 120 coins in their wallet. As an Organization they cannot spend those coins until they are made a User again; nothing is refunded or moved.",
    );
    expect(
      roleChangeWarning(
        { ...asha, walletBalance: 0, activeBookings: { count: 2, coins: 75 } },
        "admin",
      ),
    ).toBe(
      "Asha Rao has 2 active bookings (75 coins in escrow until they accept each delivery or its window ends). As an Admin they cannot see or cancel those bookings until they are made a User again; nothing is refunded or moved.",
    );
  });

  it("says nothing when the user holds nothing, or the account is not a user", () => {
    expect(
      roleChangeWarning(
        { ...asha, walletBalance: 0, activeBookings: { count: 0, coins: 0 } },
        "org",
      ),
    ).toBeNull();
    expect(
      roleChangeWarning(
        { ...asha, role: "org", walletBalance: null, activeBookings: null },
        "user",
      ),
    ).toBeNull();
  });
});

describe("the admin's name for an account", () => {
  it("is an organization's name, and a person's own name otherwise", () => {
    const org = { ...asha, role: "org" as const, organizationName: "Lotus Weddings" };
    expect(displayName(org)).toBe("Lotus Weddings");
    expect(displayName(asha)).toBe("Asha Rao");
    expect(displayName({ ...org, role: "user" })).toBe("Asha Rao");
  });
});
