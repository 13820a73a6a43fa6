// The payment page for a service the link resolved to: the order as the server knows it, then
// Pay, the reason there is none, or (signed out) the way to sign in and come back (docs/spec.md
// "Payment"; the booking API decides the same way).
import { Info } from "lucide-react";
import { formatCoins } from "@/lib/format/coins";
import { isAllowed } from "@/lib/auth/permissions";
import type { SessionUser } from "@/lib/auth/session-user";
import { paymentHref } from "@/modules/catalog/shared/payment-link";
import type { PaymentService } from "@/lib/payments/payment-types";
import { AlreadyBooked, NotAUserAccount } from "./checkout-states";
import { GuestCheckout } from "./guest-checkout";
import { OrderSummary } from "./order-summary";
import { PayWithCoins } from "./pay-with-coins";
import { VerifyEmailNotice } from "./verify-email-notice";

interface ServiceCheckoutProps {
  user: SessionUser | null;
  service: PaymentService;
  /** The caller's active booking of the service. */
  activeBooking: { id: string; reference: string } | null;
  /** The price the link was made with, when it says one. */
  linkPrice: number;
}

export function ServiceCheckout({ user, service, activeBooking, linkPrice }: ServiceCheckoutProps) {
  // The link's name and price are only what it was made with: the live service's count.
  const priceChanged = linkPrice > 0 && linkPrice !== service.price;
  // This page, for the round trips that come back to it (sign-in, sign-up, the verification
  // link): the resolved service, however the link named it.
  const returnTo = paymentHref({
    service: service.title,
    price: service.price,
    serviceId: service.id,
  });

  return (
    <OrderSummary
      service={service.title}
      price={service.price}
      provider={{ id: service.organizationId, name: service.organizationName }}
      duration={service.duration}
      note={
        priceChanged ? (
          <p className="flex items-start gap-2">
            <Info aria-hidden="true" className="mt-0.5 size-4 shrink-0" />
            <span>
              The price has changed since this link was made ({formatCoins(linkPrice)}): you pay the
              current price shown above.
            </span>
          </p>
        ) : null
      }
    >
      {user ? (
        <CheckoutAction
          user={user}
          service={service}
          activeBooking={activeBooking}
          returnTo={returnTo}
        />
      ) : (
        <GuestCheckout returnTo={returnTo} />
      )}
    </OrderSummary>
  );
}

function CheckoutAction({
  user,
  service,
  activeBooking,
  returnTo,
}: Omit<ServiceCheckoutProps, "linkPrice"> & { user: SessionUser; returnTo: string }) {
  if (!isAllowed(user.role, "bookings.create")) return <NotAUserAccount role={user.role} />;
  if (!user.emailVerified) {
    return (
      <VerifyEmailNotice title="Verify your email to book" returnTo={returnTo}>
        <p>
          Bookings need a verified email address. Open the link we sent to{" "}
          <strong className="font-semibold break-all text-foreground">{user.email}</strong>, then
          come back to this page to pay.
        </p>
      </VerifyEmailNotice>
    );
  }
  if (activeBooking) return <AlreadyBooked service={service} booking={activeBooking} />;
  return (
    <PayWithCoins
      service={{
        id: service.id,
        title: service.title,
        price: service.price,
        questions: service.questions,
      }}
    />
  );
}
