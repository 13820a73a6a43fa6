import type { Metadata } from "next";
import { headers } from "next/headers";
import { AccessChanged } from "@/components/account/access-changed";
import { AdminConversionsScreen } from "@/components/admin/conversions/admin-conversions-screen";
import { Container } from "@/components/layout/container";
import { dateStyleFor } from "@/lib/format/date-time";
import { requireAccess } from "@/lib/server/auth/require-access";
import { adminConversionsScreenData } from "@/lib/server/conversions/admin-conversions";
import { detectRegion } from "@/lib/server/payments/region";

export const metadata: Metadata = { title: "Conversions" };

export default async function AdminConversionsPage({
  searchParams,
}: {
  searchParams: Promise<Record<string, string | string[] | undefined>>;
}) {
  const user = await requireAccess("area.admin");
  if (!user) return <AccessChanged />;
  const region = await detectRegion(await headers());
  const dateStyle = dateStyleFor(region, await headers());
  const data = await adminConversionsScreenData(await searchParams, dateStyle.timeZone);
  return (
    <Container className="py-8 sm:py-10">
      <AdminConversionsScreen {...data} dateStyle={dateStyle} />
    </Container>
  );
}
