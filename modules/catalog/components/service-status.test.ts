import { describe, expect, it } from "vitest";
import { availabilityWhileBooking } from "./service-status";

const service = { id: "svc_1", price: 100 };

describe("availabilityWhileBooking", () => {
  it("is short when the balance is below the price and nothing is being booked", () => {
    expect(
      availabilityWhileBooking(service, { balance: 40, activeServiceIds: [], booking: false }),
    ).toBe("short");
  });

  it("stays available while the booking is in flight and its own debit arrived first", () => {
    expect(
      availabilityWhileBooking(service, { balance: 40, activeServiceIds: [], booking: true }),
    ).toBe("available");
  });

  it("is purchased once the booking is the viewer's, booking or not", () => {
    for (const booking of [false, true]) {
      expect(
        availabilityWhileBooking(service, { balance: 40, activeServiceIds: ["svc_1"], booking }),
      ).toBe("purchased");
    }
  });
});
