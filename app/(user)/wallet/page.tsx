import type { Metadata } from "next";
import { headers } from "next/headers";
import { AccessChanged } from "@/components/account/access-changed";
import { Container } from "@/components/layout/container";
import { HydrationSlice } from "@/components/layout/hydration-slice";
import { Card, CardContent, CardDescription, CardHeader } from "@/components/ui/card";
import { BalanceCard } from "@/components/wallet/balance-card";
import { PaymentList } from "@/components/wallet/payment-list";
import { PreferredMethodForm } from "@/components/wallet/preferred-method-form";
import { TransactionHistory } from "@/components/wallet/transaction-history";
import { dateStyleFor } from "@/lib/format/date-time";
import { requireAccess } from "@/lib/server/auth/require-access";
import { listPayments } from "@/lib/server/payments/payment-history";
import { detectRegion } from "@/lib/server/payments/region";
import { getWallet } from "@/lib/server/payments/wallet-history";

export const metadata: Metadata = { title: "Wallet" };

export default async function WalletPage() {
  const user = await requireAccess("area.user");
  if (!user) return <AccessChanged />;
  const [region, wallet, payments] = await Promise.all([
    detectRegion(await headers()),
    getWallet(user.id, { limit: 20 }),
    listPayments(user.id, { limit: 10 }),
  ]);
  const dateStyle = dateStyleFor(region, await headers());

  return (
    <Container className="space-y-8 py-8 sm:py-10">
      <div>
        <h1 className="text-2xl font-bold tracking-tight sm:text-3xl">Wallet</h1>
        <p className="mt-1.5 text-muted-foreground">
          Your coins, every movement in and out, and your payments.
        </p>
      </div>
      <div className="grid gap-8 lg:grid-cols-[20rem_minmax(0,1fr)] lg:items-start">
        <div className="space-y-6">
          <BalanceCard tone="coin" />
          <Card>
            <CardHeader>
              <h2 className="leading-none font-semibold">Preferred payment method</h2>
              <CardDescription>
                The payment window opens on this method. You can still pick another when you pay.
              </CardDescription>
            </CardHeader>
            <CardContent>
              <HydrationSlice>
                <PreferredMethodForm />
              </HydrationSlice>
            </CardContent>
          </Card>
        </div>
        <div className="space-y-10">
          <section aria-labelledby="transactions-title" className="space-y-4">
            <h2 id="transactions-title" className="text-xl font-semibold">
              Transaction history
            </h2>
            {/* The lists hydrate on their own, after the page's first pass, in short slices:
                the page hydrated in one long main-thread task. */}
            <HydrationSlice>
              <TransactionHistory first={wallet} dateStyle={dateStyle} />
            </HydrationSlice>
          </section>
          <section aria-labelledby="payments-title" className="space-y-4">
            <div>
              <h2 id="payments-title" className="text-xl font-semibold">
                Payments
              </h2>
              <p className="mt-1 text-sm text-muted-foreground">
                Your coin purchases. Paid ones have a printable receipt.
              </p>
            </div>
            <HydrationSlice>
              <PaymentList first={payments} dateStyle={dateStyle} />
            </HydrationSlice>
          </section>
        </div>
      </div>
    </Container>
  );
}
