"use client";

import { useEffect, useState } from "react";
import type { PublicKeyCredentialRequestOptionsJSON } from "@simplewebauthn/browser";
import { callApi } from "@/lib/api/client";
import { secondFactorChallenge } from "@/lib/api/endpoints/second-factor";

// The browser's WebAuthn library loads when a second factor is asked for, never with a page:
// most visits ask for none.
const webAuthn = () => import("@simplewebauthn/browser");

/** Whether this browser can answer with a passkey; false until known (and on the server). */
export function useWebAuthnSupport(): boolean {
  const [supported, setSupported] = useState(false);
  useEffect(() => {
    let current = true;
    webAuthn()
      .then((library) => {
        if (current) setSupported(library.browserSupportsWebAuthn());
      })
      .catch(() => undefined);
    return () => {
      current = false;
    };
  }, []);
  return supported;
}

/** A passkey's answer to a fresh challenge of the server, as the verify call takes it. */
export async function passkeyAnswer() {
  const [{ startAuthentication }, { data: options }] = await Promise.all([
    webAuthn(),
    callApi(secondFactorChallenge),
  ]);
  // The route answers the options generateAuthenticationOptions made; its schema checks only
  // their outline, and the library reads the standard's fields.
  const optionsJSON = options as PublicKeyCredentialRequestOptionsJSON;
  const response = await startAuthentication({ optionsJSON });
  return { method: "passkey" as const, response };
}
