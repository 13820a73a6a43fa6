import type { Metadata } from "next";
import { Lock } from "lucide-react";
import { BackLink } from "@/components/marketing/back-link";
import { Container } from "@/components/marketing/container";
import { GuestCheckout } from "@/components/payment/guest-checkout";
import { OrderSummary } from "@/components/payment/order-summary";
import { paymentHref } from "@/lib/catalog/payment-link";
import { parsePaymentQuery } from "@/lib/validations/payment-query";

export const metadata: Metadata = { title: "Payment" };

interface PaymentPageProps {
  searchParams: Promise<Record<string, string | string[] | undefined>>;
}

export default async function PaymentPage({ searchParams }: PaymentPageProps) {
  const { service, price, serviceId } = parsePaymentQuery(await searchParams);
  // Rebuilt from the parsed values, so the sign-in round trip carries only clean parameters.
  const returnTo = paymentHref({ service, price, serviceId });

  return (
    <Container className="max-w-xl py-10 sm:py-16">
      <BackLink href="/" label="Back to home" />
      <h1 className="mt-8 text-3xl font-bold tracking-tight sm:text-4xl">Complete your booking</h1>
      <p className="mt-3 text-muted-foreground">
        Check the details below, then pay with coins from your wallet.
      </p>
      <div className="mt-8">
        <OrderSummary service={service} price={price}>
          <GuestCheckout returnTo={returnTo} />
        </OrderSummary>
      </div>
      <p className="mt-6 flex items-center justify-center gap-2 text-sm text-muted-foreground">
        <Lock aria-hidden="true" className="size-4" />
        Your coins leave your wallet only when you confirm the payment.
      </p>
    </Container>
  );
}
