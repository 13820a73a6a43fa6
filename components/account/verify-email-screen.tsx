"use client";

import { useTransition } from "react";
import { useRouter } from "next/navigation";
import { MailCheck } from "lucide-react";
import { Button } from "@/components/ui/button";
import { GuardFrame } from "./guard-frame";
import { LogoutLinkButton } from "./logout-link-button";
import { useResendVerification } from "./use-resend-verification";

/** Guard step 3: the account exists but its email address is not verified yet. */
export function VerifyEmailScreen({ email }: { email: string }) {
  const router = useRouter();
  const { resend, pending } = useResendVerification();
  // Verifying happens in another tab (the email's link); this re-asks the server afterwards.
  const [checking, startChecking] = useTransition();

  return (
    <GuardFrame
      icon={MailCheck}
      tone="warning"
      title="Email Verification Required"
      actions={
        <>
          <Button type="button" loading={pending} onClick={() => void resend()}>
            Resend verification email
          </Button>
          <Button
            type="button"
            variant="outline"
            loading={checking}
            onClick={() => startChecking(() => router.refresh())}
          >
            I&apos;ve verified my email
          </Button>
          <LogoutLinkButton />
        </>
      }
    >
      <p>
        We sent a verification link to{" "}
        <strong className="font-semibold break-all text-foreground">{email}</strong>. Open it to
        activate your account, then come back to this page.
      </p>
      <p>Can&apos;t find it? Check your spam folder or send a new link.</p>
    </GuardFrame>
  );
}
