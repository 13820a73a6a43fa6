import { describe, expect, it } from "vitest";
import {
  MAX_CALLBACK_URL_LENGTH,
  paymentReturnPath,
  safeCallbackUrl,
  withCallbackUrl,
} from "./callback-url";

describe("safeCallbackUrl", () => {
  it("keeps paths on this site, with their query", () => {
    expect(safeCallbackUrl("/payment?service=A&price=5")).toBe("/payment?service=A&price=5");
    expect(safeCallbackUrl("/")).toBe("/");
  });

  it("refuses anything that could leave the site", () => {
    for (const value of [
      "https://evil.example",
      "//evil.example",
      "/\\evil.example",
      "/\t/evil.example",
      "javascript:alert(1)",
      "dashboard",
      `/payment?service=${"a".repeat(MAX_CALLBACK_URL_LENGTH)}`,
      "",
      null,
      undefined,
    ]) {
      expect(safeCallbackUrl(value)).toBeNull();
    }
  });
});

describe("withCallbackUrl", () => {
  it("adds the path to come back to as callbackUrl, after any query the page has", () => {
    expect(withCallbackUrl("/signup", "/payment?service=A&price=5")).toBe(
      "/signup?callbackUrl=%2Fpayment%3Fservice%3DA%26price%3D5",
    );
    expect(withCallbackUrl("/login?verified=1", "/payment")).toBe(
      "/login?verified=1&callbackUrl=%2Fpayment",
    );
  });

  it("leaves the page as it is without one, or with one that could leave the site", () => {
    expect(withCallbackUrl("/login", null)).toBe("/login");
    expect(withCallbackUrl("/login?verified=1", "//evil.example")).toBe("/login?verified=1");
  });
});

describe("paymentReturnPath", () => {
  it("keeps a path to the payment page, with its query", () => {
    expect(paymentReturnPath("/payment?service=A&price=5&serviceId=s1")).toBe(
      "/payment?service=A&price=5&serviceId=s1",
    );
    expect(paymentReturnPath("/payment")).toBe("/payment");
  });

  it("refuses other pages, other sites and anything over its length", () => {
    for (const value of [
      "/settings",
      "/payments",
      "/payment/../settings",
      "//evil.example/payment",
      "https://evil.example/payment",
      "/\\evil.example/payment",
      `/payment?service=${"a".repeat(MAX_CALLBACK_URL_LENGTH)}`,
      null,
    ]) {
      expect(paymentReturnPath(value)).toBeNull();
    }
  });
});
