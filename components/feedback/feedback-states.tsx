// What the feedback page shows instead of the form when a review cannot be sent from it.
import Link from "@/components/ui/link";
import { LayoutDashboard, LogIn, MessageSquareOff, SearchX, ShieldAlert } from "lucide-react";
import { buttonVariants } from "@/components/ui/button";
import { CheckoutNotice } from "@/components/payment/checkout-notice";
import { ROLE_LABELS, dashboardPath, type Role } from "@/lib/auth/roles";
import { browseLink } from "@/modules/catalog/shared/browse-link";
import { cn } from "@/lib/utils";

const actionClass = (variant: "default" | "outline" | "ghost") =>
  cn(buttonVariants({ variant }), "w-full sm:w-auto");

/** docs/spec.md: Skip for Now goes to /. */
function SkipForNow() {
  return (
    <Link href="/" className={actionClass("ghost")}>
      Skip for Now
    </Link>
  );
}

/** Reviews come from people who booked: a signed-out visitor signs in and comes back here. */
export function SignInToReview({ returnTo }: { returnTo: string }) {
  return (
    <CheckoutNotice
      titleAs="h2"
      icon={LogIn}
      title="Sign in to leave feedback"
      actions={
        <>
          <Link
            href={`/login?callbackUrl=${encodeURIComponent(returnTo)}`}
            className={actionClass("default")}
          >
            <LogIn aria-hidden="true" />
            Sign in to continue
          </Link>
          <SkipForNow />
        </>
      }
    >
      <p>
        Feedback comes from people who booked the service. Sign in with the account you booked with
        and you&apos;ll come straight back to this page.
      </p>
    </CheckoutNotice>
  );
}

export function NotAUserAccount({ role }: { role: Role }) {
  return (
    <CheckoutNotice
      titleAs="h2"
      icon={ShieldAlert}
      title="Only user accounts can leave feedback"
      actions={
        <>
          <Link href={dashboardPath(role)} className={actionClass("outline")}>
            <LayoutDashboard aria-hidden="true" />
            Go to your dashboard
          </Link>
          <SkipForNow />
        </>
      }
    >
      <p>
        You&apos;re signed in with an {ROLE_LABELS[role].toLowerCase()} account. Reviews come from
        the user accounts that booked a service.
      </p>
    </CheckoutNotice>
  );
}

/** The link names no service this site knows: there is nothing to attach a review to. */
export function NoServiceToReview({ role }: { role: Role | null }) {
  const browse = browseLink(role);
  return (
    <CheckoutNotice
      titleAs="h2"
      icon={SearchX}
      tone="warning"
      title="We couldn't tell which service this is for"
      actions={
        <>
          {role === "user" ? (
            <Link href="/bookings" className={actionClass("default")}>
              <LayoutDashboard aria-hidden="true" />
              See your bookings
            </Link>
          ) : (
            <Link href={browse.href} className={actionClass("default")}>
              {browse.label}
            </Link>
          )}
          <SkipForNow />
        </>
      }
    >
      <p>
        This feedback link doesn&apos;t name a service we know. To rate a service you booked, open
        it from your bookings.
      </p>
    </CheckoutNotice>
  );
}

/** The API's own refusal, told before a form that could only fail. */
export function NotABooker({ message }: { message: string }) {
  return (
    <CheckoutNotice
      titleAs="h2"
      icon={MessageSquareOff}
      tone="warning"
      title={message}
      actions={
        <>
          <Link href="/services" className={actionClass("outline")}>
            Browse services
          </Link>
          <SkipForNow />
        </>
      }
    >
      <p>
        This account has no booking of this service to review: it was never booked with this
        account, or the booking was cancelled.
      </p>
    </CheckoutNotice>
  );
}
