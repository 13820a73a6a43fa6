"use client";

import { useState } from "react";
import { useRouter } from "next/navigation";
import { toast } from "sonner";
import { apiRequest } from "@/lib/api/client";

/**
 * Ends the session (SPEC.md "Logout returns to / with a confirmation"). The refresh makes every
 * server component, the header included, render again without the session.
 */
export function useLogout() {
  const router = useRouter();
  const [pending, setPending] = useState(false);

  async function logout() {
    if (pending) return;
    setPending(true);
    try {
      await apiRequest("/api/v1/auth/logout", { method: "POST" });
      toast.success("You have been logged out");
      router.push("/");
      router.refresh();
    } catch {
      toast.error("Logout Error", {
        description: "There was an issue logging out. Please try again.",
      });
    } finally {
      setPending(false);
    }
  }

  return { logout, pending };
}
