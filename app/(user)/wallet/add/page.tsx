import type { Metadata } from "next";
import { headers } from "next/headers";
import { CreditCard } from "lucide-react";
import { AccessChanged } from "@/components/account/access-changed";
import { Container } from "@/components/layout/container";
import { AddCoinsScreen } from "@/components/wallet/add-coins/add-coins-screen";
import { afterTopUp } from "@/components/wallet/add-coins/after-top-up";
import {
  selectionFromQuery,
  type AddCoinsQuery,
} from "@/components/wallet/add-coins/top-up-selection";
import { EmptyState } from "@/components/ui/empty-state";
import { paymentsMode } from "@/lib/deployment";
import { env } from "@/lib/env";
import { requireAccess } from "@/lib/server/auth/require-access";
import { coinPackagesFor } from "@/lib/server/payments/coin-packages";
import { PAYMENTS_UNAVAILABLE, paymentProvider } from "@/lib/server/payments/providers";
import { detectRegion } from "@/lib/server/payments/region";

export const metadata: Metadata = { title: "Add Coins" };

interface AddCoinsPageProps {
  searchParams: Promise<AddCoinsQuery>;
}

export default async function AddCoinsPage({ searchParams }: AddCoinsPageProps) {
  const user = await requireAccess("area.user");
  if (!user) return <AccessChanged />;
  if (paymentsMode(env) === "off") {
    return (
      <Container width="5xl" className="py-8 sm:py-10">
        <EmptyState icon={CreditCard} title="Add Coins" description={PAYMENTS_UNAVAILABLE} />
      </Container>
    );
  }
  const [region, query] = await Promise.all([detectRegion(await headers()), searchParams]);
  // Priced here, with the order's own sums, so the first paint already shows the buyer's prices.
  const offer = await coinPackagesFor(region);

  return (
    <Container width="5xl" className="py-8 sm:py-10">
      <AddCoinsScreen
        region={region}
        provider={paymentProvider().name}
        offer={offer}
        initialSelection={selectionFromQuery(query, offer)}
        after={afterTopUp(query.returnTo)}
      />
    </Container>
  );
}
