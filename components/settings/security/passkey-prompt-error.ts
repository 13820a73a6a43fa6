// The browser's passkey prompt can end without a passkey: closed by the person (nothing to worry
// about, said quietly), or refused because this authenticator holds one for the account already.
import { errorMessage } from "@/lib/api/client";

const CANCELLED = "No passkey was added: the browser's prompt was closed.";
const ALREADY_HERE = "This device already has a passkey for your account.";

function codeOf(error: Error): unknown {
  return "code" in error ? error.code : undefined;
}

/** What the page says about a failed startRegistration, and whether it was only a cancel. */
export function passkeyPromptError(error: unknown): { cancelled: boolean; message: string } {
  if (error instanceof Error) {
    const code = codeOf(error);
    // WebAuthnError keeps the DOMException's name; NotAllowedError is a closed or timed-out prompt.
    if (error.name === "NotAllowedError" || code === "ERROR_CEREMONY_ABORTED") {
      return { cancelled: true, message: CANCELLED };
    }
    if (code === "ERROR_AUTHENTICATOR_PREVIOUSLY_REGISTERED") {
      return { cancelled: false, message: ALREADY_HERE };
    }
  }
  return { cancelled: false, message: errorMessage(error) };
}
