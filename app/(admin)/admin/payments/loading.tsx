import { PaymentsSkeleton } from "@/components/admin/payments/payments-skeleton";
import { Container } from "@/components/layout/container";

export default function Loading() {
  return (
    <Container className="py-8 sm:py-10">
      <PaymentsSkeleton />
    </Container>
  );
}
