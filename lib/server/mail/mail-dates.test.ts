// Dates in mails read in their reader's region's zone, named: a payout in rupees in IST, one in
// dollars in UTC, a booking's window (no region known) in the default region's IST.
import { describe, expect, it } from "vitest";
import { conversionPayoutEmail } from "./conversion-emails";
import { disputeOpenedEmail } from "./dispute-emails";
import { protectionEmail } from "./protection-emails";

const booking = {
  reference: "CM-TEST1234",
  serviceTitle: "Annual Conference",
  coins: 1250,
  organizationName: "StartUp Circle",
  customerName: "Asha Rao",
  url: "http://localhost:3000/bookings",
};

/** 20:00 UTC on 4 December is already 5 December in India (01:30 IST). */
const LATE_EVENING_UTC = new Date("2026-12-04T20:00:00Z");

const payout = {
  to: "o@example.test",
  amount: 1000,
  payoutMinor: 100_000,
  feeCoins: 0,
  payoutMasked: null,
  outcome: "paid" as const,
  paidAt: LATE_EVENING_UTC,
  reference: "HDFC1",
};

describe("dates in mails", () => {
  it("give a payout's day in the zone of the region paid in its currency", () => {
    expect(conversionPayoutEmail({ ...payout, currency: "INR" }).text).toContain(
      "Paid on 5 Dec 2026 · Ref HDFC1",
    );
    expect(conversionPayoutEmail({ ...payout, currency: "USD" }).text).toContain(
      "Paid on Dec 4, 2026 · Ref HDFC1",
    );
  });

  it("give a booking's window in the default region's zone, naming it", () => {
    const delivered = protectionEmail({
      kind: "booking_delivered",
      to: "u@example.test",
      details: booking,
      extra: {
        at: LATE_EVENING_UTC,
      },
    });
    expect(delivered.text).toContain("report a problem before 5 Dec 2026, 1:30 am IST;");
    const opened = disputeOpenedEmail({
      to: "u@example.test",
      side: "customer",
      details: booking,
      respondBy: LATE_EVENING_UTC,
    });
    expect(opened.text).toContain("has until 5 Dec 2026, 1:30 am IST to answer");
  });
});
