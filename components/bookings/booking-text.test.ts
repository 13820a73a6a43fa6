import { describe, expect, it } from "vitest";
import type { BookingView, OrgBookingView } from "@/lib/bookings/booking-types";
import type { DateStyle } from "@/lib/format/date-time";
import {
  activeSummary,
  bookedLine,
  cancelEffect,
  cancelledByText,
  completeEffect,
  EMPTY_TEXTS,
  refundDone,
  refundPromise,
  settlementLine,
} from "./booking-text";

const INDIA: DateStyle = { locale: "en-IN", timeZone: "Asia/Kolkata" };

function booking(overrides: Partial<BookingView> = {}): BookingView {
  return {
    id: "b1",
    bookingReference: "CM-7K3M9QXZ",
    serviceId: "s1",
    serviceTitle: "Website Performance Audit",
    organization: "BrightPath Digital",
    organizationId: "o1",
    customerName: "Mira Testwell",
    totalAmount: 180,
    quantity: 1,
    status: "active",
    createdAt: "2026-11-21T06:22:00.000Z",
    expiresAt: "2026-11-28T06:22:00.000Z",
    completedAt: null,
    cancelledAt: null,
    cancelledBy: null,
    cancellableUntil: null,
    rating: null,
    ...overrides,
  };
}

/** The organization's view: 15% of 180 is 27, so it receives 153. */
function orgBooking(overrides: Partial<OrgBookingView> = {}): OrgBookingView {
  return {
    ...booking(),
    commissionBps: 1500,
    commissionCoins: 27,
    netCoins: 153,
    ...overrides,
  };
}

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
  it("tells when an active booking completes by itself", () => {
    expect(settlementLine(booking(), INDIA)).toMatch(
      /^Completes automatically on 28 Nov 2026, 11:52\s?am IST$/i,
    );
  });

  it("asks the organization to deliver an active booking without an expiry", () => {
    expect(settlementLine(booking({ expiresAt: null }), INDIA)).toBe(
      "Waiting for you to mark it delivered",
    );
  });

  it("dates completions and says who cancelled", () => {
    const completed = booking({ status: "completed", completedAt: "2026-11-22T06:22:00.000Z" });
    expect(settlementLine(completed, INDIA)).toMatch(/^Completed on 22 Nov 2026/);
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
  });

  it("prints the booking day in the organization's time zone", () => {
    // 20:00 UTC is already the next day in India.
    expect(bookedLine(booking({ createdAt: "2026-11-21T20:00:00.000Z" }), INDIA)).toBe(
      "Booked 22 Nov 2026",
    );
  });
});

describe("money effects", () => {
  it("names the coins and where they go", () => {
    expect(completeEffect(orgBooking())).toBe(
      "153 coins move from escrow to your earnings; the platform keeps 27 coins (15% commission).",
    );
    expect(cancelEffect(booking())).toBe("180 coins go back to Mira Testwell's wallet.");
  });

  it("says nothing of a commission on a booking made before commissions", () => {
    expect(
      completeEffect(orgBooking({ commissionBps: 0, commissionCoins: 0, netCoins: 180 })),
    ).toBe("180 coins move from escrow to your earnings.");
  });
});

describe("activeSummary", () => {
  it("totals the escrow only when every active booking is loaded", () => {
    const items = [
      orgBooking(),
      orgBooking({ id: "b2", totalAmount: 90, commissionCoins: 14, netCoins: 76 }),
    ];
    expect(activeSummary(items, true)).toBe(
      "2 active bookings · 270 coins held in escrow until delivered (you receive 229 coins)",
    );
    expect(activeSummary(items, false)).toBe(
      "Showing the newest 2 active bookings. Load more to see the rest.",
    );
  });

  it("leaves out bookings settled since they were loaded, and says nothing about none", () => {
    const items = [orgBooking(), orgBooking({ id: "b2", status: "completed" })];
    expect(activeSummary(items, true)).toBe(
      "1 active booking · 180 coins held in escrow until delivered (you receive 153 coins)",
    );
    expect(activeSummary([orgBooking({ status: "cancelled" })], true)).toBeNull();
  });
});

describe("empty lists", () => {
  it("have a title for every filter of both readers", () => {
    for (const texts of Object.values(EMPTY_TEXTS)) {
      expect(Object.keys(texts).sort()).toEqual(["active", "all", "cancelled", "completed"]);
    }
    expect(EMPTY_TEXTS.user.all.title).toBe("No bookings yet");
    expect(EMPTY_TEXTS.org.all.description).toBe(
      "When customers book your services, their bookings appear here.",
    );
  });
});
