"use client";

import { useState } from "react";
import { notify } from "@/lib/notify";
import { callApi, errorMessage } from "@/lib/api/client";
import { authResendVerification } from "@/lib/api/endpoints/auth";

/**
 * Asks for a new verification email for the signed-in account and says how it went.
 * `callbackUrl`: the page the new link leads back to (the page asking), if any.
 */
export function useResendVerification(callbackUrl?: string) {
  const [pending, setPending] = useState(false);

  async function resend() {
    if (pending) return;
    setPending(true);
    try {
      const { message } = await callApi(authResendVerification, { body: { callbackUrl } });
      notify.success(message ?? "Verification email sent. Please check your inbox.");
    } catch (error) {
      notify.error(errorMessage(error));
    } finally {
      setPending(false);
    }
  }

  return { resend, pending };
}
