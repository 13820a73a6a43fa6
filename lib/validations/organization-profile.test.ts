import { describe, expect, it } from "vitest";
import {
  LOGO_SITE_IMAGE,
  normalizeWebsite,
  organizationProfileInputSchema,
  VALID_CONTACT_EMAIL,
  WEBSITE_ADDRESS,
} from "./organization-profile";
import { ENTER_ORGANIZATION_NAME } from "./organization-name";

function issues(input: unknown) {
  const parsed = organizationProfileInputSchema.safeParse(input);
  return parsed.success
    ? []
    : parsed.error.issues.map((issue) => ({ path: issue.path.join("."), message: issue.message }));
}

describe("normalizeWebsite", () => {
  it.each([
    ["example.com", "https://example.com"],
    ["  HTTP://Example.COM/About ", "http://example.com/About"],
    ["example.com:8080/path", "https://example.com:8080/path"],
    ["https://shop.example.in/?ref=1", "https://shop.example.in/?ref=1"],
  ])("%s becomes %s", (raw, expected) => {
    expect(normalizeWebsite(raw)).toBe(expected);
  });

  it.each([
    "javascript:alert(1)",
    "mailto:team@example.com",
    "ftp://example.com",
    "data:text/html,hi",
    "https://user:secret@example.com",
    "https://localhost",
    "not a website",
    `https://example.com/${"a".repeat(300)}`,
  ])("refuses %s", (raw) => {
    expect(normalizeWebsite(raw)).toBeNull();
  });
});

describe("organizationProfileInputSchema", () => {
  it("tidies every field and stores empty optional ones as null", () => {
    expect(
      organizationProfileInputSchema.parse({
        name: "  Acme   Labs ",
        description: "  ",
        website: "acme.example.com",
        contactEmail: " Hello@Acme.Example.com ",
        logoUrl: "",
      }),
    ).toEqual({
      name: "Acme Labs",
      description: null,
      website: "https://acme.example.com",
      contactEmail: "hello@acme.example.com",
      logoUrl: null,
    });
    expect(organizationProfileInputSchema.parse({ name: "Acme" })).toMatchObject({
      website: null,
      logoUrl: null,
    });
  });

  it("puts each refusal at its own field", () => {
    expect(issues({ name: " " })).toEqual([{ path: "name", message: ENTER_ORGANIZATION_NAME }]);
    expect(issues({ name: "Acme", website: "javascript:alert(1)" })).toEqual([
      { path: "website", message: WEBSITE_ADDRESS },
    ]);
    expect(issues({ name: "Acme", contactEmail: "not-an-address" })).toEqual([
      { path: "contactEmail", message: VALID_CONTACT_EMAIL },
    ]);
    expect(issues({ name: "Acme", logoUrl: "https://tracker.example/pixel.png" })).toEqual([
      { path: "logoUrl", message: LOGO_SITE_IMAGE },
    ]);
    expect(issues({ name: "Acme", description: "x".repeat(2001) })).toEqual([
      { path: "description", message: "The description is limited to 2000 characters" },
    ]);
  });

  it("accepts a logo uploaded to this site", () => {
    expect(issues({ name: "Acme", logoUrl: "/uploads/ab/logo-1.webp" })).toEqual([]);
  });
});
