"use client";

import { useEffect, useRef, useState } from "react";
import { useRouter } from "next/navigation";
import { notify } from "@/lib/notify";
import { Button } from "@/components/ui/button";
import { callApi, errorMessage } from "@/lib/api/client";
import { authAuthProfile, authGoogleIntent } from "@/lib/api/endpoints/auth";
import { AUTH_MESSAGES, googleErrorMessage } from "@/lib/auth/auth-messages";
import { safeCallbackUrl } from "@/lib/auth/callback-url";
import {
  navigateGooglePopup,
  openGooglePopup,
  redirectToGoogle,
  waitForGoogleOutcome,
} from "@/lib/auth/google-popup";
import { dashboardPath } from "@/lib/auth/roles";
import type { SelfRegisterRole } from "@/lib/validations/auth-values";
import { GoogleIcon } from "./google-icon";

interface GoogleButtonProps {
  /** Which screen starts it: sign-up needs the terms accepted and says 'Google sign-up failed'. */
  source: "login" | "signup";
  /** The account kind a new Google account gets (login passes "user"). */
  role: SelfRegisterRole;
  acceptTerms: boolean;
  /** The name an organization signing up gave (empty otherwise). */
  organizationName?: string;
  callbackUrl: string | null;
  /** Checks that must pass first (sign-up: the terms box); reports its own error, false stops. */
  canStart?: () => boolean;
  /**
   * Shows a failure; the form puts it in its alert box. `cause` is the API's error when the
   * server refused the request (its issues name the field).
   */
  onError: (message: string, cause?: unknown) => void;
  /** Lets the form lock its fields while Google sign-in runs. */
  onBusyChange?: (busy: boolean) => void;
  disabled?: boolean;
}

/** "Continue with Google": a popup sign-in, or a full-page one when popups are blocked. */
export function GoogleButton({
  source,
  role,
  acceptTerms,
  organizationName = "",
  callbackUrl,
  canStart,
  onError,
  onBusyChange,
  disabled = false,
}: GoogleButtonProps) {
  const router = useRouter();
  const [busy, setBusy] = useState(false);
  // Stops waiting for the popup's report.
  const stopWaiting = useRef<(() => void) | null>(null);

  // Leaving the page stops listening for the popup.
  useEffect(() => () => stopWaiting.current?.(), []);

  function changeBusy(value: boolean) {
    setBusy(value);
    onBusyChange?.(value);
  }

  function failWith(message: string, cause?: unknown) {
    onError(message, cause);
    changeBusy(false);
  }

  async function start() {
    if (busy || (canStart && !canStart())) return;
    // Opened now, inside the click: a window opened after an await counts as an unwanted popup.
    const popup = openGooglePopup();
    changeBusy(true);
    try {
      // The server remembers the role, terms and organization name for the account Google
      // sign-in may create.
      await callApi(authGoogleIntent, {
        body: { source, role, acceptTerms, organizationName },
      });
    } catch (error) {
      popup?.close();
      failWith(errorMessage(error), error);
      return;
    }

    if (!popup) {
      if (redirectToGoogle(callbackUrl)) return; // the page is leaving; stay busy
      failWith(AUTH_MESSAGES.popupBlocked);
      return;
    }
    if (popup.closed) {
      failWith(AUTH_MESSAGES.googleCancelled);
      return;
    }

    navigateGooglePopup(popup, callbackUrl);
    const wait = waitForGoogleOutcome(popup);
    stopWaiting.current = wait.stop;
    const outcome = await wait.outcome;
    if (outcome === "stopped") return;
    if (outcome === "cancelled") {
      failWith(AUTH_MESSAGES.googleCancelled);
    } else if (!outcome.ok) {
      const failed =
        source === "signup" ? AUTH_MESSAGES.googleSignUpFailed : AUTH_MESSAGES.googleSignInFailed;
      failWith(googleErrorMessage(outcome.error, failed));
    } else {
      await finishSignIn();
    }
  }

  async function finishSignIn() {
    notify.success(AUTH_MESSAGES.loginSuccess);
    try {
      const { data } = await callApi(authAuthProfile);
      router.replace(safeCallbackUrl(callbackUrl) ?? dashboardPath(data.role));
      router.refresh();
    } catch (error) {
      failWith(errorMessage(error));
    }
  }

  return (
    <Button
      type="button"
      variant="outline"
      size="lg"
      className="w-full"
      loading={busy}
      disabled={disabled}
      onClick={() => void start()}
    >
      {busy ? null : <GoogleIcon className="size-4" />}
      Continue with Google
    </Button>
  );
}
