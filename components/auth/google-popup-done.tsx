"use client";

import { useEffect, useRef, useState } from "react";
import Link from "@/components/ui/link";
import { useRouter } from "next/navigation";
import { notify } from "@/lib/notify";
import { callApi, errorMessage } from "@/lib/api/client";
import { authAuthProfile } from "@/lib/api/endpoints/auth";
import { AUTH_MESSAGES } from "@/lib/auth/auth-messages";
import { safeCallbackUrl } from "@/lib/auth/callback-url";
import { isGooglePopup, reportGoogleOutcome } from "@/lib/auth/google-popup";
import { dashboardPath } from "@/lib/auth/roles";
import { AuthCard } from "./auth-card";
import { AuthLoading } from "./auth-loading";
import { AuthNotice } from "./auth-notice";
import { textLinkClass } from "@/components/ui/text-link";

const STILL_OPEN_AFTER_MS = 1000;

interface GooglePopupDoneProps {
  popup: boolean;
  callbackUrl: string | null;
}

/**
 * The end of a successful Google sign-in. In the popup: tell the opener and close. As a full
 * page (popups blocked): greet, then go on to the callback or the account's dashboard.
 */
export function GooglePopupDone({ popup, callbackUrl }: GooglePopupDoneProps) {
  const router = useRouter();
  // Decided once: React runs effects twice in development, and the report or greeting must not.
  const inPopup = useRef<boolean | null>(null);
  const [stillOpen, setStillOpen] = useState(false);

  useEffect(() => {
    function continueAsPage() {
      notify.success(AUTH_MESSAGES.loginSuccess);
      callApi(authAuthProfile).then(
        ({ data }) => {
          router.replace(safeCallbackUrl(callbackUrl) ?? dashboardPath(data.role));
          router.refresh();
        },
        (error: unknown) => {
          notify.error(errorMessage(error));
          router.replace("/login");
        },
      );
    }

    if (inPopup.current === null) {
      inPopup.current = popup && (window.opener !== null || isGooglePopup());
      if (inPopup.current) reportGoogleOutcome({ ok: true });
      else continueAsPage();
    }
    if (!inPopup.current) return;
    // Fires only if the browser refused to close the popup: say what to do instead.
    const timer = window.setTimeout(() => setStillOpen(true), STILL_OPEN_AFTER_MS);
    return () => window.clearTimeout(timer);
  }, [popup, callbackUrl, router]);

  if (stillOpen) {
    return (
      <AuthCard title="You're Signed In">
        <AuthNotice tone="success" role="status">
          {AUTH_MESSAGES.loginSuccess}. You can close this window.
        </AuthNotice>
        <Link href="/auth/popup-done" className={textLinkClass("mt-6 flex justify-center text-sm")}>
          Continue here instead
        </Link>
      </AuthCard>
    );
  }

  return (
    <AuthCard title="Signing You In">
      <AuthLoading text="Signing you in..." />
    </AuthCard>
  );
}
