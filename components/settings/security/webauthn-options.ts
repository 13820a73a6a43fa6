import type {
  PublicKeyCredentialCreationOptionsJSON,
  RegistrationResponseJSON,
} from "@simplewebauthn/browser";
import type { BodyOf } from "@/lib/api/endpoint";
import type { secondFactorAddPasskey } from "@/lib/api/endpoints/second-factor";

const NOT_UNDERSTOOD = "The server's passkey options were not understood.";

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === "object" && value !== null;
}

/**
 * The API types its WebAuthn options loosely (one schema serves registration and sign-in); the
 * fields the browser cannot do without are checked here, so a wrong answer fails with a sentence
 * rather than deep inside navigator.credentials.create().
 */
function isCreationOptions(
  options: Record<string, unknown>,
): options is Record<string, unknown> & PublicKeyCredentialCreationOptionsJSON {
  const { rp, user, challenge, pubKeyCredParams } = options;
  return (
    typeof challenge === "string" &&
    isRecord(rp) &&
    typeof rp.name === "string" &&
    isRecord(user) &&
    typeof user.id === "string" &&
    typeof user.name === "string" &&
    typeof user.displayName === "string" &&
    Array.isArray(pubKeyCredParams)
  );
}

/** POST passkeys/options' answer, as startRegistration takes it. */
export function creationOptionsOf(
  options: Record<string, unknown>,
): PublicKeyCredentialCreationOptionsJSON {
  if (!isCreationOptions(options)) throw new Error(NOT_UNDERSTOOD);
  return options;
}

type RegistrationAnswer = BodyOf<typeof secondFactorAddPasskey>["response"];
type Transport = NonNullable<RegistrationAnswer["response"]["transports"]>[number];

/** The transports the API knows: a key per member, so the compiler notices when the API adds one. */
const KNOWN_TRANSPORTS: Record<Transport, true> = {
  ble: true,
  cable: true,
  hybrid: true,
  internal: true,
  nfc: true,
  "smart-card": true,
  usb: true,
};

function isKnownTransport(transport: string): transport is Transport {
  return Object.hasOwn(KNOWN_TRANSPORTS, transport);
}

/**
 * startRegistration's answer as POST passkeys takes it. The browser names its transports freely
 * (a newer one may name one the API does not know, which it would refuse): only the known ones
 * go, and they are hints for later sign-ins, nothing the passkey depends on.
 */
export function registrationAnswerOf(answer: RegistrationResponseJSON): RegistrationAnswer {
  const { transports, ...response } = answer.response;
  return {
    ...answer,
    response: transports
      ? { ...response, transports: transports.filter(isKnownTransport) }
      : response,
  };
}
