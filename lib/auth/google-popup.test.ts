import { describe, expect, it } from "vitest";
import { ACCESS_DENIED } from "./auth-messages";
import {
  GOOGLE_MESSAGE_TYPE,
  googleDoneUrl,
  googleStartUrl,
  isGoogleMessage,
} from "./google-popup";

describe("Google popup messages and URLs", () => {
  it("accepts only this site's report shape", () => {
    expect(isGoogleMessage({ type: GOOGLE_MESSAGE_TYPE, ok: true })).toBe(true);
    expect(isGoogleMessage({ type: GOOGLE_MESSAGE_TYPE, ok: false, error: ACCESS_DENIED })).toBe(
      true,
    );
    expect(isGoogleMessage({ type: "other", ok: true })).toBe(false);
    expect(isGoogleMessage({ type: GOOGLE_MESSAGE_TYPE })).toBe(false);
    expect(isGoogleMessage(GOOGLE_MESSAGE_TYPE)).toBe(false);
    expect(isGoogleMessage(null)).toBe(false);
  });

  it("starts the popup or the full page with the callback encoded", () => {
    expect(googleStartUrl({ popup: true, callbackUrl: "/payment?service=A&price=5" })).toBe(
      "/auth/google?popup=1&callbackUrl=%2Fpayment%3Fservice%3DA%26price%3D5",
    );
    expect(googleStartUrl({ popup: false, callbackUrl: null })).toBe("/auth/google");
  });

  it("returns the popup to its reporter and a page to its callback", () => {
    expect(googleDoneUrl({ popup: true, callbackUrl: "/x" })).toBe("/auth/popup-done?popup=1");
    expect(googleDoneUrl({ popup: false, callbackUrl: "/payment?a=1" })).toBe(
      "/auth/popup-done?callbackUrl=%2Fpayment%3Fa%3D1",
    );
    expect(googleDoneUrl({ popup: false, callbackUrl: null })).toBe("/auth/popup-done");
  });
});
