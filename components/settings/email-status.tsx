"use client";

import { BadgeCheck, MailWarning } from "lucide-react";
import { useResendVerification } from "@/components/account/use-resend-verification";
import { Badge } from "@/components/ui/badge";
import { Button } from "@/components/ui/button";

interface EmailStatusProps {
  email: string;
  verified: boolean;
}

/** The sign-in address, whether it is verified, and a new link when it is not. */
export function EmailStatus({ email, verified }: EmailStatusProps) {
  const { resend, pending } = useResendVerification();
  return (
    <div className="flex flex-col gap-4 sm:flex-row sm:items-center sm:justify-between">
      <div className="min-w-0 space-y-1.5">
        <p className="text-sm text-muted-foreground">Email address</p>
        <p className="font-medium break-all">{email}</p>
        {verified ? (
          <Badge variant="success">
            <BadgeCheck aria-hidden="true" />
            Verified
          </Badge>
        ) : (
          <Badge variant="warning">
            <MailWarning aria-hidden="true" />
            Not verified
          </Badge>
        )}
      </div>
      {verified ? null : (
        <Button type="button" variant="outline" loading={pending} onClick={() => void resend()}>
          Resend verification email
        </Button>
      )}
    </div>
  );
}
