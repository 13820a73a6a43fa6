import { describe, expect, it } from "vitest";
import { ACCESS_DENIED, AUTH_MESSAGES } from "./auth-messages";
import { loginNotice } from "./login-notice";

const none = { verified: null, registered: null, error: null };

describe("loginNotice", () => {
  it("says nothing on a plain visit", () => {
    expect(loginNotice(none)).toBeNull();
  });

  it("confirms a verified email and a new account", () => {
    expect(loginNotice({ ...none, verified: "1" })).toEqual({
      tone: "success",
      message: AUTH_MESSAGES.emailVerified,
    });
    expect(loginNotice({ ...none, registered: "1" })?.message).toBe(AUTH_MESSAGES.signupSuccess);
  });

  it("explains Google sign-in errors, a suspended account first", () => {
    expect(loginNotice({ ...none, error: ACCESS_DENIED })).toEqual({
      tone: "error",
      message: AUTH_MESSAGES.accountSuspended,
    });
    expect(loginNotice({ ...none, error: "OAuthCallbackError", verified: "1" })).toEqual({
      tone: "error",
      message: AUTH_MESSAGES.googleSignInFailed,
    });
  });
});
