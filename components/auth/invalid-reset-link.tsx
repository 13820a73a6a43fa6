"use client";

import { useEffect, useRef } from "react";
import Link from "@/components/ui/link";
import { Link2Off } from "lucide-react";
import { buttonVariants } from "@/components/ui/button";
import { AuthCard } from "./auth-card";
import { textLinkClass } from "@/components/ui/text-link";

/** The reset link did not check out; the flow moves on to /forgot-password shortly. */
export function InvalidResetLink() {
  const title = useRef<HTMLHeadingElement>(null);
  // Replaces the form or the spinner in place: focus the news so it is read out.
  useEffect(() => title.current?.focus(), []);

  return (
    <AuthCard
      icon={Link2Off}
      iconTone="destructive"
      title="Invalid Reset Link"
      titleRef={title}
      description={<p>This password reset link is invalid or has expired.</p>}
      footer={
        <Link href="/login" className={textLinkClass()}>
          Back to Login
        </Link>
      }
    >
      <Link href="/forgot-password" className={buttonVariants({ size: "lg", className: "w-full" })}>
        Request New Reset Link
      </Link>
      <p className="mt-3 text-center text-xs text-muted-foreground">
        Taking you there in a few seconds...
      </p>
    </AuthCard>
  );
}
