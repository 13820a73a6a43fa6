// When a booking may be disputed: a delivery within its window, or a declined request to cancel
// before the due date; never one settled or already disputed.
import { describe, expect, it } from "vitest";
import {
  ALREADY_DISPUTED,
  ASK_TO_CANCEL_FIRST,
  openRefusal,
  PAST_DUE,
  SETTLED,
  WINDOW_ENDED,
  type DisputableBooking,
} from "./dispute-rules";

const now = new Date("2026-12-01T12:00:00.000Z");
const later = new Date(now.getTime() + 60_000);
const earlier = new Date(now.getTime() - 60_000);
const booking = (fields: Partial<DisputableBooking>): DisputableBooking => ({
  status: "active",
  dueAt: later,
  acceptBy: null,
  cancelDeclinedAt: null,
  ...fields,
});

describe("openRefusal", () => {
  it("opens a delivery within its acceptance window, not after it", () => {
    expect(openRefusal(booking({ status: "delivered", acceptBy: later }), now)).toBeNull();
    expect(openRefusal(booking({ status: "delivered", acceptBy: now }), now)).toBe(WINDOW_ENDED);
    expect(openRefusal(booking({ status: "delivered", acceptBy: earlier }), now)).toBe(
      WINDOW_ENDED,
    );
  });

  it("opens an undelivered booking only after a declined request to cancel, before its due date", () => {
    expect(openRefusal(booking({ cancelDeclinedAt: earlier }), now)).toBeNull();
    expect(openRefusal(booking({}), now)).toBe(ASK_TO_CANCEL_FIRST);
    expect(openRefusal(booking({ cancelDeclinedAt: earlier, dueAt: now }), now)).toBe(PAST_DUE);
  });

  it("refuses a booking settled (accepted, refunded) or already disputed", () => {
    expect(openRefusal(booking({ status: "completed" }), now)).toBe(SETTLED);
    expect(openRefusal(booking({ status: "cancelled" }), now)).toBe(SETTLED);
    expect(openRefusal(booking({ status: "disputed", acceptBy: later }), now)).toBe(
      ALREADY_DISPUTED,
    );
  });
});
