import { describe, expect, it } from "vitest";
import { loginNotice } from "./login-notice";

const none = { verified: null, registered: null, error: null };

describe("loginNotice", () => {
  it("says nothing on a plain visit", () => {
    expect(loginNotice(none)).toBeNull();
  });

  it("confirms a verified email and a new account", () => {
    expect(loginNotice({ ...none, verified: "1" })).toEqual({
      tone: "success",
      message: "Your email is verified. You can sign in now.",
    });
    expect(loginNotice({ ...none, registered: "1" })?.message).toBe(
      "Account created! Please check your email to verify your account",
    );
  });

  it("explains Google sign-in errors, a suspended account first", () => {
    expect(loginNotice({ ...none, error: "AccessDenied" })).toEqual({
      tone: "error",
      message: "This account has been suspended. Please contact support.",
    });
    expect(loginNotice({ ...none, error: "OAuthCallbackError", verified: "1" })).toEqual({
      tone: "error",
      message: "Google sign-in failed",
    });
  });
});
