import { describe, expect, it } from "vitest";
import {
  bookingCancelledEmail,
  bookingCancelledOrgEmail,
  bookingConfirmedEmail,
  bookingReceivedOrgEmail,
  mailSafeName,
  passwordResetEmail,
  paymentReceiptEmail,
  verificationEmail,
} from "./templates";

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
    expect(bookingConfirmedEmail("u@example.test", booking).text).toContain("for 1,250 coins.");
    expect(bookingReceivedOrgEmail("o@example.test", booking).text).toContain(
      "for 1,250 coins (reference",
    );
    expect(bookingCancelledEmail("u@example.test", booking).text).toContain(
      "1,250 coins went back",
    );
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

describe("names in emails", () => {
  it.each([
    ["a line break", "Asha\r\nBcc: victim@example.test", "Asha Bcc:"],
    ["a URL", "Asha https://evil.example/login", "Asha"],
    ["a scheme-less link", "Claim at evil.com/x now", "Claim at now"],
    ["a www. address", "Visit www.evil.example", "Visit"],
    ["an email address", "write to help@evil.example", "write to"],
    ["a fullwidth dot", "evil\uff0ecom", ""],
    ["a Unicode line separator", "Asha\u2028Rao", "Asha Rao"],
  ])("lose %s", (_, name, expected) => {
    expect(mailSafeName(name, "there")).toBe(expected || "there");
  });

  it("keep ordinary names, initials and punctuation", () => {
    for (const name of [
      "Asha Rao",
      "J.R.R. Tolkien",
      "Dr. O'Brien-Smith",
      "StartUp Circle & Co.",
    ]) {
      expect(mailSafeName(name, "there")).toBe(name);
    }
  });

  it("are bounded in length", () => {
    const safe = mailSafeName("A".repeat(500), "there");
    expect(safe.length).toBeLessThanOrEqual(60);
    expect(safe.endsWith("…")).toBe(true);
  });

  it("are made safe in every template, text, HTML and subject alike", () => {
    const evil = "Mallory\nClick http://evil.example/reset or evil.com/x";
    const messages = [
      verificationEmail("u@example.test", evil, "http://localhost:3000/verify?code=1"),
      passwordResetEmail("u@example.test", evil, "http://localhost:3000/reset?code=1"),
      paymentReceiptEmail("u@example.test", {
        name: evil,
        amount: "₹500.00",
        coins: 500,
        bonus: 25,
        orderId: "order_1",
        paymentId: "pay_1",
        paidAt: new Date("2026-01-01T00:00:00Z"),
        receiptUrl: "http://localhost:3000/wallet/receipts/1",
      }),
      bookingConfirmedEmail("u@example.test", {
        ...booking,
        serviceTitle: evil,
        organizationName: evil,
        customerName: evil,
      }),
      bookingReceivedOrgEmail("o@example.test", {
        ...booking,
        serviceTitle: evil,
        customerName: evil,
      }),
      bookingCancelledEmail("u@example.test", {
        ...booking,
        serviceTitle: evil,
        customerName: evil,
      }),
      bookingCancelledOrgEmail("o@example.test", {
        ...booking,
        serviceTitle: evil,
        customerName: evil,
      }),
    ];
    for (const message of messages) {
      for (const part of [message.subject, message.text, message.html ?? ""]) {
        expect(part).not.toContain("evil");
        expect(part).not.toContain("Mallory\n");
      }
      expect(message.subject).not.toMatch(/[\r\n]/);
    }
  });
});
