import type { Metadata } from "next";
import { Lock } from "lucide-react";
import { BackLink } from "@/components/marketing/back-link";
import { Container } from "@/components/layout/container";
import { ServiceLinkNotFound } from "@/components/payment/checkout-states";
import { ServiceCheckout } from "@/components/payment/service-checkout";
import { getCurrentUser } from "@/lib/server/auth/current-user";
import { resolveLinkedService } from "@/modules/catalog/server/linked-service";
import { getPaymentCheckout } from "@/modules/catalog/server/payment-service";
import { parsePaymentQuery } from "@/lib/validations/payment-query";

export const metadata: Metadata = { title: "Payment" };

interface PaymentPageProps {
  searchParams: Promise<Record<string, string | string[] | undefined>>;
}

export default async function PaymentPage({ searchParams }: PaymentPageProps) {
  const query = parsePaymentQuery(await searchParams);
  const user = await getCurrentUser();
  // The link names the service by id, or (docs/spec.md's own shape) a showcase option by its title.
  const linked = await resolveLinkedService(query, "book");
  const { service, activeBooking } = await getPaymentCheckout(user, linked?.id);

  if (!service) {
    return (
      <Container width="xl" className="py-10 sm:py-16">
        <BackLink href="/" label="Back to home" />
        <ServiceLinkNotFound role={user?.role ?? null} className="mt-8" />
      </Container>
    );
  }

  return (
    <Container width="xl" className="py-10 sm:py-16">
      <BackLink href="/" label="Back to home" />
      <h1 className="mt-8 text-3xl font-bold tracking-tight sm:text-4xl">Complete your booking</h1>
      <p className="mt-3 text-muted-foreground">
        Check the details below, then pay with coins from your wallet.
      </p>
      <div className="mt-8">
        <ServiceCheckout
          user={user}
          service={service}
          activeBooking={activeBooking}
          linkPrice={query.price}
        />
      </div>
      <p className="mt-6 flex items-center justify-center gap-2 text-center text-sm text-muted-foreground">
        <Lock aria-hidden="true" className="size-4 shrink-0" />
        Your coins leave your wallet only when you confirm the payment.
      </p>
    </Container>
  );
}
