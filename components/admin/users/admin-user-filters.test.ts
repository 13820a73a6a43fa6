import { paramsOf } from "@/lib/url/page-query";
import { describe, expect, it } from "vitest";
import {
  isFiltered,
  userFiltersFrom,
  userQueryString,
  usersApiPath,
  usersExportPath,
} from "./admin-user-filters";

describe("the users screen's filters in the address", () => {
  it("reads known values and falls back to all for anything else", () => {
    expect(userFiltersFrom(new URLSearchParams("q=asha&role=org&status=suspended"))).toEqual({
      q: "asha",
      role: "org",
      status: "suspended",
    });
    expect(userFiltersFrom(new URLSearchParams("role=root&status=banned"))).toEqual({
      q: "",
      role: "all",
      status: "all",
    });
    expect(userFiltersFrom(new URLSearchParams(`q=${"x".repeat(150)}`)).q).toHaveLength(100);
  });

  it("reads the same from the query Next hands a page, a repeated name by its first value", () => {
    expect(
      userFiltersFrom(paramsOf({ q: ["asha", "bela"], role: "org", status: undefined })),
    ).toEqual({ q: "asha", role: "org", status: "all" });
    expect(userFiltersFrom(paramsOf({ role: ["root"] }))).toEqual({
      q: "",
      role: "all",
      status: "all",
    });
  });

  it("writes only what differs from the defaults, and the API's names for the calls", () => {
    const filters = { q: " 50%_off ", role: "user", status: "all" } as const;
    expect(userQueryString(filters)).toBe("q=50%25_off&role=user");
    expect(usersApiPath(filters)).toBe("/api/v1/admin/users?search=50%25_off&role=user");
    expect(usersExportPath(filters)).toBe("/api/v1/admin/users/export?search=50%25_off&role=user");
    expect(isFiltered(filters)).toBe(true);
    const none = { q: "  ", role: "all", status: "all" } as const;
    expect(userQueryString(none)).toBe("");
    expect(usersApiPath(none)).toBe("/api/v1/admin/users");
    expect(isFiltered(none)).toBe(false);
  });
});
