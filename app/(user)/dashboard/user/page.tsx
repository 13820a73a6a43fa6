import type { Metadata } from "next";
import { headers } from "next/headers";
import Link from "next/link";
import { Search } from "lucide-react";
import { AccessChanged } from "@/components/account/access-changed";
import { requireAccess } from "@/components/account/protected-area";
import { AccountCard } from "@/components/dashboard/account-card";
import { DashboardHeading } from "@/components/dashboard/dashboard-heading";
import { DashboardPage } from "@/components/dashboard/dashboard-page";
import { QuickTopUpCard } from "@/components/dashboard/quick-top-up-card";
import { WalletCard } from "@/components/dashboard/wallet-card";
import { buttonVariants } from "@/components/ui/button";
import { detectRegion } from "@/lib/server/payments/region";

export const metadata: Metadata = { title: "Dashboard" };

export default async function UserDashboardPage() {
  const user = await requireAccess("user");
  if (!user) return <AccessChanged />;
  const region = await detectRegion(await headers());

  return (
    <DashboardPage
      heading={
        <DashboardHeading
          name={user.name}
          description="Your wallet and account at a glance."
          actions={
            <Link href="/services" className={buttonVariants({ variant: "outline" })}>
              <Search aria-hidden="true" />
              Browse Services
            </Link>
          }
        />
      }
    >
      <WalletCard balance={user.walletBalance} />
      <QuickTopUpCard currency={region.currency} />
      <AccountCard user={user} />
    </DashboardPage>
  );
}
