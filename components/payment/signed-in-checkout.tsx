// The payment page for a signed-in account: the order as the server knows it, then Pay or the
// reason there is none (SPEC.md "Payment"; the booking API decides the same way).
import { Info } from "lucide-react";
import { formatCoins } from "@/components/marketing/coin-amount";
import type { SessionUser } from "@/lib/auth/session-user";
import type { PaymentCheckout } from "@/lib/server/catalog/payment-service";
import type { PaymentQuery } from "@/lib/validations/payment-query";
import { AlreadyBooked, NotAUserAccount, UnavailableCheckout } from "./checkout-states";
import { OrderSummary } from "./order-summary";
import { PayWithCoins } from "./pay-with-coins";
import { VerifyEmailNotice } from "./verify-email-notice";

interface SignedInCheckoutProps {
  user: SessionUser;
  query: PaymentQuery;
  checkout: PaymentCheckout;
}

export function SignedInCheckout({ user, query, checkout }: SignedInCheckoutProps) {
  const { service } = checkout;
  // The link's name and price are only what it was made with: the live service's count.
  const priceChanged = service !== null && query.price > 0 && query.price !== service.price;

  return (
    <OrderSummary
      service={service?.title ?? query.service}
      price={service?.price ?? query.price}
      provider={service?.organizationName}
      duration={service?.duration}
      note={
        priceChanged ? (
          <p className="flex items-start gap-2">
            <Info aria-hidden="true" className="mt-0.5 size-4 shrink-0" />
            <span>
              The price has changed since this link was made ({formatCoins(query.price)}): you pay
              the current price shown above.
            </span>
          </p>
        ) : null
      }
    >
      <CheckoutAction user={user} checkout={checkout} />
    </OrderSummary>
  );
}

function CheckoutAction({ user, checkout }: { user: SessionUser; checkout: PaymentCheckout }) {
  const { service, activeBooking } = checkout;
  if (user.role !== "user") return <NotAUserAccount role={user.role} />;
  if (!user.emailVerified) {
    return (
      <VerifyEmailNotice title="Verify your email to book">
        <p>
          Bookings need a verified email address. Open the link we sent to{" "}
          <strong className="font-semibold break-all text-foreground">{user.email}</strong>, then
          come back to this page to pay.
        </p>
      </VerifyEmailNotice>
    );
  }
  if (!service) return <UnavailableCheckout browseHref="/services" />;
  if (activeBooking) return <AlreadyBooked service={service} booking={activeBooking} />;
  return (
    <PayWithCoins
      service={{ id: service.id, title: service.title, price: service.price }}
      balance={user.walletBalance}
    />
  );
}
