import { describe, expect, it } from "vitest";
import {
  BOOKING_FILTERS,
  BOOKING_FILTER_LABELS,
  bookingsApiPath,
  bookingsHref,
  filterFromParam,
  isBookingFilter,
} from "./booking-filters";

describe("filterFromParam", () => {
  it("takes the three statuses and shows all bookings for anything else", () => {
    expect(filterFromParam("active")).toBe("active");
    expect(filterFromParam("completed")).toBe("completed");
    expect(filterFromParam("cancelled")).toBe("cancelled");
    expect(filterFromParam("delivered")).toBe("delivered");
    expect(filterFromParam("disputed")).toBe("disputed");
    expect(filterFromParam(["cancelled", "active"])).toBe("cancelled");
    expect(filterFromParam("ACTIVE")).toBe("all");
    expect(filterFromParam("confirmed")).toBe("all");
    expect(filterFromParam("")).toBe("all");
    expect(filterFromParam(null)).toBe("all");
    expect(filterFromParam(undefined)).toBe("all");
    expect(filterFromParam([])).toBe("all");
  });
});

describe("isBookingFilter", () => {
  it("accepts the six filters only", () => {
    expect(
      ["active", "delivered", "disputed", "completed", "cancelled", "all"].every(isBookingFilter),
    ).toBe(true);
    expect(isBookingFilter("expired")).toBe(false);
    expect(isBookingFilter("toString")).toBe(false);
  });
});

describe("the filters of each list", () => {
  it("start from all bookings for a user and from the active ones for an organization", () => {
    expect(BOOKING_FILTERS.user).toEqual([
      "all",
      "active",
      "delivered",
      "disputed",
      "completed",
      "cancelled",
    ]);
    expect(BOOKING_FILTERS.org).toEqual([
      "active",
      "delivered",
      "disputed",
      "completed",
      "cancelled",
      "all",
    ]);
    expect(BOOKING_FILTER_LABELS.cancelled).toBe("Cancelled");
    expect(BOOKING_FILTER_LABELS.delivered).toBe("Delivered");
    expect(BOOKING_FILTER_LABELS.disputed).toBe("In dispute");
  });
});

describe("bookingsHref and bookingsApiPath", () => {
  it("leave the status out for all bookings", () => {
    expect(bookingsHref("all")).toBe("/bookings");
    expect(bookingsHref("active")).toBe("/bookings?status=active");
    expect(bookingsApiPath("user", "all")).toBe("/api/v1/users/bookings?limit=20");
    expect(bookingsApiPath("org", "all")).toBe("/api/v1/org/bookings?limit=20");
  });

  it("ask each audience's API for one status", () => {
    expect(bookingsApiPath("user", "cancelled")).toBe(
      "/api/v1/users/bookings?limit=20&status=cancelled",
    );
    expect(bookingsApiPath("org", "active")).toBe("/api/v1/org/bookings?limit=20&status=active");
  });
});
