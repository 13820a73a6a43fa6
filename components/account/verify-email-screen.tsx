"use client";

import { MailCheck } from "lucide-react";
import { FormError } from "@/components/settings/form-message";
import { Button } from "@/components/ui/button";
import { EmailAddress } from "./email-address";
import { GuardFrame } from "./guard-frame";
import { LogoutLinkButton } from "./logout-link-button";
import { useResendVerification } from "./use-resend-verification";
import { useVerifiedCheck } from "./use-verified-check";

/** Guard step 3: the account exists but its email address is not verified yet. */
export function VerifyEmailScreen({ email }: { email: string }) {
  const { resend, pending } = useResendVerification();
  // Verifying happens in another tab (the email's link); this re-asks the server afterwards.
  const verified = useVerifiedCheck();

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
            loading={verified.checking}
            aria-describedby={verified.problem ? "verified-check-result" : undefined}
            onClick={() => void verified.check()}
          >
            I&apos;ve verified my email
          </Button>
          <LogoutLinkButton />
        </>
      }
    >
      <p>
        We sent a verification link to{" "}
        <EmailAddress email={email} className="font-semibold text-foreground" />. Open it to
        activate your account, then come back to this page.
      </p>
      <p>Can&apos;t find it? Check your spam folder or send a new link.</p>
      {verified.problem ? (
        <div className="flex justify-center text-left">
          <FormError id="verified-check-result" message={verified.problem} />
        </div>
      ) : null}
    </GuardFrame>
  );
}
