import { describe, expect, it } from "vitest";
import { bookingCancelledEmails, bookingConfirmedEmails, paymentReceiptEmail } from "./templates";

const booking = {
  reference: "CM-TEST1234",
  serviceTitle: "Annual Conference",
  coins: 1250,
  organizationName: "StartUp Circle",
  customerName: "Asha Rao",
  url: "http://localhost:3000/bookings",
};

describe("coin counts in emails", () => {
  it("are grouped in thousands, as on every screen", () => {
    const [forUser, forOrg] = bookingConfirmedEmails("u@example.test", "o@example.test", booking);
    expect(forUser!.text).toContain("for 1,250 coins.");
    expect(forOrg!.text).toContain("for 1,250 coins (reference");
    const [cancelled] = bookingCancelledEmails("u@example.test", "o@example.test", booking);
    expect(cancelled!.text).toContain("1,250 coins went back");
    const receipt = paymentReceiptEmail("u@example.test", {
      name: "Asha",
      amount: "₹2,000.00",
      coins: 2000,
      bonus: 300,
      orderId: "order_1",
      paymentId: "pay_1",
      paidAt: new Date("2026-01-01T00:00:00Z"),
      receiptUrl: "http://localhost:3000/wallet/receipts/1",
    });
    expect(receipt.text).toContain(
      "2,300 coins were added to your wallet (2,000 purchased + 300 bonus)",
    );
  });
});
