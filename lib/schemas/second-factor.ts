// What the second-factor routes answer.
import { z } from "zod";
import { accountSchema, count, isoDateTime } from "./common";

const passkeySchema = z
  .object({
    id: z.string(),
    name: z.string(),
    createdAt: isoDateTime,
    lastUsedAt: isoDateTime.nullable(),
  })
  .meta({ id: "Passkey", description: "A passkey registered to the account." });

export const secondFactorStatusSchema = z
  .object({
    totp: z.boolean().meta({ description: "Whether an authenticator app is set up." }),
    passkeys: z.array(passkeySchema),
    recoveryCodesLeft: count,
    required: z.enum(["always", "to-move-money", "optional"]).meta({
      description:
        "always: an admin, who cannot use the product without one; to-move-money: an organization, which needs one to ask for conversions and change payout details; optional: a customer.",
    }),
  })
  .meta({ id: "SecondFactorStatus", description: "The account's second factors." });

export const totpEnrolmentSchema = z
  .object({
    secret: z.string().meta({ description: "Base32, to type into an app that cannot scan." }),
    uri: z.string().meta({ description: "The otpauth:// URI the QR code holds." }),
    qrCode: z.string().meta({ description: "The QR code, an SVG data URL." }),
  })
  .meta({ id: "TotpEnrolment" });

const recoveryCodes = z.array(z.string()).nullable().meta({
  description:
    "The ten single-use recovery codes, shown this once: given with the account's first factor, else null.",
});

export const enrolmentAnswerSchema = z.object({ recoveryCodes });
export const passkeyAddedSchema = z.object({ passkey: passkeySchema, recoveryCodes });
export const recoveryCodesSchema = z.object({ recoveryCodes: z.array(z.string()) });

/** WebAuthn options as the browser library takes them; their fields are the standard's. */
export const webAuthnOptionsSchema = z
  .object({ challenge: z.string(), rpId: z.string().optional(), timeout: z.number().optional() })
  .catchall(z.unknown())
  .meta({
    id: "WebAuthnOptions",
    description:
      "PublicKeyCredentialCreationOptionsJSON or PublicKeyCredentialRequestOptionsJSON, for @simplewebauthn/browser's startRegistration or startAuthentication.",
  });

export const secondStepAnswerSchema = z
  .object({
    user: accountSchema,
    provedAt: isoDateTime.meta({ description: "Fresh-proof actions work for 10 minutes from it." }),
    completedSignIn: z
      .boolean()
      .meta({ description: "true when this finished a sign-in, false for a step-up." }),
  })
  .meta({ id: "SecondStep" });

export const secondFactorResetSchema = z
  .object({ totp: z.boolean(), passkeys: count, recoveryCodes: count })
  .meta({ id: "SecondFactorReset", description: "What was removed." });
