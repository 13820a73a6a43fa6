import { describe, expect, it, vi } from "vitest";
import {
  bookingCancelledEmail,
  bookingCancelledOrgEmail,
  bookingConfirmedEmail,
  bookingPaidOrgEmail,
  bookingReceivedOrgEmail,
  mailSafeName,
  passwordResetEmail,
  paymentReceiptEmail,
  verificationEmail,
} from "./templates";

// Configuration is read at import: links are built on this public origin (APP_URL).
vi.hoisted(() => {
  process.env.APP_URL = "https://coins.example";
});

const booking = {
  reference: "CM-TEST1234",
  serviceTitle: "Annual Conference",
  coins: 1250,
  organizationName: "StartUp Circle",
  customerName: "Asha Rao",
  url: "http://localhost:3000/dashboard/user",
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
    const receipt = paymentReceiptEmail("u@example.test", RECEIPT);
    expect(receipt.text).toContain(
      "2,300 coins were added to your wallet (2,000 purchased + 300 bonus)",
    );
  });
});

const RECEIPT = {
  name: "Asha",
  amount: "₹2,000.00",
  currency: "INR" as const,
  coins: 2000,
  bonus: 300,
  orderId: "order_1",
  paymentId: "pay_1",
  paidAt: new Date("2026-01-01T00:00:00Z"),
  receiptUrl: "http://localhost:3000/wallet/receipts/1",
};

describe("dates in emails", () => {
  it("are in the payer's region's zone, named: a rupee receipt in IST, a dollar one in UTC", () => {
    expect(paymentReceiptEmail("u@example.test", RECEIPT).text).toContain(
      "Date: 1 Jan 2026, 5:30 am IST",
    );
    const dollars = paymentReceiptEmail("u@example.test", {
      ...RECEIPT,
      amount: "$25.00",
      currency: "USD",
    });
    expect(dollars.text).toContain("Date: Jan 1, 2026, 12:00 AM UTC");
    expect(dollars.text).not.toContain("GMT");
  });

  it("are in the default region's zone where the mail knows no region (an organization's clearing)", () => {
    const paid = bookingPaidOrgEmail("o@example.test", {
      ...booking,
      commissionBps: 1500,
      commissionCoins: 188,
      refundedCoins: 0,
      clearsAt: new Date("2026-01-08T00:00:00Z"),
    });
    expect(paid.text).toContain("clear on 8 Jan 2026, 5:30 am IST;");
  });
});

describe("the customer's cancellation mail", () => {
  it("greets them and speaks to them", () => {
    const lines = bookingCancelledEmail("u@example.test", booking).text.split("\n\n");
    expect(lines[0]).toBe("Hi Asha Rao,");
    expect(lines.join(" ")).toContain(
      "Your booking CM-TEST1234 of Annual Conference was cancelled.",
    );
    expect(lines.join(" ")).toContain("1,250 coins went back to your wallet.");
    expect(lines.join(" ")).not.toContain("Asha Rao's wallet");
  });

  it("is the organization's news about its customer's wallet", () => {
    const text = bookingCancelledOrgEmail("o@example.test", booking).text;
    expect(text).toContain("1,250 coins went back to Asha Rao's wallet.");
    expect(text).not.toContain("Hi ");
  });
});

describe("links in booking emails", () => {
  it("lead the customer's Your bookings to /bookings on the configured address", () => {
    const { text, html } = bookingConfirmedEmail("u@example.test", booking);
    expect(text).toContain("Your bookings: https://coins.example/bookings\n");
    expect(html).toContain('href="https://coins.example/bookings"');
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
      paymentReceiptEmail("u@example.test", { ...RECEIPT, name: evil }),
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
