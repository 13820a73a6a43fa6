// Bookings for the unit tests of the bookings' words: one of each shape, dated in late November
// 2026 (India Standard Time is 5:30 ahead of UTC).
import type { BookingView, DisputeView, OrgBookingView } from "@/lib/bookings/booking-types";
import type { DateStyle } from "@/lib/format/date-time";

export const INDIA: DateStyle = { locale: "en-IN", timeZone: "Asia/Kolkata" };

export function booking(overrides: Partial<BookingView> = {}): BookingView {
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
    dueAt: "2026-11-28T06:22:00.000Z",
    delivery: null,
    completedAt: null,
    completion: null,
    cancelledAt: null,
    cancelledBy: null,
    refundReason: null,
    refundedCoins: 0,
    cancelRequest: null,
    dispute: null,
    cancellableUntil: null,
    rating: null,
    unreadMessages: 0,
    answers: [],
    ...overrides,
  };
}

/** The organization's view: 15% of 180 is 27, so it receives 153. */
export function orgBooking(overrides: Partial<OrgBookingView> = {}): OrgBookingView {
  return { ...booking(), commissionBps: 1500, commissionCoins: 27, netCoins: 153, ...overrides };
}

/** Delivered on 25 Nov 2026 at 11:52 am IST, to accept within 3 days. */
export const DELIVERY = {
  deliveredAt: "2026-11-25T06:22:00.000Z",
  message: "The audit is attached.",
  files: ["/uploads/0123456789abcdef0123456789abcdef.pdf"],
  acceptBy: "2026-11-28T06:22:00.000Z",
};

export function dispute(overrides: Partial<DisputeView> = {}): DisputeView {
  return {
    id: "d1",
    status: "awaiting_organization",
    reason: "not_as_described",
    statement: "Only half of the pages were audited.",
    files: [],
    createdAt: "2026-11-26T06:22:00.000Z",
    respondBy: "2026-11-29T06:22:00.000Z",
    orgStatement: null,
    orgFiles: [],
    orgRespondedAt: null,
    offerCoins: null,
    offeredAt: null,
    escalatedAt: null,
    outcome: null,
    refundCoins: null,
    resolvedBy: null,
    decisionNote: null,
    resolvedAt: null,
    ...overrides,
  };
}
