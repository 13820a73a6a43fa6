import type { Metadata } from "next";
import Link from "next/link";
import { Search } from "lucide-react";
import { AccessChanged } from "@/components/account/access-changed";
import { requireAccess } from "@/components/account/protected-area";
import { AccountCard } from "@/components/dashboard/account-card";
import { DashboardHeading } from "@/components/dashboard/dashboard-heading";
import { DashboardPage } from "@/components/dashboard/dashboard-page";
import { WalletCard } from "@/components/dashboard/wallet-card";
import { buttonVariants } from "@/components/ui/button";

export const metadata: Metadata = { title: "Dashboard" };

export default async function UserDashboardPage() {
  const user = await requireAccess("user");
  if (!user) return <AccessChanged />;

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
      <AccountCard user={user} />
    </DashboardPage>
  );
}
