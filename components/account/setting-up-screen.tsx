"use client";

import { useCallback, useEffect, useRef, useState, useTransition } from "react";
import { useRouter } from "next/navigation";
import { Building2, CircleAlert } from "lucide-react";
import { Button } from "@/components/ui/button";
import { Spinner } from "@/components/ui/spinner";
import { callApi, errorMessage } from "@/lib/api/client";
import { authSetup } from "@/lib/api/endpoints/auth";
import { GuardFrame } from "./guard-frame";
import { LogoutLinkButton } from "./logout-link-button";

/**
 * Guard step 4: an organization account whose organization profile does not exist yet. The
 * server creates it, then the page is asked for again and the guard lets the account in.
 */
export function SettingUpScreen() {
  const router = useRouter();
  const [error, setError] = useState<string | null>(null);
  const [refreshing, startRefresh] = useTransition();
  const started = useRef(false);

  const setUp = useCallback(async () => {
    setError(null);
    try {
      await callApi(authSetup);
      startRefresh(() => router.refresh());
    } catch (cause) {
      setError(errorMessage(cause));
    }
  }, [router]);

  useEffect(() => {
    // Strict mode runs effects twice in development; the profile is created once.
    if (started.current) return;
    started.current = true;
    void setUp();
  }, [setUp]);

  if (error) {
    return (
      <GuardFrame
        icon={CircleAlert}
        tone="destructive"
        title="We couldn't finish setting up your account"
        actions={
          <>
            <Button
              type="button"
              onClick={() => {
                void setUp();
              }}
            >
              Try again
            </Button>
            <LogoutLinkButton />
          </>
        }
      >
        <p role="alert">{error}</p>
      </GuardFrame>
    );
  }

  return (
    <GuardFrame icon={Building2} title="Setting up your account...">
      <p>We&apos;re preparing your organization profile. This only takes a moment.</p>
      <div className="flex justify-center pt-2">
        <Spinner
          size="lg"
          className="text-primary"
          label={refreshing ? "Opening your account" : "Setting up your account"}
        />
      </div>
    </GuardFrame>
  );
}
