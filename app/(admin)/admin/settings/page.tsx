import type { Metadata } from "next";
import { headers } from "next/headers";
import { AccessChanged } from "@/components/account/access-changed";
import { AdminSettingsScreen } from "@/components/admin/settings/admin-settings-screen";
import { Container } from "@/components/layout/container";
import { dateStyleFor } from "@/lib/format/date-time";
import { requireAccess } from "@/lib/server/auth/require-access";
import { getPlatformSettings } from "@/lib/server/economics/settings-view";
import { detectRegion } from "@/lib/server/payments/region";

export const metadata: Metadata = { title: "Fees & Rates" };

export default async function AdminSettingsPage() {
  const user = await requireAccess("area.admin");
  if (!user) return <AccessChanged />;
  const [settings, region] = await Promise.all([
    getPlatformSettings(),
    detectRegion(await headers()),
  ]);
  return (
    <Container className="py-8 sm:py-10">
      <AdminSettingsScreen initial={settings} dateStyle={dateStyleFor(region, await headers())} />
    </Container>
  );
}
