"use client";

import { useEffect, useState } from "react";

/**
 * The browser's WebAuthn library, loaded after the page rather than with it: the page draws
 * without it, and it is there by the time anyone opens the passkey form.
 */
export const webAuthnLibrary = () => import("@simplewebauthn/browser");

/** Whether this browser can make passkeys: null until known (and on the server). */
export function useWebAuthnSupport(): boolean | null {
  const [supported, setSupported] = useState<boolean | null>(null);
  useEffect(() => {
    let current = true;
    webAuthnLibrary()
      .then((library) => {
        if (current) setSupported(library.browserSupportsWebAuthn());
      })
      .catch(() => {
        if (current) setSupported(false);
      });
    return () => {
      current = false;
    };
  }, []);
  return supported;
}
