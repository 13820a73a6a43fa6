import type { Metadata } from "next";
import Link from "next/link";
import { ArrowLeftRight, Plus } from "lucide-react";
import { AccessChanged } from "@/components/account/access-changed";
import { requireAccess } from "@/components/account/protected-area";
import { AccountCard } from "@/components/dashboard/account-card";
import { DashboardHeading } from "@/components/dashboard/dashboard-heading";
import { DashboardPage } from "@/components/dashboard/dashboard-page";
import { OrganizationCard } from "@/components/dashboard/organization-card";
import { buttonVariants } from "@/components/ui/button";

export const metadata: Metadata = { title: "Organization Dashboard" };

export default async function OrgDashboardPage() {
  const user = await requireAccess("org");
  if (!user) return <AccessChanged />;

  return (
    <DashboardPage
      heading={
        <DashboardHeading
          name={user.name}
          description="Manage your services and the coins they earn."
          actions={
            <>
              <Link href="/org/services" className={buttonVariants()}>
                <Plus aria-hidden="true" />
                Add Service
              </Link>
              <Link href="/org/convert" className={buttonVariants({ variant: "outline" })}>
                <ArrowLeftRight aria-hidden="true" />
                Convert Coins
              </Link>
            </>
          }
        />
      }
    >
      {/* The guard lets an org account in only once its organization exists. */}
      {user.organization ? <OrganizationCard name={user.organization.name} /> : null}
      <AccountCard user={user} />
    </DashboardPage>
  );
}
