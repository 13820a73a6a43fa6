// The limits on the account endpoints. Login and forgot-password count each request against its
// source: a browser the account knows (lib/server/auth/sign-in-sources.ts), else the client
// address; the others count the address. Per-source limits are generous: many people can share
// one address (offices, mobile carriers). Per-account limits are counted per account AND source,
// so a stranger's failures never lock the owner out where the owner is. An account-wide ceiling
// stops a stranger who cycles addresses; it counts only sources the account does not know, so it
// never locks the owner out either (for recovery it withholds mails rather than refusing).
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
  /**
   * Mails to an account's owner that someone signed up with its email: past it the sign-up gets
   * the same answer (a new address's) and no mail, so sign-ups cannot mail-bomb an owner.
   */
  signupNoticesPerAccount: {
    name: "signup-notice:account",
    max: 3,
    windowSeconds: HOUR,
    message: TOO_MANY_REQUESTS,
    secret: true,
  },
  /**
   * New-sign-in mails to an account's owner about one address: a second new browser or token
   * from there within the hour is no news (and an address the edge could not read, never
   * remembered as known, would otherwise mail at every sign-in). Past it the sign-in goes on,
   * unmailed.
   */
  newSignInNoticesPerAddress: {
    name: "new-sign-in-notice:account-address",
    max: 1,
    windowSeconds: HOUR,
    message: TOO_MANY_REQUESTS,
    secret: true,
  },
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
  /**
   * Reset mails to one account asked for from sources it does not know: past it a request gets
   * the same answer and no mail, never a refusal, so strangers cannot block the owner on a new
   * device (whose mailbox holds their mails' links, each working for its hour). Opening a valid
   * link from the mail starts it afresh: only the mailbox's reader can.
   */
  resetMailsFromUnknownSources: {
    name: "reset-mail:account-unknown",
    max: 5,
    windowSeconds: HOUR,
    message: TOO_MANY_REQUESTS,
    secret: true,
  },
  forgotPerAddress: { name: "forgot:ip", max: 30, windowSeconds: HOUR, message: TOO_MANY_REQUESTS },
  /**
   * Reset mails to one account, whoever asks: past it a request gets the same answer and no mail
   * (nobody learns the cap was reached). Twice resetMailsFromUnknownSources, so strangers use at
   * most half of it until the owner opens a link, and the owner's known sources have the rest.
   */
  resetMailsPerAccount: {
    name: "reset-mail:account",
    max: 10,
    windowSeconds: HOUR,
    message: TOO_MANY_REQUESTS,
    secret: true,
  },
  /**
   * Second-step answers for one account (authenticator codes, recovery codes, passkeys), from
   * anywhere: whoever gets here knows the password, so a stranger's many addresses must not
   * multiply the guesses. A success clears it.
   */
  secondFactorAttempts: {
    name: "second-factor:account",
    max: 5,
    windowSeconds: 15 * MINUTE,
    message: TOO_MANY_FAILED,
  },
  /** Wrong current passwords when changing the password. */
  changePasswordFailures: {
    name: "change-password:account",
    max: 5,
    windowSeconds: 15 * MINUTE,
    message: TOO_MANY_FAILED,
  },
  /** Messages one account writes into booking threads, all threads together. */
  messagesPerSender: {
    name: "messages:account",
    max: 30,
    windowSeconds: 10 * MINUTE,
    message: "You are sending messages too fast. Please wait a few minutes.",
  },
  /** One-click unsubscribes from one address (a mail provider's servers POST them for many). */
  unsubscribePerAddress: {
    name: "unsubscribe:ip",
    max: 60,
    windowSeconds: 10 * MINUTE,
    message: TOO_MANY_REQUESTS,
  },
} satisfies Record<string, RateLimitRule>;
