// The limits on the account endpoints, per account (email) and per client address. Per-address
// limits are generous: many people can share one address (offices, mobile carriers). Per-account
// limits are counted per account AND address, so a stranger's failures never lock the owner out
// from the owner's own address; an account-wide ceiling, several times higher, stops a stranger
// who cycles addresses, for one window at most.
import "server-only";
import type { RateLimitRule } from "./rate-limit";

const TOO_MANY_FAILED = "Too many failed attempts. Please try again later";
const TOO_MANY_REQUESTS = "Too many requests. Please try again later";
const MINUTE = 60;
const HOUR = 60 * MINUTE;

export const RULES = {
  /** Password logins for one account from one address since its last success there. */
  loginFailuresPerAccount: {
    name: "login-fail:account-address",
    max: 5,
    windowSeconds: 15 * MINUTE,
    message: TOO_MANY_FAILED,
  },
  /** Password logins for one account from every address since its last success. */
  loginFailuresAccountWide: {
    name: "login-fail:account",
    max: 100,
    windowSeconds: 15 * MINUTE,
    message: TOO_MANY_FAILED,
  },
  /** All password logins from one address. */
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
  forgotPerAccount: {
    name: "forgot:account-address",
    max: 3,
    windowSeconds: HOUR,
    message: TOO_MANY_REQUESTS,
  },
  forgotAccountWide: {
    name: "forgot:account",
    max: 10,
    windowSeconds: HOUR,
    message: TOO_MANY_REQUESTS,
  },
  forgotPerAddress: { name: "forgot:ip", max: 30, windowSeconds: HOUR, message: TOO_MANY_REQUESTS },
  /** Wrong current passwords when changing the password. */
  changePasswordFailures: {
    name: "change-password:account",
    max: 5,
    windowSeconds: 15 * MINUTE,
    message: TOO_MANY_FAILED,
  },
} satisfies Record<string, RateLimitRule>;
