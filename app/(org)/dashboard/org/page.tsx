import type { Metadata } from "next";
import { headers } from "next/headers";
import Link from "@/components/ui/link";
import { ArrowLeftRight, Plus } from "lucide-react";
import { AccessChanged } from "@/components/account/access-changed";
import { AccountCard } from "@/components/dashboard/account-card";
import { DashboardHeading } from "@/components/dashboard/dashboard-heading";
import { DashboardPage } from "@/components/dashboard/dashboard-page";
import { OrganizationCard } from "@/components/dashboard/organization-card";
import { orgLines } from "@/components/bookings/booking-lines";
import { OrgBookings } from "@/components/org-bookings/org-bookings";
import { EarningsCard } from "@/components/org-dashboard/earnings-card";
import { OrgFigures } from "@/components/org-dashboard/org-figures";
import { OrgReviews } from "@/components/org-reviews/org-reviews";
import { RecentConversionsCard } from "@/components/org-dashboard/recent-conversions-card";
import { HydrationSlice } from "@/components/layout/hydration-slice";
import { buttonVariants } from "@/components/ui/button";
import { BOOKINGS_PAGE_SIZE } from "@/lib/bookings/booking-filters";
import { dateStyleFor } from "@/lib/format/date-time";
import { requireAccess } from "@/lib/server/auth/require-access";
import { listOrganizationBookings } from "@/lib/server/bookings/list-bookings";
import { getOrgDashboard } from "@/lib/server/dashboard/org-dashboard";
import { getOrgEarnings } from "@/lib/server/dashboard/org-earnings";
import { detectRegion } from "@/lib/server/payments/region";
import { listOrgReviews } from "@/lib/server/reviews/org-reviews";

export const metadata: Metadata = { title: "Organization Dashboard" };

export default async function OrgDashboardPage() {
  const user = await requireAccess("area.org");
  if (!user) return <AccessChanged />;
  const region = await detectRegion(await headers());
  const dateStyle = dateStyleFor(region, await headers());
  const clock = { timeZone: dateStyle.timeZone };
  // The active bookings first: those wait for the organization to deliver or cancel them.
  const [dashboard, earnings, activeBookings, reviews] = await Promise.all([
    getOrgDashboard(user, clock),
    getOrgEarnings(user, "30d", clock),
    listOrganizationBookings(user, { status: "active", limit: BOOKINGS_PAGE_SIZE }),
    listOrgReviews({ caller: user, query: { limit: 20 } }),
  ]);
  // Each row's words come drawn, in the reader's zone: the browser loads them only for rows the
  // API sends later.
  const bookingItems = activeBookings.items.map((booking) => ({
    ...booking,
    lines: orgLines(booking, dateStyle),
  }));

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
      <OrgFigures initial={dashboard} dateStyle={dateStyle} />
      {/* Below the figures each card hydrates on its own, after the page's first pass, in short
          slices: the whole dashboard hydrated in one long main-thread task. */}
      <HydrationSlice>
        <EarningsCard initial={earnings} dashboard={dashboard} className="md:col-span-2" />
      </HydrationSlice>
      <HydrationSlice>
        <RecentConversionsCard initial={dashboard} dateStyle={dateStyle} />
      </HydrationSlice>
      {/* The guard lets an org account in only once its organization exists. */}
      {user.organization ? <OrganizationCard name={user.organization.name} /> : null}
      <AccountCard user={user} />
      <HydrationSlice>
        <OrgBookings
          initial={{ ...activeBookings, items: bookingItems }}
          dateStyle={dateStyle}
          className="col-span-full"
        />
      </HydrationSlice>
      {user.organization ? (
        <HydrationSlice>
          <OrgReviews
            initial={reviews}
            organizationName={user.organization.name}
            dateStyle={dateStyle}
            className="col-span-full"
          />
        </HydrationSlice>
      ) : null}
    </DashboardPage>
  );
}
