import type { Metadata } from "next";
import { headers } from "next/headers";
import { AccessChanged } from "@/components/account/access-changed";
import { AdminDisputesScreen } from "@/components/admin/disputes/admin-disputes-screen";
import { Container } from "@/components/layout/container";
import { dateStyleFor } from "@/lib/format/date-time";
import { requireAccess } from "@/lib/server/auth/require-access";
import { adminDisputesScreenData } from "@/lib/server/disputes/admin-disputes-screen";
import { detectRegion } from "@/lib/server/payments/region";

export const metadata: Metadata = { title: "Disputes" };

export default async function AdminDisputesPage({
  searchParams,
}: {
  searchParams: Promise<Record<string, string | string[] | undefined>>;
}) {
  const user = await requireAccess("area.admin");
  if (!user) return <AccessChanged />;
  const region = await detectRegion(await headers());
  const data = await adminDisputesScreenData(await searchParams);
  return (
    <Container className="py-8 sm:py-10">
      <AdminDisputesScreen {...data} dateStyle={dateStyleFor(region, await headers())} />
    </Container>
  );
}
