"use client";

import { useRouter } from "next/navigation";
import { Button } from "@/components/ui/button";
import { useLogout } from "@/components/nav/use-logout";
import { ApiClientError } from "@/lib/api/client";
import { withCallbackUrl } from "@/lib/auth/callback-url";
import { notify } from "@/lib/notify";
import { useFinishSignIn } from "./finish-sign-in";
import { SecondFactorForm } from "./second-factor-form";

/** A sign-in whose second step came too late (10 minutes) or was signed out meanwhile. */
const SIGN_IN_EXPIRED = "Your sign-in expired. Please sign in again.";

/**
 * /login/verify's form: the second factor finishes the sign-in, which then goes where the
 * password alone would have gone (the page that asked for it, else the role's dashboard).
 */
export function SecondStepForm({ callbackUrl }: { callbackUrl: string | null }) {
  const router = useRouter();
  const finishSignIn = useFinishSignIn(callbackUrl);

  // The pending sign-in is gone (401): start again from the password, keeping the way back.
  function expired(error: unknown): boolean {
    if (!(error instanceof ApiClientError) || error.status !== 401) return false;
    notify.error(SIGN_IN_EXPIRED);
    router.replace(withCallbackUrl("/login", callbackUrl));
    router.refresh();
    return true;
  }

  return (
    <SecondFactorForm
      variant="page"
      submitLabel="Verify"
      workingLabel="Verifying..."
      onProved={(answer) => finishSignIn(answer.user)}
      onRefused={expired}
    />
  );
}

/** Gives up on this sign-in: its half-done session ends as any other at logout. */
export function CancelSignIn() {
  const { logout, pending } = useLogout();
  return (
    <Button type="button" variant="link" loading={pending} onClick={() => void logout()}>
      Cancel and sign out
    </Button>
  );
}
