import type { Metadata } from "next";
import { headers } from "next/headers";
import { AccessChanged } from "@/components/account/access-changed";
import { AdminFigures } from "@/components/admin/dashboard/admin-figures";
import { MoneyCard } from "@/components/admin/dashboard/money-card";
import { PendingApprovalsCard } from "@/components/admin/dashboard/pending-approvals-card";
import { PlatformOverviewCard } from "@/components/admin/dashboard/platform-overview-card";
import { RatesFeedWarning } from "@/components/admin/dashboard/rates-feed-warning";
import { RecentActivityCard } from "@/components/admin/dashboard/recent-activity-card";
import { RevenueCard } from "@/components/admin/dashboard/revenue-card";
import { TrendsCard } from "@/components/admin/dashboard/trends-card";
import { DashboardHeading } from "@/components/dashboard/dashboard-heading";
import { DashboardPage } from "@/components/dashboard/dashboard-page";
import { dateStyleFor } from "@/lib/format/date-time";
import { listActivity } from "@/lib/server/admin/activity";
import { getAdminDashboard } from "@/lib/server/admin/dashboard";
import { ACTIVITY_PAGE_SIZE } from "@/lib/admin/activity";
import { requireAccess } from "@/lib/server/auth/require-access";
import { detectRegion } from "@/lib/server/payments/region";

export const metadata: Metadata = { title: "Admin Dashboard" };

export default async function AdminDashboardPage() {
  const user = await requireAccess("area.admin");
  if (!user) return <AccessChanged />;
  const dateStyle = dateStyleFor(await detectRegion(await headers()), await headers());
  const [dashboard, activity] = await Promise.all([
    getAdminDashboard({ timeZone: dateStyle.timeZone }),
    listActivity({ limit: ACTIVITY_PAGE_SIZE }),
  ]);

  return (
    <DashboardPage
      heading={
        <DashboardHeading
          user={user}
          description="Oversee users, services, conversions and payments."
        />
      }
    >
      <RatesFeedWarning initial={dashboard} dateStyle={dateStyle} />
      <AdminFigures initial={dashboard} />
      <TrendsCard kind="activity" initial={dashboard} className="md:col-span-2" />
      <PlatformOverviewCard
        initial={dashboard}
        dateStyle={dateStyle}
        className="md:col-span-2 lg:col-span-1"
      />
      <RevenueCard initial={dashboard} className="md:col-span-2" />
      <MoneyCard initial={dashboard} className="md:col-span-2 lg:col-span-1" />
      <TrendsCard kind="coins" initial={dashboard} className="md:col-span-2" />
      <PendingApprovalsCard
        initial={dashboard}
        dateStyle={dateStyle}
        className="md:col-span-2 lg:col-span-1"
      />
      <RecentActivityCard initial={activity} dateStyle={dateStyle} className="col-span-full" />
    </DashboardPage>
  );
}
