// What the payment page shows instead of Pay when paying is not possible or already done.
import Link from "@/components/ui/link";
import {
  CalendarCheck,
  LayoutDashboard,
  Search,
  SearchX,
  ShieldAlert,
  ShieldCheck,
  Star,
} from "lucide-react";
import { buttonVariants } from "@/components/ui/button";
import { ROLE_LABELS, dashboardPath, type Role } from "@/lib/auth/roles";
import { ALREADY_BOOKED } from "@/lib/bookings/messages";
import { browseLink } from "@/modules/catalog/shared/browse-link";
import { feedbackHref } from "@/lib/validations/feedback-href";
import { cn } from "@/lib/utils";
import { CheckoutNotice } from "./checkout-notice";

const actionClass = (variant: "default" | "outline") =>
  cn(buttonVariants({ variant }), "w-full sm:w-auto");

interface ServiceLinkNotFoundProps {
  /** The visitor's role: where "look for something else" leads depends on it. */
  role: Role | null;
  className?: string;
}

/**
 * The one state of a payment link that names nothing bookable (no service, an unknown name, a
 * paused or removed service): the page's title, why, and the ways on. Nothing can be charged.
 */
export function ServiceLinkNotFound({ role, className }: ServiceLinkNotFoundProps) {
  const browse = browseLink(role);
  return (
    <section
      aria-labelledby="service-link-not-found"
      className={cn("rounded-2xl border bg-card p-6 shadow-sm sm:p-8", className)}
    >
      <span className="flex size-12 items-center justify-center rounded-full bg-warning/15 text-warning-foreground">
        <SearchX aria-hidden="true" className="size-6" />
      </span>
      <h1
        id="service-link-not-found"
        className="mt-5 text-2xl font-bold tracking-tight sm:text-3xl"
      >
        We couldn&apos;t find this service
      </h1>
      <p className="mt-3 leading-7 text-pretty text-muted-foreground">
        This payment link doesn&apos;t name a service that can be booked right now. The link may be
        incomplete, or the service may have been paused or removed.
      </p>
      <p className="mt-4 flex items-start gap-2 text-sm font-medium">
        <ShieldCheck aria-hidden="true" className="mt-0.5 size-4 shrink-0 text-success" />
        Nothing has been charged{role === "user" ? ": no coins have left your wallet." : "."}
      </p>
      <div className="mt-6 flex flex-col gap-2 sm:flex-row">
        <Link href={browse.href} className={actionClass("default")}>
          <Search aria-hidden="true" />
          {browse.label}
        </Link>
        {role ? (
          <Link href={dashboardPath(role)} className={actionClass("outline")}>
            <LayoutDashboard aria-hidden="true" />
            Go to your dashboard
          </Link>
        ) : null}
      </div>
    </section>
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

/** docs/spec.md: 'You have already booked this service!', with the ways on from there. */
export function AlreadyBooked({ service, booking }: AlreadyBookedProps) {
  return (
    <CheckoutNotice
      icon={CalendarCheck}
      tone="success"
      title={ALREADY_BOOKED}
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
