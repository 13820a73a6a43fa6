"use client";

import { useEffect, useRef, useState } from "react";
import Link from "@/components/ui/link";
import { signIn } from "next-auth/react";
import { AUTH_MESSAGES } from "@/lib/auth/auth-messages";
import { googleDoneUrl, markGooglePopup, reportGoogleOutcome } from "@/lib/auth/google-popup";
import { AuthCard } from "./auth-card";
import { AuthLoading } from "./auth-loading";
import { AuthNotice } from "./auth-notice";
import { textLinkClass } from "@/components/ui/text-link";

interface GoogleRedirectProps {
  popup: boolean;
  callbackUrl: string | null;
}

/**
 * Starts Auth.js's Google sign-in as soon as the page loads. signIn() fetches the CSRF token and
 * posts the form Auth.js expects, then the browser goes on to Google.
 */
export function GoogleRedirect({ popup, callbackUrl }: GoogleRedirectProps) {
  const started = useRef(false);
  const [failed, setFailed] = useState(false);

  useEffect(() => {
    // Once only: React runs effects twice in development, and each run would start a sign-in.
    if (started.current) return;
    started.current = true;
    if (popup) markGooglePopup();
    signIn("google", { redirectTo: googleDoneUrl({ popup, callbackUrl }) }).catch(() => {
      // The opener shows the failure; this page shows it too, in case the popup stays open.
      if (popup) reportGoogleOutcome({ ok: false, error: "SignInError" });
      setFailed(true);
    });
  }, [popup, callbackUrl]);

  if (failed) {
    return (
      <AuthCard title="Google Sign-In">
        <AuthNotice tone="error" role="alert">
          {AUTH_MESSAGES.googleSignInFailed}
        </AuthNotice>
        <Link href="/login" className={textLinkClass("mt-6 flex justify-center text-sm")}>
          Back to Login
        </Link>
      </AuthCard>
    );
  }

  return (
    <AuthCard title="Google Sign-In">
      <AuthLoading text="Connecting to Google..." />
    </AuthCard>
  );
}
