import { describe, expect, it } from "vitest";
import { PERMISSIONS, isAllowed, type Permission } from "./permissions";

describe("isAllowed", () => {
  it("lets anyone do public actions", () => {
    expect(isAllowed(null, "services.browse")).toBe(true);
    expect(isAllowed("org", "services.browse")).toBe(true);
  });

  it("needs an account for signed-in actions, whatever its role", () => {
    expect(isAllowed(null, "account.read")).toBe(false);
    for (const role of ["user", "org", "admin"] as const) {
      expect(isAllowed(role, "account.read")).toBe(true);
    }
  });

  it("lets only the listed roles do role actions", () => {
    expect(isAllowed("user", "bookings.create")).toBe(true);
    expect(isAllowed("org", "bookings.create")).toBe(false);
    expect(isAllowed("admin", "bookings.create")).toBe(false);
    expect(isAllowed(null, "bookings.create")).toBe(false);
    expect(isAllowed("admin", "users.suspend")).toBe(true);
    expect(isAllowed("user", "users.suspend")).toBe(false);
    expect(isAllowed("org", "orgBookings.manage")).toBe(true);
  });

  it("gives each role exactly its own area", () => {
    const areas: Permission[] = ["area.user", "area.org", "area.admin"];
    for (const role of ["user", "org", "admin"] as const) {
      expect(areas.filter((area) => isAllowed(role, area))).toEqual([`area.${role}`]);
    }
  });

  it("never lets a visitor who is not signed in move coins or manage accounts", () => {
    const open = Object.entries(PERMISSIONS)
      .filter(([, audience]) => audience === "public")
      .map(([permission]) => permission);
    expect(open.sort()).toEqual(
      [
        "auth.google",
        "auth.login",
        "auth.recover",
        "auth.register",
        "auth.verifyEmail",
        // The payout-details mail's link: it only stops money moving, and its code is the proof.
        "conversions.freeze",
        "docs.read",
        "health.read",
        // Its route lets in only METRICS_TOKEN's holder or loopback (scrape-metrics.ts).
        "metrics.read",
        // A mail's one-click unsubscribe: it only turns one topic's mails off, and its signed
        // token is the proof (lib/server/notifications/unsubscribe-token.ts).
        "notifications.unsubscribe",
        // An organization's public page: what it offers, never its money.
        "organizations.view",
        "payments.webhook",
        // RazorpayX's payout events: the route checks their signature (lib/server/payouts/webhook.ts).
        "payouts.webhook",
        "services.browse",
      ].sort(),
    );
  });
});
