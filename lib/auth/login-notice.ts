// The message /login shows for where the visitor came from: the email verification link,
// sign-up, or an Auth.js error redirect after Google sign-in.
import { AUTH_MESSAGES, googleErrorMessage } from "./auth-messages";

export interface LoginNotice {
  tone: "success" | "error";
  message: string;
}

export function loginNotice(params: {
  verified: string | null;
  registered: string | null;
  error: string | null;
}): LoginNotice | null {
  if (params.error) {
    return {
      tone: "error",
      message: googleErrorMessage(params.error, AUTH_MESSAGES.googleSignInFailed),
    };
  }
  if (params.verified === "1") return { tone: "success", message: AUTH_MESSAGES.emailVerified };
  if (params.registered === "1") return { tone: "success", message: AUTH_MESSAGES.signupSuccess };
  return null;
}
