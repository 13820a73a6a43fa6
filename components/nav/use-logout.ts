"use client";

import { useState } from "react";
import { useRouter } from "next/navigation";
import { notify } from "@/lib/notify";
import { callApi } from "@/lib/api/client";
import { authLogout } from "@/lib/api/endpoints/auth";
import { forgetBalances } from "@/lib/swr/balance";

/**
 * Ends the session (docs/spec.md section 4: logout returns to / with a confirmation). The refresh
 * makes every server component, the header included, render again without the session.
 */
export function useLogout() {
  const router = useRouter();
  const [pending, setPending] = useState(false);

  async function logout() {
    if (pending) return;
    setPending(true);
    try {
      await callApi(authLogout);
      // The next account to sign in on this tab must not see this one's balance first.
      void forgetBalances();
      notify.success("You have been logged out");
      router.push("/");
      router.refresh();
    } catch {
      notify.error("Logout Error", {
        description: "There was an issue logging out. Please try again.",
      });
    } finally {
      setPending(false);
    }
  }

  return { logout, pending };
}
