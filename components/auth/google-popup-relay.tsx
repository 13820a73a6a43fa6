"use client";

import { useEffect } from "react";
import { isGooglePopup, reportGoogleOutcome } from "@/lib/auth/google-popup";

/**
 * Auth.js sends a failed Google sign-in to /login?error=... . Inside the sign-in popup that page
 * is not for reading: hand the error to the opener and close. Elsewhere it renders nothing.
 */
export function GooglePopupRelay({ error }: { error: string }) {
  useEffect(() => {
    if (isGooglePopup()) reportGoogleOutcome({ ok: false, error });
  }, [error]);
  return null;
}
