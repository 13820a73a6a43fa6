"use client";

import { useTransition } from "react";
import { useRouter } from "next/navigation";

/**
 * Reads the page again from the server after a change, so the factors it lists and the account
 * the header and /settings show agree with the database: `refreshing` until they do.
 */
export function useRefreshPage() {
  const router = useRouter();
  const [refreshing, startRefresh] = useTransition();
  return { refresh: () => startRefresh(() => router.refresh()), refreshing };
}
