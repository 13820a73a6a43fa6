"use client";

import { useState } from "react";
import { useRouter } from "next/navigation";
import { callApi, errorMessage } from "@/lib/api/client";
import { authAuthProfile } from "@/lib/api/endpoints/auth";
import { NOT_VERIFIED_YET } from "./account-messages";

/**
 * "I've verified my email": asks the server whether the address is verified now. If it is, the
 * page is read again (the guard lets it through); if not, it says so, where a silent refresh
 * left the person wondering whether the click did anything.
 */
export function useVerifiedCheck() {
  const router = useRouter();
  const [checking, setChecking] = useState(false);
  const [problem, setProblem] = useState<string | null>(null);

  async function check() {
    if (checking) return;
    setChecking(true);
    setProblem(null);
    try {
      const { data } = await callApi(authAuthProfile);
      if (data.emailVerified) {
        router.refresh();
        return;
      }
      setProblem(NOT_VERIFIED_YET);
    } catch (error) {
      setProblem(errorMessage(error));
    } finally {
      setChecking(false);
    }
  }

  return { check, checking, problem };
}
