// The branches of the notifications' sentences that a flow reaches only at its edges: one star,
// nothing set aside or given back, a debt, and a link that carries an order id in its query.
import { describe, expect, it } from "vitest";
import {
  adminPaymentHref,
  disputeTexts,
  paymentTexts,
  reviewTexts,
  type BookingFacts,
} from "./event-texts";

const booking: BookingFacts = {
  reference: "CM-7K3F9Q2A",
  serviceTitle: "Logo design",
  customerName: "Asha Rao",
  organizationName: "Harbour & Co",
};
const payment = { amountMinor: 50_000, currency: "INR" as const };

describe("event texts", () => {
  it("say one star, and stars for more", () => {
    const review = { serviceTitle: "Logo design", customerName: "Asha Rao" };
    expect(reviewTexts.received({ ...review, rating: 1 })).toBe(
      'New review of "Logo design": 1 star from Asha Rao.',
    );
    expect(reviewTexts.received({ ...review, rating: 4 })).toContain("4 stars");
  });

  it("name no coins when a decision gives a side none", () => {
    expect(disputeTexts.decidedCustomer(booking, 0)).toBe(
      'An admin decided your dispute of booking CM-7K3F9Q2A ("Logo design"): the organization is paid.',
    );
    expect(disputeTexts.decidedOrganization(booking, 0)).toBe(
      'An admin decided the dispute of booking CM-7K3F9Q2A ("Logo design"): every coin back to the customer.',
    );
    expect(disputeTexts.decidedCustomer(booking, 1)).toContain(": 1 coin back to your wallet.");
    expect(paymentTexts.chargebackOpened(payment, 0)).not.toContain("set aside");
    expect(paymentTexts.chargebackWon(payment, 0)).not.toContain("back in your wallet");
  });

  it("tell a lost chargeback's debt when there is one", () => {
    expect(paymentTexts.chargebackLost(payment, { recovered: 300, debt: 0 })).not.toContain("owed");
    expect(paymentTexts.chargebackLost(payment, { recovered: 300, debt: 200 })).toContain(
      "300 coins taken back, 200 coins owed.",
    );
  });

  it("link the admin's payments searched for the order, encoded", () => {
    expect(adminPaymentHref("order_A1b2&x")).toBe("/admin/payments?q=order_A1b2%26x");
  });
});
