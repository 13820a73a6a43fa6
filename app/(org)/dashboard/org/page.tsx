import type { Metadata } from "next";
import { headers } from "next/headers";
import Link from "next/link";
import { ArrowLeftRight, Plus } from "lucide-react";
import { AccessChanged } from "@/components/account/access-changed";
import { AccountCard } from "@/components/dashboard/account-card";
import { DashboardHeading } from "@/components/dashboard/dashboard-heading";
import { DashboardPage } from "@/components/dashboard/dashboard-page";
import { OrganizationCard } from "@/components/dashboard/organization-card";
import { OrgBookings } from "@/components/org-bookings/org-bookings";
import { buttonVariants } from "@/components/ui/button";
import { BOOKINGS_PAGE_SIZE } from "@/lib/bookings/booking-filters";
import { dateStyleFor } from "@/lib/format/date-time";
import { requireAccess } from "@/lib/server/auth/require-access";
import { listOrganizationBookings } from "@/lib/server/bookings/list-bookings";
import { detectRegion } from "@/lib/server/payments/region";

export const metadata: Metadata = { title: "Organization Dashboard" };

export default async function OrgDashboardPage() {
  const user = await requireAccess("area.org");
  if (!user) return <AccessChanged />;
  // The active bookings first: those wait for the organization to deliver or cancel them.
  const [region, activeBookings] = await Promise.all([
    detectRegion(await headers()),
    listOrganizationBookings(user, { status: "active", limit: BOOKINGS_PAGE_SIZE }),
  ]);

  return (
    <DashboardPage
      heading={
        <DashboardHeading
          user={user}
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
      <OrgBookings
        initial={activeBookings}
        dateStyle={dateStyleFor(region)}
        className="col-span-full"
      />
    </DashboardPage>
  );
}
