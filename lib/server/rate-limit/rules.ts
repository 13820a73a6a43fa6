// The limits on the account endpoints. Login and forgot-password count each request against its
// source: a browser the account knows (lib/server/auth/sign-in-sources.ts), else the client
// address; the others count the address. Per-source limits are generous: many people can share
// one address (offices, mobile carriers). Per-account limits are counted per account AND source,
// so a stranger's failures never lock the owner out where the owner is. An account-wide ceiling
// stops a stranger who cycles addresses; it counts and refuses only sources the account does not
// know, so it never locks the owner out either.
import "server-only";
import type { RateLimitRule } from "./rate-limit";

const TOO_MANY_FAILED = "Too many failed attempts. Please try again later";
const TOO_MANY_REQUESTS = "Too many requests. Please try again later";
const MINUTE = 60;
const HOUR = 60 * MINUTE;

export const RULES = {
  /** Password logins for one account from one source since its last success there. */
  loginFailuresPerAccount: {
    name: "login-fail:account-address",
    max: 5,
    windowSeconds: 15 * MINUTE,
    message: TOO_MANY_FAILED,
  },
  /** Password logins for one account from every source it does not know (a fixed window). */
  loginFailuresAccountWide: {
    name: "login-fail:account",
    max: 100,
    windowSeconds: 15 * MINUTE,
    message: TOO_MANY_FAILED,
  },
  /** All password logins from one source. */
  loginPerAddress: {
    name: "login:ip",
    max: 100,
    windowSeconds: 15 * MINUTE,
    message: TOO_MANY_FAILED,
  },
  signupPerAddress: { name: "signup:ip", max: 30, windowSeconds: HOUR, message: TOO_MANY_REQUESTS },
  resendPerAccount: {
    name: "resend:account-address",
    max: 3,
    windowSeconds: HOUR,
    message: TOO_MANY_REQUESTS,
  },
  resendAccountWide: {
    name: "resend:account",
    max: 10,
    windowSeconds: HOUR,
    message: TOO_MANY_REQUESTS,
  },
  resendPerAddress: { name: "resend:ip", max: 30, windowSeconds: HOUR, message: TOO_MANY_REQUESTS },
  /** Reset requests for one account from one source. */
  forgotPerAccount: {
    name: "forgot:account-address",
    max: 3,
    windowSeconds: HOUR,
    message: TOO_MANY_REQUESTS,
  },
  /** Reset requests for one account from every source it does not know. */
  forgotAccountWide: {
    name: "forgot:account",
    max: 5,
    windowSeconds: HOUR,
    message: TOO_MANY_REQUESTS,
  },
  forgotPerAddress: { name: "forgot:ip", max: 30, windowSeconds: HOUR, message: TOO_MANY_REQUESTS },
  /**
   * Reset mails to one account, whoever asks: past it a request gets the same answer and no mail
   * (nobody learns the cap was reached). Twice forgotAccountWide, so strangers can use at most
   * half of it and the owner's known sources always have the rest.
   */
  resetMailsPerAccount: {
    name: "reset-mail:account",
    max: 10,
    windowSeconds: HOUR,
    message: TOO_MANY_REQUESTS,
    secret: true,
  },
  /** Wrong current passwords when changing the password. */
  changePasswordFailures: {
    name: "change-password:account",
    max: 5,
    windowSeconds: 15 * MINUTE,
    message: TOO_MANY_FAILED,
  },
} satisfies Record<string, RateLimitRule>;
