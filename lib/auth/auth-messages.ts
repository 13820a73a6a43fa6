// Texts of docs/spec.md section 8 that several account screens show, and the account answers the
// API gives that screens and tests quote, kept verbatim in one place.
export const AUTH_MESSAGES = {
  loginSuccess: "Login successful",
  invalidCredentials: "Invalid email or password",
  passwordChanged: "Your password has been changed.",
  wrongCurrentPassword: "Your current password is incorrect",
  signupSuccess: "Account created! Please check your email to verify your account",
  accountSuspended: "This account has been suspended. Please contact support.",
  emailVerified: "Your email is verified. You can sign in now.",
  googleSignInFailed: "Google sign-in failed",
  googleSignUpFailed: "Google sign-up failed",
  googleCancelled: "Google sign-in was cancelled",
  popupBlocked: "Pop-up was blocked. Please allow pop-ups and try again",
} as const;

/** The Auth.js error code of a sign-in its signIn callback refused (a suspended account). */
export const ACCESS_DENIED = "AccessDenied";

/** What to say when Google sign-in ends with an Auth.js error code. */
export function googleErrorMessage(error: string, fallback: string): string {
  return error === ACCESS_DENIED ? AUTH_MESSAGES.accountSuspended : fallback;
}
