import { describe, expect, it } from "vitest";
import { booking, DELIVERY, dispute, INDIA, orgBooking } from "./booking-fixtures";
import { ORG_EMPTY_LIST, activeSummary } from "@/components/org-bookings/org-list-text";
import { refundDone } from "./booking-list-text";
import { USER_EMPTY_LIST } from "./user-list-text";

const EMPTY_TEXTS = { user: USER_EMPTY_LIST.texts, org: ORG_EMPTY_LIST.texts };
import {
  bookedLine,
  cancelEffect,
  cancelledByText,
  orgCancelRequestLine,
  refundPromise,
  settlementLine,
} from "./booking-text";

describe("cancelledByText", () => {
  it("says who cancelled as the user reads it", () => {
    expect(cancelledByText("user", "user")).toBe("by you");
    expect(cancelledByText("org", "user")).toBe("by the organization");
    expect(cancelledByText("admin", "user")).toBe("by an admin");
    expect(cancelledByText(null, "user")).toBe("");
    expect(cancelledByText("someone", "user")).toBe("");
    expect(cancelledByText("toString", "user")).toBe("");
  });

  it("says who cancelled as the organization reads it", () => {
    expect(cancelledByText("org", "org")).toBe("by you");
    expect(cancelledByText("user", "org")).toBe("by the customer");
    expect(cancelledByText("admin", "org")).toBe("");
  });
});

describe("the user's refund texts", () => {
  it("state the refund in coins, singular for one", () => {
    expect(refundPromise(1200)).toBe("You'll get 1,200 coins back in your wallet.");
    expect(refundPromise(1)).toBe("You'll get 1 coin back in your wallet.");
    expect(refundDone(75)).toBe("75 coins returned to your wallet");
  });
});

describe("settlementLine", () => {
  it("gives an active booking's due date and what happens if it passes undelivered", () => {
    expect(settlementLine(booking(), INDIA)).toMatch(
      /^Deliver by 28 Nov 2026, 11:52\s?am IST: undelivered, the coins go back to the customer$/i,
    );
  });

  it("gives a delivery's date and the customer's time to accept", () => {
    expect(settlementLine(booking({ status: "delivered", delivery: DELIVERY }), INDIA)).toMatch(
      /^Delivered 25 Nov 2026, 11:52\s?am IST · the customer has until 28 Nov 2026, 11:52\s?am IST to accept$/i,
    );
  });

  it("says whose turn a dispute is", () => {
    const disputed = booking({ status: "disputed", delivery: DELIVERY, dispute: dispute() });
    expect(settlementLine(disputed, INDIA)).toMatch(
      /^The customer reported a problem on 26 Nov 2026, .*\. Respond by 29 Nov 2026, .*; after that an admin decides\.$/,
    );
  });

  it("dates completions, says how they came, and who cancelled or why", () => {
    const completed = booking({ status: "completed", completedAt: "2026-11-22T06:22:00.000Z" });
    expect(settlementLine(completed, INDIA)).toMatch(
      /^Completed on 22 Nov 2026, [^:]+:\d\d\s?am IST$/,
    );
    expect(settlementLine({ ...completed, completion: "accepted" }, INDIA)).toMatch(
      /: the customer accepted$/,
    );
    expect(settlementLine({ ...completed, completion: "acceptance_window" }, INDIA)).toMatch(
      /: the customer's time to accept ended$/,
    );
    expect(settlementLine({ ...completed, completion: "dispute" }, INDIA)).toMatch(
      /after a dispute$/,
    );
    const byOrg = booking({
      status: "cancelled",
      cancelledAt: "2026-11-22T06:22:00.000Z",
      cancelledBy: "org",
    });
    expect(settlementLine(byOrg, INDIA)).toMatch(/^Cancelled by you on 22 Nov 2026/);
    const byUser = booking({ ...byOrg, cancelledBy: "user" });
    expect(settlementLine(byUser, INDIA)).toMatch(/^Cancelled by the customer on 22 Nov 2026/);
    const byAdmin = booking({ ...byOrg, cancelledBy: "admin" });
    expect(settlementLine(byAdmin, INDIA)).toMatch(/^Cancelled on 22 Nov 2026/);
    expect(settlementLine({ ...byOrg, refundReason: "not_delivered" }, INDIA)).toMatch(
      /^Not delivered by 28 Nov 2026, .*: the coins went back to the customer$/,
    );
    expect(settlementLine({ ...byOrg, refundReason: "cancel_request" }, INDIA)).toMatch(
      /^Cancelled on 22 Nov 2026, .* at the customer's request$/,
    );
  });

  it("prints the booking day in the organization's time zone", () => {
    // 20:00 UTC is already the next day in India.
    expect(bookedLine(booking({ createdAt: "2026-11-21T20:00:00.000Z" }), INDIA)).toBe(
      "Booked 22 Nov 2026",
    );
  });
});

describe("orgCancelRequestLine", () => {
  it("names who asked and when, or that it was declined", () => {
    expect(orgCancelRequestLine(booking(), INDIA)).toBeNull();
    const request = {
      requestedAt: "2026-11-23T06:22:00.000Z",
      reason: "Plans changed.",
      declinedAt: null,
      declineReason: null,
    };
    expect(orgCancelRequestLine(booking({ cancelRequest: request }), INDIA)).toMatch(
      /^Mira Testwell asked to cancel on 23 Nov 2026, /,
    );
    const declined = { ...request, declinedAt: "2026-11-24T06:22:00.000Z", declineReason: "No." };
    expect(orgCancelRequestLine(booking({ cancelRequest: declined }), INDIA)).toMatch(
      /^You declined the customer's request to cancel on 24 Nov 2026, /,
    );
  });
});

describe("money effects", () => {
  it("names the coins and where they go", () => {
    expect(cancelEffect(booking())).toBe("180 coins go back to Mira Testwell's wallet.");
  });
});

describe("activeSummary", () => {
  it("totals the escrow only when every active booking is loaded", () => {
    const items = [
      orgBooking(),
      orgBooking({ id: "b2", totalAmount: 90, commissionCoins: 14, netCoins: 76 }),
    ];
    expect(activeSummary(items, true)).toBe(
      "2 active bookings · 270 coins held in escrow until they complete (you receive 229 coins)",
    );
    expect(activeSummary(items, false)).toBe(
      "Showing the newest 2 active bookings. Load more to see the rest.",
    );
  });

  it("leaves out bookings settled since they were loaded, and says nothing about none", () => {
    const items = [orgBooking(), orgBooking({ id: "b2", status: "completed" })];
    expect(activeSummary(items, true)).toBe(
      "1 active booking · 180 coins held in escrow until they complete (you receive 153 coins)",
    );
    expect(activeSummary([orgBooking({ status: "cancelled" })], true)).toBeNull();
  });
});

describe("empty lists", () => {
  it("have a title for every filter of both readers", () => {
    for (const texts of Object.values(EMPTY_TEXTS)) {
      expect(Object.keys(texts).sort()).toEqual([
        "active",
        "all",
        "cancelled",
        "completed",
        "delivered",
        "disputed",
      ]);
    }
    expect(EMPTY_TEXTS.user.all.title).toBe("No bookings yet");
    expect(EMPTY_TEXTS.org.all.description).toBe(
      "When customers book your services, their bookings appear here.",
    );
  });
});
