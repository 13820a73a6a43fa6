import { paramsOf } from "@/lib/url/page-query";
import { describe, expect, it } from "vitest";
import {
  adminServicesApiPath,
  adminServicesHref,
  filtersFromParams,
} from "./admin-service-filters";

describe("the admin services filters in the URL", () => {
  it("reads a queue link, and anything unknown as all", () => {
    expect(filtersFromParams(new URLSearchParams("status=pending"))).toEqual({
      search: undefined,
      category: "all",
      status: "pending",
    });
    expect(
      filtersFromParams(new URLSearchParams("status=approved&category=cooking&search=%20%20")),
    ).toEqual({ search: undefined, category: "all", status: "all" });
    expect(filtersFromParams(null)).toEqual({ search: undefined, category: "all", status: "all" });
  });

  it("trims the search and cuts it at 100 characters, as the API takes it", () => {
    const long = "a".repeat(150);
    expect(filtersFromParams(new URLSearchParams(`search=${long}`)).search).toBe("a".repeat(100));
    expect(filtersFromParams(paramsOf({ search: ["  lamp ", "other"] })).search).toBe("lamp");
  });

  it("writes only what differs from all, and asks the API for a page of 20", () => {
    const filters = {
      search: "Harbour & Co",
      category: "design",
      status: "pending_change",
    } as const;
    expect(adminServicesHref(filters)).toBe(
      "/admin/services?search=Harbour+%26+Co&category=design&status=pending_change",
    );
    expect(adminServicesHref({ search: undefined, category: "all", status: "all" })).toBe(
      "/admin/services",
    );
    expect(adminServicesApiPath({ search: undefined, category: "all", status: "all" })).toBe(
      "/api/v1/admin/services?limit=20",
    );
    expect(
      filtersFromParams(new URL(`http://x${adminServicesHref(filters)}`).searchParams),
    ).toEqual(filters);
  });
});
