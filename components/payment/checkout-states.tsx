// What the payment page shows instead of Pay when paying is not possible or already done.
import Link from "next/link";
import { CalendarCheck, LayoutDashboard, SearchX, ShieldAlert, Star } from "lucide-react";
import { buttonVariants } from "@/components/ui/button";
import { ROLE_LABELS, dashboardPath, type Role } from "@/lib/auth/roles";
import { feedbackHref } from "@/lib/validations/feedback-query";
import { cn } from "@/lib/utils";
import { CheckoutNotice } from "./checkout-notice";

const actionClass = (variant: "default" | "outline") =>
  cn(buttonVariants({ variant }), "w-full sm:w-auto");

/** The link names no service that can be booked now: nothing to pay, somewhere to look. */
export function UnavailableCheckout({ browseHref }: { browseHref: string }) {
  return (
    <CheckoutNotice
      icon={SearchX}
      tone="warning"
      title="This service can't be booked online"
      actions={
        <Link href={browseHref} className={actionClass("default")}>
          Browse services
        </Link>
      }
    >
      <p>
        This link doesn&apos;t lead to a service that is open for booking right now: it may have
        been paused or removed. No coins have left your wallet.
      </p>
    </CheckoutNotice>
  );
}

/** Organizations and admins see the order, but only user accounts pay for services. */
export function NotAUserAccount({ role }: { role: Role }) {
  return (
    <CheckoutNotice
      icon={ShieldAlert}
      title="Only user accounts can book services"
      actions={
        <Link href={dashboardPath(role)} className={actionClass("outline")}>
          <LayoutDashboard aria-hidden="true" />
          Go to your dashboard
        </Link>
      }
    >
      <p>
        You&apos;re signed in with an {ROLE_LABELS[role].toLowerCase()} account. To book this
        service, sign in with a user account that has coins in its wallet.
      </p>
    </CheckoutNotice>
  );
}

interface AlreadyBookedProps {
  service: { id: string; title: string };
  booking: { id: string; reference: string };
}

/** SPEC.md: 'You have already booked this service!', with the ways on from there. */
export function AlreadyBooked({ service, booking }: AlreadyBookedProps) {
  return (
    <CheckoutNotice
      icon={CalendarCheck}
      tone="success"
      title="You have already booked this service!"
      actions={
        <>
          <Link
            href={feedbackHref({
              service: service.title,
              serviceId: service.id,
              bookingId: booking.id,
            })}
            className={actionClass("default")}
          >
            <Star aria-hidden="true" />
            Leave feedback
          </Link>
          <Link href="/bookings" className={actionClass("outline")}>
            <LayoutDashboard aria-hidden="true" />
            See your bookings
          </Link>
        </>
      }
    >
      <p>
        Your booking reference is{" "}
        <strong className="font-mono font-semibold text-foreground">{booking.reference}</strong>.
        Nothing more will be charged for it.
      </p>
    </CheckoutNotice>
  );
}
