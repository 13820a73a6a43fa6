// /api/v1/auth/second-factor: setting up an authenticator app or passkeys, the recovery codes, and
// giving one (the sign-in's second step, or a step-up before an action that needs a fresh proof).
import { noData } from "@/lib/schemas/common";
import {
  enrolmentAnswerSchema,
  passkeyAddedSchema,
  recoveryCodesSchema,
  secondFactorStatusSchema,
  secondStepAnswerSchema,
  totpEnrolmentSchema,
  webAuthnOptionsSchema,
} from "@/lib/schemas/second-factor";
import { idParams } from "@/lib/validations/common";
import {
  confirmTotpSchema,
  registerPasskeySchema,
  secondFactorAnswerSchema,
} from "@/lib/validations/second-factor";
import { defineRoute } from "./define";

const BASE = "/api/v1/auth/second-factor";

export const secondFactorRoutes = {
  status: defineRoute({
    method: "GET",
    path: BASE,
    tag: "Accounts",
    summary: "The account's second factors",
    permission: "account.secondFactor",
    secondStep: "enrolment",
    response: secondFactorStatusSchema,
  }),
  beginTotp: defineRoute({
    method: "POST",
    path: `${BASE}/totp`,
    tag: "Accounts",
    summary: "Start setting up an authenticator app",
    description:
      "Answers a new secret (and its QR code) that works once confirmed with a first code. An account that has a second factor already needs a fresh proof.",
    permission: "account.secondFactor",
    secondStep: "enrolment",
    response: totpEnrolmentSchema,
    errors: ["conflict", "fresh_proof_required"],
  }),
  confirmTotp: defineRoute({
    method: "POST",
    path: `${BASE}/totp/confirm`,
    tag: "Accounts",
    summary: "Confirm the authenticator app with its first code",
    description:
      "Turns the app on. The credential that confirmed it counts as proved from now; the account's first factor brings its ten recovery codes, answered this once.",
    permission: "account.secondFactor",
    secondStep: "enrolment",
    body: confirmTotpSchema,
    response: enrolmentAnswerSchema,
    errors: ["conflict", "invalid_second_factor", "fresh_proof_required"],
  }),
  removeTotp: defineRoute({
    method: "DELETE",
    path: `${BASE}/totp`,
    tag: "Accounts",
    summary: "Remove the authenticator app",
    description: "An admin cannot remove the last second factor (409).",
    permission: "account.secondFactor",
    freshProof: true,
    response: noData,
    errors: ["conflict"],
  }),
  passkeyOptions: defineRoute({
    method: "POST",
    path: `${BASE}/passkeys/registration`,
    tag: "Accounts",
    summary: "Options to register a passkey",
    description:
      "For @simplewebauthn/browser's startRegistration; the challenge works once, for 5 minutes. An account that has a second factor already needs a fresh proof.",
    permission: "account.secondFactor",
    secondStep: "enrolment",
    response: webAuthnOptionsSchema,
    errors: ["fresh_proof_required"],
  }),
  addPasskey: defineRoute({
    method: "POST",
    path: `${BASE}/passkeys`,
    tag: "Accounts",
    summary: "Register a passkey",
    description:
      "The account's first factor brings its ten recovery codes, answered this once; the credential counts as proved from now.",
    permission: "account.secondFactor",
    secondStep: "enrolment",
    body: registerPasskeySchema,
    response: passkeyAddedSchema,
    statuses: [201],
    created: {
      created: "The passkey was registered.",
      location: () => BASE,
    },
    errors: ["invalid_second_factor", "fresh_proof_required"],
  }),
  removePasskey: defineRoute({
    method: "DELETE",
    path: `${BASE}/passkeys/{id}`,
    tag: "Accounts",
    summary: "Remove a passkey",
    description: "An admin cannot remove the last second factor (409).",
    permission: "account.secondFactor",
    freshProof: true,
    params: idParams,
    response: noData,
    errors: ["not_found", "conflict"],
  }),
  recoveryCodes: defineRoute({
    method: "POST",
    path: `${BASE}/recovery-codes`,
    tag: "Accounts",
    summary: "Make new recovery codes",
    description: "Ten new single-use codes, answered this once; the old ones stop working.",
    permission: "account.secondFactor",
    freshProof: true,
    response: recoveryCodesSchema,
  }),
  challenge: defineRoute({
    method: "POST",
    path: `${BASE}/challenge`,
    tag: "Accounts",
    summary: "Options to answer with a passkey",
    description:
      "For @simplewebauthn/browser's startAuthentication, during the sign-in's second step or a step-up; the challenge works once, for 5 minutes.",
    permission: "account.secondFactor",
    secondStep: "pending",
    allowUnverified: true,
    response: webAuthnOptionsSchema,
  }),
  verify: defineRoute({
    method: "POST",
    path: `${BASE}/verify`,
    tag: "Accounts",
    summary: "Give a second factor",
    description:
      "Finishes a sign-in whose password was right (the session or token becomes whole), or proves a signed-in credential afresh for the actions that need it (10 minutes). An authenticator code works once; 5 attempts of any kind for one account in 15 minutes, then 429 'Too many failed attempts. Please try again later' (a success clears them).",
    permission: "account.secondFactor",
    secondStep: "pending",
    allowUnverified: true,
    body: secondFactorAnswerSchema,
    response: secondStepAnswerSchema,
    rateLimit: "Attempts for one account, from anywhere.",
    errors: ["invalid_second_factor", "second_factor_required", "rate_limited"],
  }),
};
