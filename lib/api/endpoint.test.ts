import { describe, expect, it } from "vitest";
import { endpointUrl, queryString } from "./endpoint";
import { authLogout } from "@/lib/api/endpoints/auth";
import { bookingsGet, bookingsList } from "@/lib/api/endpoints/bookings";
import { catalogBook, catalogServices } from "@/lib/api/endpoints/catalog";
import { payoutsSave } from "@/lib/api/endpoints/payouts";

describe("endpointUrl", () => {
  it("puts each path parameter into its place, encoded", () => {
    expect(endpointUrl(catalogBook, { params: { id: "a/b c?&#%" } })).toBe(
      "/api/v1/services/a%2Fb%20c%3F%26%23%25/book",
    );
    expect(endpointUrl(payoutsSave, { params: { currency: "INR" } })).toBe(
      "/api/v1/org/payout-accounts/INR",
    );
  });

  it("adds the query in its own order, leaving out undefined and null values", () => {
    expect(
      endpointUrl(catalogServices, {
        query: { search: "web & design", category: undefined, sort: "relevance", limit: 50 },
      }),
    ).toBe("/api/v1/services?search=web+%26+design&sort=relevance&limit=50");
    expect(endpointUrl(bookingsList, { query: { status: undefined } })).toBe(
      "/api/v1/users/bookings",
    );
  });

  it("is the bare path of a route without parameters", () => {
    expect(endpointUrl(authLogout)).toBe("/api/v1/auth/logout");
  });

  it("refuses a path parameter without a value rather than calling a wrong URL", () => {
    // Only a caller past the type checker (a value that is undefined at run time) gets here.
    const params: { id: string } = JSON.parse("{}");
    expect(() => endpointUrl(bookingsGet, { params })).toThrow(
      "GET /api/v1/users/bookings/{id}: no value for {id}",
    );
  });
});

describe("queryString", () => {
  it("repeats the key of an array's values and writes booleans and numbers as text", () => {
    expect(queryString({ id: ["a", "b"], all: true, limit: 0, none: null })).toBe(
      "id=a&id=b&all=true&limit=0",
    );
  });
});
