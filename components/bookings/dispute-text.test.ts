import { describe, expect, it } from "vitest";
import { DISPUTE_REASONS } from "@/lib/bookings/booking-types";
import { DISPUTE_REASON_LABELS } from "@/lib/bookings/dispute-reason-labels";
import { booking, DELIVERY, dispute, INDIA } from "./booking-fixtures";
import {
  customerDisputeLine,
  DISPUTE_REASON_CHOICES,
  orgDisputeLine,
  withdrawEffect,
} from "./dispute-text";
import { withdrawLabel } from "./customer-action-button";

const deal = booking();

describe("a dispute's state", () => {
  it("names every reason, as chosen and as shown", () => {
    for (const reason of DISPUTE_REASONS) {
      expect(DISPUTE_REASON_CHOICES[reason]).toBeTruthy();
      expect(DISPUTE_REASON_LABELS[reason]).toBeTruthy();
    }
  });

  it("says whose turn it is, and until when, to each side", () => {
    const open = dispute();
    expect(customerDisputeLine(deal, open, INDIA)).toMatch(
      /^You reported a problem on 26 Nov 2026, .*\. BrightPath Digital has until 29 Nov 2026, .* to answer; after that an admin decides\./,
    );
    expect(orgDisputeLine(deal, open, INDIA)).toMatch(
      /^The customer reported a problem on 26 Nov 2026, .*\. Respond by 29 Nov 2026, /,
    );
    const offered = dispute({ status: "awaiting_customer", offerCoins: 60 });
    expect(customerDisputeLine(deal, offered, INDIA)).toMatch(
      /^BrightPath Digital offers 60 coins back\. Accept the offer or ask an admin to decide by 29 Nov 2026, /,
    );
    expect(orgDisputeLine(deal, offered, INDIA)).toMatch(/^You offered 60 coins back\./);
    const admin = dispute({ status: "awaiting_admin", respondBy: null });
    expect(customerDisputeLine(deal, admin, INDIA)).toBe(
      "An admin is deciding. Your coins stay in escrow until then.",
    );
    expect(customerDisputeLine(deal, { ...admin, offerCoins: 60 }, INDIA)).toBe(
      "An admin is deciding. BrightPath Digital's offer of 60 coins back still stands until then.",
    );
  });

  it("says how it ended, and who ended it", () => {
    const resolved = dispute({ status: "resolved", respondBy: null, resolvedBy: "admin" });
    expect(customerDisputeLine(deal, { ...resolved, outcome: "refund" }, INDIA)).toBe(
      "Resolved by an admin: every coin came back to you.",
    );
    expect(
      customerDisputeLine(deal, { ...resolved, outcome: "split", refundCoins: 40 }, INDIA),
    ).toBe("Resolved by an admin: 40 coins came back to you; the rest went to BrightPath Digital.");
    expect(customerDisputeLine(deal, { ...resolved, outcome: "release" }, INDIA)).toBe(
      "Resolved by an admin: the coins went to BrightPath Digital.",
    );
    expect(
      customerDisputeLine(
        deal,
        { ...resolved, resolvedBy: "offer", outcome: "split", refundCoins: 40 },
        INDIA,
      ),
    ).toMatch(/^Resolved \(you accepted the offer\): 40 coins came back to you/);
    expect(orgDisputeLine(deal, { ...resolved, outcome: "refund" }, INDIA)).toBe(
      "Resolved by an admin: every coin went back to the customer.",
    );
  });
});

describe("withdrawing a dispute", () => {
  it("accepts the delivery, or withdraws a dispute of an undelivered booking", () => {
    expect(withdrawLabel(booking({ status: "disputed", delivery: DELIVERY }))).toBe(
      "Withdraw and accept the delivery",
    );
    expect(withdrawLabel(booking({ status: "disputed" }))).toBe("Withdraw the dispute");
  });

  it("names the coins that go to the organization, and the offer given up", () => {
    expect(withdrawEffect(deal, dispute())).toBe("180 coins go from escrow to BrightPath Digital.");
    expect(withdrawEffect(deal, dispute({ status: "awaiting_customer", offerCoins: 60 }))).toBe(
      "180 coins go from escrow to BrightPath Digital. You give up its offer of 60 coins back.",
    );
  });
});
