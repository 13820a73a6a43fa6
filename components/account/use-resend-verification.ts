"use client";

import { useState } from "react";
import { toast } from "sonner";
import { apiRequest, errorMessage } from "@/lib/api/client";

/** Asks for a new verification email for the signed-in account and says how it went. */
export function useResendVerification() {
  const [pending, setPending] = useState(false);

  async function resend() {
    if (pending) return;
    setPending(true);
    try {
      const { message } = await apiRequest("/api/v1/auth/resend-verification", {
        method: "POST",
      });
      toast.success(message ?? "Verification email sent. Please check your inbox.");
    } catch (error) {
      toast.error(errorMessage(error));
    } finally {
      setPending(false);
    }
  }

  return { resend, pending };
}
