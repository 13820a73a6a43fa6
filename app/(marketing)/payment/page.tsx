import type { Metadata } from "next";
import { Lock } from "lucide-react";
import { BackLink } from "@/components/marketing/back-link";
import { Container } from "@/components/marketing/container";
import { GuestCheckout } from "@/components/payment/guest-checkout";
import { OrderSummary } from "@/components/payment/order-summary";
import { SignedInCheckout } from "@/components/payment/signed-in-checkout";
import { paymentHref } from "@/lib/catalog/payment-link";
import { getCurrentUser } from "@/lib/server/auth/current-user";
import { getPaymentCheckout } from "@/lib/server/catalog/payment-service";
import { parsePaymentQuery } from "@/lib/validations/payment-query";

export const metadata: Metadata = { title: "Payment" };

interface PaymentPageProps {
  searchParams: Promise<Record<string, string | string[] | undefined>>;
}

export default async function PaymentPage({ searchParams }: PaymentPageProps) {
  const query = parsePaymentQuery(await searchParams);
  const user = await getCurrentUser();
  const checkout = user ? await getPaymentCheckout(user, query.serviceId) : null;

  return (
    <Container className="max-w-xl py-10 sm:py-16">
      <BackLink href="/" label="Back to home" />
      <h1 className="mt-8 text-3xl font-bold tracking-tight sm:text-4xl">Complete your booking</h1>
      <p className="mt-3 text-muted-foreground">
        Check the details below, then pay with coins from your wallet.
      </p>
      <div className="mt-8">
        {user && checkout ? (
          <SignedInCheckout user={user} query={query} checkout={checkout} />
        ) : (
          <OrderSummary service={query.service} price={query.price}>
            {/* Rebuilt from the parsed values: the sign-in round trip carries only clean ones. */}
            <GuestCheckout returnTo={paymentHref(query)} />
          </OrderSummary>
        )}
      </div>
      <p className="mt-6 flex items-center justify-center gap-2 text-center text-sm text-muted-foreground">
        <Lock aria-hidden="true" className="size-4 shrink-0" />
        Your coins leave your wallet only when you confirm the payment.
      </p>
    </Container>
  );
}
