"use client";

import { useTransition, type ReactNode } from "react";
import { useRouter } from "next/navigation";
import { MailCheck } from "lucide-react";
import { Button } from "@/components/ui/button";
import { useResendVerification } from "@/components/account/use-resend-verification";
import { CheckoutNotice } from "./checkout-notice";

interface VerifyEmailNoticeProps {
  title: string;
  titleAs?: "h2" | "h3";
  /** What the verification unlocks, in a sentence or two. */
  children: ReactNode;
  /** This page: the new link leads back here. */
  returnTo: string;
}

/**
 * The booking and review APIs refuse accounts whose email is not verified: say so before a
 * button is pressed, with a new link and a way to re-check once the link was opened.
 */
export function VerifyEmailNotice({ title, titleAs, children, returnTo }: VerifyEmailNoticeProps) {
  const router = useRouter();
  const { resend, pending } = useResendVerification(returnTo);
  // Verifying happens through the email's link, often in another tab: this re-reads the account.
  const [checking, startChecking] = useTransition();

  return (
    <CheckoutNotice
      icon={MailCheck}
      tone="warning"
      title={title}
      titleAs={titleAs}
      actions={
        <>
          <Button
            type="button"
            className="w-full sm:w-auto"
            loading={pending}
            onClick={() => void resend()}
          >
            Resend verification email
          </Button>
          <Button
            type="button"
            variant="outline"
            className="w-full sm:w-auto"
            loading={checking}
            onClick={() => startChecking(() => router.refresh())}
          >
            I&apos;ve verified my email
          </Button>
        </>
      }
    >
      {children}
    </CheckoutNotice>
  );
}
