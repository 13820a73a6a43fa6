import { describe, expect, it } from "vitest";
import { afterTopUp, TO_DASHBOARD } from "./after-top-up";

describe("afterTopUp", () => {
  it("goes back to the payment page the top-up was started from", () => {
    const payment = "/payment?service=Monthly%20Stay&price=100&serviceId=s1";
    expect(afterTopUp(payment)).toEqual({
      href: payment,
      backLabel: "Back to payment",
      going: "Redirecting to your payment...",
      goLabel: "Back to payment now",
    });
    expect(afterTopUp([payment, "/settings"]).href).toBe(payment);
  });

  it("goes to the dashboard without one, or for another page or site", () => {
    for (const returnTo of [
      undefined,
      "",
      "/settings",
      "//evil.example/payment",
      "https://evil.example/payment",
    ]) {
      expect(afterTopUp(returnTo)).toEqual(TO_DASHBOARD);
    }
  });
});
