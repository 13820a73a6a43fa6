"use client";

import { useRouter } from "next/navigation";
import { ArrowLeft, ShieldX } from "lucide-react";
import { Button } from "@/components/ui/button";
import { dashboardPath, type Role } from "@/lib/auth/roles";
import { GuardFrame } from "./guard-frame";

/** Guard step 5: signed in, but the page belongs to another role. */
export function AccessDeniedScreen({ role }: { role: Role }) {
  const router = useRouter();

  function goBack() {
    // Like the browser's back button; a tab that opened on this page has nowhere to go back
    // to, so it goes to the account's own dashboard instead.
    if (window.history.length > 1) router.back();
    else router.push(dashboardPath(role));
  }

  return (
    <GuardFrame
      icon={ShieldX}
      tone="destructive"
      title="Access Denied"
      actions={
        <Button type="button" onClick={goBack}>
          <ArrowLeft aria-hidden="true" />
          Go Back
        </Button>
      }
    >
      <p>You don&apos;t have permission to access this page.</p>
    </GuardFrame>
  );
}
