import type { Metadata } from "next";
import { headers } from "next/headers";
import { AccessChanged } from "@/components/account/access-changed";
import { ActiveServicesCard } from "@/components/dashboard/active-services-card";
import { BrowseServicesCard } from "@/components/dashboard/browse-services-card";
import { DashboardHeading } from "@/components/dashboard/dashboard-heading";
import { DashboardPage } from "@/components/dashboard/dashboard-page";
import { QuickNavigationCard } from "@/components/dashboard/quick-navigation-card";
import { QuickTopUpCard } from "@/components/dashboard/quick-top-up-card";
import { BalanceCard } from "@/components/wallet/balance-card";
import { YourStatsCard } from "@/components/dashboard/your-stats-card";
import { dateStyleFor } from "@/lib/format/date-time";
import { requireAccess } from "@/lib/server/auth/require-access";
import { getUserDashboard } from "@/lib/server/dashboard/user-dashboard";
import { coinPackagesFor } from "@/lib/server/payments/coin-packages";
import { detectRegion } from "@/lib/server/payments/region";

export const metadata: Metadata = { title: "Dashboard" };

export default async function UserDashboardPage() {
  const user = await requireAccess("area.user");
  if (!user) return <AccessChanged />;
  const regionLookup = detectRegion(await headers());
  const [region, offer, dashboard] = await Promise.all([
    regionLookup,
    // The quick top-up's prices are the packages' prices in the region's currency.
    regionLookup.then(coinPackagesFor),
    getUserDashboard(user),
  ]);
  // Relative dates are worked out here, on the server, against the moment of this render.
  const now = new Date();

  return (
    <DashboardPage
      heading={
        <DashboardHeading
          user={user}
          description="Your wallet, your services and your account at a glance."
        />
      }
    >
      <BalanceCard tone="primary" />
      <BrowseServicesCard />
      <YourStatsCard
        totalSpent={dashboard.stats.totalSpent}
        servicesUsed={dashboard.stats.servicesUsed}
        memberSince={user.createdAt}
        isActive={user.isActive}
      />
      <ActiveServicesCard
        items={dashboard.activeBookings.items}
        total={dashboard.activeBookings.total}
        now={now}
        dateStyle={dateStyleFor(region, await headers())}
      />
      <QuickTopUpCard offer={offer} />
      <QuickNavigationCard />
    </DashboardPage>
  );
}
