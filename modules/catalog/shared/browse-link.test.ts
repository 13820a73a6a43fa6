import { describe, expect, it } from "vitest";
import { browseLink } from "./browse-link";

describe("browseLink", () => {
  it("sends user accounts to the catalogue and everyone else to the showcase", () => {
    expect(browseLink("user")).toEqual({ href: "/services", label: "Browse services" });
    for (const role of [null, undefined, "org", "admin"] as const) {
      expect(browseLink(role).href, String(role)).toBe("/#services");
    }
  });
});
