import { describe, expect, it } from "vitest";
import { bookingsApiPath, bookingsHref, filterFromParam } from "./booking-filters";

describe("filterFromParam", () => {
  it("takes the three statuses and shows all bookings for anything else", () => {
    expect(filterFromParam("active")).toBe("active");
    expect(filterFromParam("completed")).toBe("completed");
    expect(filterFromParam("cancelled")).toBe("cancelled");
    expect(filterFromParam(["cancelled", "active"])).toBe("cancelled");
    expect(filterFromParam("ACTIVE")).toBe("all");
    expect(filterFromParam("confirmed")).toBe("all");
    expect(filterFromParam("")).toBe("all");
    expect(filterFromParam(null)).toBe("all");
    expect(filterFromParam(undefined)).toBe("all");
    expect(filterFromParam([])).toBe("all");
  });
});

describe("bookingsHref and bookingsApiPath", () => {
  it("leave the status out for all bookings", () => {
    expect(bookingsHref("all")).toBe("/bookings");
    expect(bookingsHref("active")).toBe("/bookings?status=active");
    expect(bookingsApiPath("all")).toBe("/api/v1/users/bookings?limit=20");
  });

  it("ask the API for one status and the page after a cursor", () => {
    expect(bookingsApiPath("cancelled")).toBe("/api/v1/users/bookings?limit=20&status=cancelled");
    expect(bookingsApiPath("active", "ck123")).toBe(
      "/api/v1/users/bookings?limit=20&status=active&cursor=ck123",
    );
    expect(bookingsApiPath("all", null)).toBe("/api/v1/users/bookings?limit=20");
  });
});
