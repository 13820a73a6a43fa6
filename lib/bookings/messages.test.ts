import { describe, expect, it } from "vitest";
import {
  BOOKING_FAILED_DESCRIPTION,
  bookingFailedDescription,
  priceChangedMessage,
  shortByMessage,
  tooManyCancellationsMessage,
} from "./messages";

describe("booking messages", () => {
  it("group the coins they count in thousands", () => {
    expect(shortByMessage(1250)).toBe("You need 1,250 more coins to book this service.");
    expect(shortByMessage(50)).toBe("You need 50 more coins to book this service.");
    expect(priceChangedMessage(1500)).toBe(
      "The price of this service has changed to 1,500 coins. Please check it and book again.",
    );
  });

  it("tell a user who booked and cancelled too often how long to wait, rounded up", () => {
    const prefix = "You have booked and cancelled this service 3 times in the last 24 hours.";
    expect(tooManyCancellationsMessage(23 * 3600 + 1)).toBe(
      `${prefix} Please try again in 24 hours.`,
    );
    expect(tooManyCancellationsMessage(3600)).toBe(`${prefix} Please try again in 1 hour.`);
    expect(tooManyCancellationsMessage(3601)).toBe(`${prefix} Please try again in 2 hours.`);
    expect(tooManyCancellationsMessage(61)).toBe(`${prefix} Please try again in 2 minutes.`);
    expect(tooManyCancellationsMessage(1)).toBe(`${prefix} Please try again in 1 minute.`);
  });

  it("pass on what to do under 'Booking Failed' only when the answer says it (429)", () => {
    const limited = tooManyCancellationsMessage(3600);
    expect(bookingFailedDescription({ code: "rate_limited", message: limited })).toBe(limited);
    expect(bookingFailedDescription({ code: "internal_error", message: "Server error." })).toBe(
      BOOKING_FAILED_DESCRIPTION,
    );
    expect(bookingFailedDescription({ message: "anything" })).toBe(BOOKING_FAILED_DESCRIPTION);
  });
});
