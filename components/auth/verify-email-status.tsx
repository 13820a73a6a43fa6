import Link from "@/components/ui/link";
import { CircleCheck, Clock, Link2Off, MailCheck, type LucideIcon } from "lucide-react";
import { buttonVariants } from "@/components/ui/button";
import { AuthCard } from "./auth-card";
import { ResendVerificationButton } from "./resend-verification-button";

export const VERIFY_STATUSES = [
  "verified",
  "already",
  "expired",
  "invalid",
  "superseded",
  "sent",
] as const;
export type VerifyStatus = (typeof VERIFY_STATUSES)[number];

export function parseVerifyStatus(value: string | null): VerifyStatus {
  // A missing or unknown status is treated like a link that did not work.
  return VERIFY_STATUSES.find((status) => status === value) ?? "invalid";
}

const SCREENS: Record<
  VerifyStatus,
  {
    icon: LucideIcon;
    tone: "primary" | "success" | "warning" | "destructive";
    title: string;
    text: string;
  }
> = {
  verified: {
    icon: CircleCheck,
    tone: "success",
    title: "Email Verified",
    text: "Thanks for confirming your email address. Your account is ready to use.",
  },
  already: {
    icon: CircleCheck,
    tone: "success",
    title: "Your email is already verified",
    text: "There is nothing more to do: your account is ready to use.",
  },
  expired: {
    icon: Clock,
    tone: "warning",
    title: "Link Expired",
    text: "This verification link has expired.",
  },
  invalid: {
    icon: Link2Off,
    tone: "destructive",
    title: "Invalid Link",
    text: "This verification link is invalid.",
  },
  superseded: {
    icon: MailCheck,
    tone: "warning",
    title: "A Newer Link Was Sent",
    text: "This verification link was replaced by a newer one we sent you. Open the most recent verification email to verify your account.",
  },
  sent: {
    icon: MailCheck,
    tone: "primary",
    title: "Check Your Email",
    text: "We sent a new verification link to your email address. Open it to verify your account.",
  },
};

interface VerifyEmailStatusProps {
  status: VerifyStatus;
  /** The signed-in account's dashboard, or null when nobody is signed in. */
  dashboardHref: string | null;
}

/** The answer to a verification link, with the one next step that fits. */
export function VerifyEmailStatus({ status, dashboardHref }: VerifyEmailStatusProps) {
  const screen = SCREENS[status];
  const linkFailed = status === "expired" || status === "invalid";
  return (
    <AuthCard
      icon={screen.icon}
      iconTone={screen.tone}
      title={screen.title}
      description={
        <p>
          {screen.text}
          {linkFailed ? " You can ask for a new one." : null}
        </p>
      }
    >
      {linkFailed && dashboardHref ? (
        <div className="space-y-3">
          <ResendVerificationButton />
          <Link
            href={dashboardHref}
            className={buttonVariants({ variant: "ghost", size: "lg", className: "w-full" })}
          >
            Go to Dashboard
          </Link>
        </div>
      ) : (
        <Link
          href={nextStepHref(status, dashboardHref)}
          className={buttonVariants({ size: "lg", className: "w-full" })}
        >
          {nextStepLabel(status, dashboardHref)}
        </Link>
      )}
    </AuthCard>
  );
}

function nextStepHref(status: VerifyStatus, dashboardHref: string | null): string {
  if (dashboardHref) return dashboardHref;
  return status === "verified" || status === "already" ? "/login?verified=1" : "/login";
}

function nextStepLabel(status: VerifyStatus, dashboardHref: string | null): string {
  if (dashboardHref) return "Go to Dashboard";
  if (status === "expired" || status === "invalid") return "Sign in to get a new link";
  return "Continue to Sign In";
}
