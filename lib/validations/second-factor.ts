// What the second-factor routes take: codes as typed (6 digits, or a recovery code with or
// without its dash), a passkey's name, and a WebAuthn answer as @simplewebauthn/browser sends it
// (its inner fields are the library's to check; here only its outline and size).
import { z } from "zod";
import type { AuthenticationResponseJSON, RegistrationResponseJSON } from "@simplewebauthn/server";
import { PASSKEY_NAME_MAX } from "./second-factor-values";

const TOTP_CODE = "Enter the 6-digit code from your authenticator app.";
const RECOVERY_CODE = "Enter a recovery code, like abcde-23456.";

const totpCodeSchema = z
  .string({ error: TOTP_CODE })
  .trim()
  .regex(/^\d{6}$/, TOTP_CODE);

const recoveryCodeSchema = z
  .string({ error: RECOVERY_CODE })
  .trim()
  .regex(/^[a-zA-Z0-9]{5}[-\s]?[a-zA-Z0-9]{5}$/, RECOVERY_CODE);

const base64url = z
  .string()
  .max(4096)
  .regex(/^[\w-]*$/, "Not base64url.");

const credentialOutline = {
  id: base64url,
  rawId: base64url,
  type: z.literal("public-key"),
  authenticatorAttachment: z.enum(["platform", "cross-platform"]).optional(),
  // The extensions the server may read; others (prf's buffers) are dropped.
  clientExtensionResults: z
    .object({
      appid: z.boolean().optional(),
      credProps: z.object({ rk: z.boolean().optional() }).optional(),
      hmacCreateSecret: z.boolean().optional(),
    })
    .default({}),
};

const passkeyAssertionSchema = z
  .object({
    ...credentialOutline,
    response: z.object({
      clientDataJSON: base64url,
      authenticatorData: base64url,
      signature: base64url,
      userHandle: base64url.optional(),
    }),
  })
  .transform((value): AuthenticationResponseJSON => value)
  .meta({ description: "What navigator.credentials.get() answered, as JSON (base64url fields)." });

const passkeyAttestationSchema = z
  .object({
    ...credentialOutline,
    response: z.object({
      clientDataJSON: base64url,
      attestationObject: base64url,
      authenticatorData: base64url.optional(),
      transports: z
        .array(z.enum(["ble", "cable", "hybrid", "internal", "nfc", "smart-card", "usb"]))
        .max(8)
        .optional(),
      publicKeyAlgorithm: z.number().int().optional(),
      publicKey: base64url.optional(),
    }),
  })
  .transform((value): RegistrationResponseJSON => value)
  .meta({
    description: "What navigator.credentials.create() answered, as JSON (base64url fields).",
  });

export const secondFactorAnswerSchema = z
  .discriminatedUnion("method", [
    z.object({ method: z.literal("totp"), code: totpCodeSchema }),
    z.object({ method: z.literal("recovery_code"), code: recoveryCodeSchema }),
    z.object({ method: z.literal("passkey"), response: passkeyAssertionSchema }),
  ])
  .meta({
    description:
      "A second factor: a code from the authenticator app, a recovery code, or a passkey's answer to the challenge of POST /api/v1/auth/second-factor/challenge.",
    examples: [{ method: "totp", code: "123456" }],
  });

export const confirmTotpSchema = z
  .object({ code: totpCodeSchema })
  .meta({ description: "The app's first code.", examples: [{ code: "123456" }] });

const passkeyNameSchema = z
  .string({ error: "Give the passkey a name." })
  .trim()
  .min(1, "Give the passkey a name.")
  .max(PASSKEY_NAME_MAX, `A passkey's name is at most ${PASSKEY_NAME_MAX} characters.`);

export const registerPasskeySchema = z
  .object({ name: passkeyNameSchema, response: passkeyAttestationSchema })
  .meta({
    description: "The passkey's name and the browser's answer to the registration options.",
  });
