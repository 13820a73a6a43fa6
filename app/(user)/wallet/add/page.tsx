import type { Metadata } from "next";
import { headers } from "next/headers";
import { AccessChanged } from "@/components/account/access-changed";
import { requireAccess } from "@/components/account/protected-area";
import { Container } from "@/components/marketing/container";
import { AddCoinsScreen } from "@/components/wallet/add-coins/add-coins-screen";
import { amountFromQuery } from "@/components/wallet/add-coins/amount-text";
import { paymentProvider } from "@/lib/server/payments/providers";
import { detectRegion } from "@/lib/server/payments/region";

export const metadata: Metadata = { title: "Add Coins" };

interface AddCoinsPageProps {
  searchParams: Promise<{ amount?: string | string[] }>;
}

export default async function AddCoinsPage({ searchParams }: AddCoinsPageProps) {
  const user = await requireAccess("user");
  if (!user) return <AccessChanged />;
  const [region, query] = await Promise.all([detectRegion(await headers()), searchParams]);

  return (
    <Container className="max-w-5xl py-8 sm:py-10">
      <AddCoinsScreen
        region={region}
        provider={paymentProvider().name}
        initialAmount={amountFromQuery(query.amount)}
        balance={user.walletBalance}
      />
    </Container>
  );
}
