"use client";

import { useRouter } from "next/navigation";
import { notify } from "@/lib/notify";
import { AUTH_MESSAGES } from "@/lib/auth/auth-messages";
import { safeCallbackUrl } from "@/lib/auth/callback-url";
import { dashboardPath } from "@/lib/auth/roles";

/**
 * The end of a sign-in, whichever step completed it (the password, or the second step after
 * it): back to the page that asked for it, else the role's dashboard.
 */
export function useFinishSignIn(callbackUrl: string | null) {
  const router = useRouter();
  return (user: { role: string; emailVerified: boolean }) => {
    // Unverified, the next page says the account cannot be used yet ('Email Verification
    // Required', or the payment's 'Verify your email'): a success toast would contradict it.
    if (user.emailVerified) notify.success(AUTH_MESSAGES.loginSuccess);
    router.replace(safeCallbackUrl(callbackUrl) ?? dashboardPath(user.role));
    router.refresh();
  };
}
