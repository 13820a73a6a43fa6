import Link from "@/components/ui/link";
import { CircleCheck, Clock, Link2Off, MailCheck, type LucideIcon } from "lucide-react";
import { buttonVariants } from "@/components/ui/button";
import { withCallbackUrl } from "@/lib/auth/callback-url";
import { AuthCard } from "./auth-card";
import { ResendVerificationButton } from "./resend-verification-button";

const VERIFY_STATUSES = [
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
  /** The page the sign-up started from (a checked same-site path), or null. */
  callbackUrl: string | null;
}

/** Where a signed-in visitor goes on from here: back where the sign-up started, else home. */
interface Onward {
  href: string;
  label: string;
}

function onwardFor(dashboardHref: string, callbackUrl: string | null): Onward {
  if (!callbackUrl) return { href: dashboardHref, label: "Go to Dashboard" };
  const payment = new URL(callbackUrl, "http://localhost").pathname === "/payment";
  return { href: callbackUrl, label: payment ? "Continue to Payment" : "Continue" };
}

/** The answer to a verification link, with the one next step that fits. */
export function VerifyEmailStatus({ status, dashboardHref, callbackUrl }: VerifyEmailStatusProps) {
  const screen = SCREENS[status];
  const linkFailed = status === "expired" || status === "invalid";
  const onward = dashboardHref ? onwardFor(dashboardHref, callbackUrl) : null;
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
      {linkFailed && onward ? (
        <div className="space-y-3">
          <ResendVerificationButton callbackUrl={callbackUrl} />
          <Link
            href={onward.href}
            className={buttonVariants({ variant: "ghost", size: "lg", className: "w-full" })}
          >
            {onward.label}
          </Link>
        </div>
      ) : (
        <Link
          href={onward?.href ?? signInHref(status, callbackUrl)}
          className={buttonVariants({ size: "lg", className: "w-full" })}
        >
          {onward?.label ?? signInLabel(status)}
        </Link>
      )}
    </AuthCard>
  );
}

/** Signed out: sign in, then on to the page the sign-up started from. */
function signInHref(status: VerifyStatus, callbackUrl: string | null): string {
  const page = status === "verified" || status === "already" ? "/login?verified=1" : "/login";
  return withCallbackUrl(page, callbackUrl);
}

function signInLabel(status: VerifyStatus): string {
  if (status === "expired" || status === "invalid") return "Sign in to get a new link";
  return "Continue to Sign In";
}
