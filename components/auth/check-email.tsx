"use client";

import { useEffect, useRef } from "react";
import Link from "@/components/ui/link";
import { MailCheck } from "lucide-react";
import { Button, buttonVariants } from "@/components/ui/button";
import { AuthCard } from "./auth-card";

const NEXT_STEPS = [
  "Open the email from Coinmarket and select the reset link. It works for 1 hour.",
  "Choose a new password, then sign in with it.",
  "No email after a few minutes? Check your spam or junk folder.",
];

interface CheckEmailProps {
  email: string;
  onTryAgain: () => void;
}

/** 'Check Your Email': what happens next after a reset link was requested. */
export function CheckEmail({ email, onTryAgain }: CheckEmailProps) {
  const title = useRef<HTMLHeadingElement>(null);
  // This screen replaces the form in place: move focus to it so it is read out.
  useEffect(() => title.current?.focus(), []);

  return (
    <AuthCard
      icon={MailCheck}
      iconTone="success"
      title="Check Your Email"
      titleRef={title}
      description={
        <p>
          If an account exists for{" "}
          <strong className="font-semibold wrap-anywhere text-foreground">{email}</strong>,
          we&apos;ve sent it a link to reset the password.
        </p>
      }
    >
      <div className="rounded-lg bg-muted/60 p-4">
        <h2 className="text-sm font-semibold">What to do next</h2>
        <ol className="mt-3 list-decimal space-y-2 pl-5 text-sm leading-6 text-muted-foreground marker:text-foreground">
          {NEXT_STEPS.map((step) => (
            <li key={step}>{step}</li>
          ))}
        </ol>
      </div>
      <div className="mt-6 flex flex-col gap-3 sm:flex-row">
        <Button
          type="button"
          variant="outline"
          size="lg"
          className="sm:flex-1"
          onClick={onTryAgain}
        >
          Try Different Email
        </Button>
        <Link href="/login" className={buttonVariants({ size: "lg", className: "sm:flex-1" })}>
          Back to Login
        </Link>
      </div>
    </AuthCard>
  );
}
