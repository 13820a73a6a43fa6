import { describe, expect, it } from "vitest";
import { feedbackHref } from "./feedback-href";
import { feedbackReturn, parseFeedbackQuery } from "./feedback-query";

describe("parseFeedbackQuery", () => {
  it("defaults the service to 'Service' and leaves the ids out", () => {
    expect(parseFeedbackQuery({})).toEqual({ service: "Service" });
    expect(parseFeedbackQuery({ service: "   ", serviceId: "", bookingId: " " })).toEqual({
      service: "Service",
    });
  });

  it("keeps the service and both ids, trimmed; the first of repeated values wins", () => {
    expect(
      parseFeedbackQuery({
        service: ["Basic Website", "Other"],
        serviceId: " svc_1 ",
        bookingId: ["bk_1", "bk_2"],
      }),
    ).toEqual({ service: "Basic Website", serviceId: "svc_1", bookingId: "bk_1" });
  });

  it("drops an id longer than the API accepts instead of failing", () => {
    const query = parseFeedbackQuery({ service: "X", serviceId: "s".repeat(65), bookingId: "b" });
    expect(query).toEqual({ service: "X", bookingId: "b" });
  });

  it("drops values carrying a NUL, which must never reach the database", () => {
    expect(
      parseFeedbackQuery({ service: "Stay\u0000", serviceId: "s\u0000", bookingId: ["\u0000b"] }),
    ).toEqual({ service: "Service" });
  });

  it("falls back to 'Service' for a name too long to show", () => {
    expect(parseFeedbackQuery({ service: "x".repeat(201) }).service).toBe("Service");
  });
});

describe("feedbackHref", () => {
  it("encodes the values and skips missing ids", () => {
    expect(feedbackHref({ service: "Stay & Co", serviceId: null, bookingId: "" })).toBe(
      "/feedback?service=Stay%20%26%20Co",
    );
  });

  it("round-trips through parseFeedbackQuery", () => {
    const href = feedbackHref({ service: "Weekly Stay", serviceId: "s1", bookingId: "b1" });
    expect(href).toBe("/feedback?service=Weekly%20Stay&serviceId=s1&bookingId=b1");
    const params = Object.fromEntries(new URL(href, "http://x").searchParams);
    expect(parseFeedbackQuery(params)).toEqual({
      service: "Weekly Stay",
      serviceId: "s1",
      bookingId: "b1",
    });
  });
});

describe("from=bookings (docs/features.md)", () => {
  it("round-trips, and leads back to My Bookings instead of home", () => {
    const href = feedbackHref({
      service: "Weekly Stay",
      serviceId: "s1",
      bookingId: "b1",
      from: "bookings",
    });
    expect(href).toBe("/feedback?service=Weekly%20Stay&serviceId=s1&bookingId=b1&from=bookings");
    const query = parseFeedbackQuery(Object.fromEntries(new URL(href, "http://x").searchParams));
    expect(query.from).toBe("bookings");
    expect(feedbackReturn(query.from)).toEqual({
      href: "/bookings",
      label: "Back to My Bookings",
      going: "Taking you back to your bookings...",
    });
  });

  it("ignores any other origin: an outside link cannot send the page anywhere else", () => {
    const query = parseFeedbackQuery({ service: "X", from: "https://evil.example" });
    expect(query.from).toBeUndefined();
    expect(feedbackReturn(query.from)).toEqual({
      href: "/",
      label: "Back to home",
      going: "Taking you home...",
    });
  });
});
