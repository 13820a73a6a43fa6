// The second factor as both sides know it: how fresh a proof must be, the methods, and the words
// a caller is refused with (the server's errors and the step-up dialog say the same).

/** How long a second factor counts as fresh for the actions that move money or power. */
export const FRESH_PROOF_MINUTES = 10;
export const FRESH_PROOF_MS = FRESH_PROOF_MINUTES * 60 * 1000;

/** How long a sign-in may wait between its password and its second step. */
export const SECOND_STEP_MINUTES = 10;

export type SecondFactorMethod = "totp" | "passkey" | "recovery_code";

/** How many single-use recovery codes an enrolment hands out. */
export const RECOVERY_CODE_COUNT = 10;

/** Where an account sets up its second factor. */
export const SECURITY_SETTINGS_PATH = "/settings/security";
/** The sign-in's second step. */
export const SECOND_STEP_PATH = "/login/verify";

export const SECOND_FACTOR_MESSAGES = {
  /** An admin (or an organization moving money) without a second factor. */
  required: "Set up two-step verification to continue.",
  /** A second factor, but none given in the last 10 minutes. */
  fresh: `Confirm it's you: this action needs your second factor within the last ${FRESH_PROOF_MINUTES} minutes.`,
  /** A credential whose password was right but whose second step is not done. */
  pending: "Enter your verification code to finish signing in.",
  invalidCode: "That code is not valid. Check your authenticator app and try again.",
  invalidRecoveryCode: "That recovery code is not valid or was used already.",
  invalidPasskey: "That passkey could not be verified. Try again or use another method.",
  lastFactor: "An account that must have a second factor cannot remove its last one.",
  alreadyEnrolled: "An authenticator app is already set up for this account.",
  noEnrolment: "Start the authenticator app's setup first.",
  ownReset: "You cannot reset your own second factor. Ask another admin.",
} as const;
