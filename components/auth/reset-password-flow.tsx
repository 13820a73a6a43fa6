"use client";

import { useCallback, useEffect, useState } from "react";
import { useRouter } from "next/navigation";
import { KeyRound } from "lucide-react";
import { notify } from "@/lib/notify";
import { callApi } from "@/lib/api/client";
import { authCheckResetCode } from "@/lib/api/endpoints/auth";
import { INVALID_RESET_LINK, resetLinkCheckMessage } from "@/lib/auth/reset-link";
import { AuthCard } from "./auth-card";
import { AuthLoading } from "./auth-loading";
import { InvalidResetLink } from "./invalid-reset-link";
import { ResetPasswordForm } from "./reset-password-form";

type LinkState =
  { status: "verifying" } | { status: "ready"; email: string } | { status: "invalid" };

/** How long the invalid-link screen stays before /forgot-password (docs/spec.md section 8). */
const REDIRECT_AFTER_MS = 4000;

interface ResetPasswordFlowProps {
  mode: string | null;
  oobCode: string | null;
}

/** /reset-password: check the link, then ask for the new password (docs/spec.md section 4). */
export function ResetPasswordFlow({ mode, oobCode }: ResetPasswordFlowProps) {
  const router = useRouter();
  const code = mode === "resetPassword" && oobCode ? oobCode : null;
  const [link, setLink] = useState<LinkState>({ status: "verifying" });

  const rejectLink = useCallback((message: string) => {
    notify.error(message);
    setLink({ status: "invalid" });
  }, []);

  // A link without a code or with another mode never was a reset link.
  useEffect(() => {
    if (code) return;
    notify.error(INVALID_RESET_LINK);
    router.replace("/login");
  }, [code, router]);

  useEffect(() => {
    if (!code) return;
    // An answer that arrives after the page has moved on (another link, gone) is ignored.
    let current = true;
    callApi(authCheckResetCode, { query: { oobCode: code } }).then(
      ({ data }) => {
        if (current) setLink({ status: "ready", email: data.email });
      },
      (error: unknown) => {
        if (current) rejectLink(resetLinkCheckMessage(error));
      },
    );
    return () => {
      current = false;
    };
  }, [code, rejectLink]);

  useEffect(() => {
    if (link.status !== "invalid") return;
    const timer = window.setTimeout(() => router.replace("/forgot-password"), REDIRECT_AFTER_MS);
    return () => window.clearTimeout(timer);
  }, [link.status, router]);

  if (!code) {
    return (
      <AuthCard icon={KeyRound} title="Invalid Reset Link">
        <AuthLoading text="Taking you to the sign-in page..." />
      </AuthCard>
    );
  }
  if (link.status === "invalid") return <InvalidResetLink />;
  if (link.status === "verifying") {
    return (
      <AuthCard icon={KeyRound} title="Reset Your Password">
        <AuthLoading text="Verifying your reset link..." />
      </AuthCard>
    );
  }
  return <ResetPasswordForm oobCode={code} email={link.email} onLinkProblem={rejectLink} />;
}
