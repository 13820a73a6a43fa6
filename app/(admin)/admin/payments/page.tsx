import type { Metadata } from "next";
import { headers } from "next/headers";
import { AccessChanged } from "@/components/account/access-changed";
import { AdminPaymentsScreen } from "@/components/admin/payments/admin-payments-screen";
import { Container } from "@/components/layout/container";
import { dateStyleFor } from "@/lib/format/date-time";
import { requireAccess } from "@/lib/server/auth/require-access";
import { adminPaymentsScreenData } from "@/lib/server/admin/payments-screen";
import { detectRegion } from "@/lib/server/payments/region";

export const metadata: Metadata = { title: "Payments" };

export default async function AdminPaymentsPage({
  searchParams,
}: {
  searchParams: Promise<Record<string, string | string[] | undefined>>;
}) {
  const user = await requireAccess("area.admin");
  if (!user) return <AccessChanged />;
  const [data, region] = await Promise.all([
    adminPaymentsScreenData(await searchParams),
    detectRegion(await headers()),
  ]);
  return (
    <Container className="py-8 sm:py-10">
      <AdminPaymentsScreen {...data} dateStyle={dateStyleFor(region, await headers())} />
    </Container>
  );
}
