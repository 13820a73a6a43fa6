import type { Metadata } from "next";
import { headers } from "next/headers";
import { AccessChanged } from "@/components/account/access-changed";
import {
  adminServicesApiPath,
  ADMIN_SERVICES_PAGE_SIZE,
  filtersFromParams,
} from "@/modules/services/components/admin/admin-service-filters";
import { AdminServicesScreen } from "@/modules/services/components/admin/admin-services-screen";
import { Container } from "@/components/layout/container";
import { dateStyleFor } from "@/lib/format/date-time";
import { requireAccess } from "@/lib/server/auth/require-access";
import { listAdminServices } from "@/modules/services/server/admin-list-services";
import { detectRegion } from "@/lib/server/payments/region";
import { paramsOf } from "@/lib/url/page-query";

export const metadata: Metadata = { title: "Services" };

export default async function AdminServicesPage({
  searchParams,
}: {
  searchParams: Promise<Record<string, string | string[] | undefined>>;
}) {
  const user = await requireAccess("area.admin");
  if (!user) return <AccessChanged />;
  const filters = filtersFromParams(paramsOf(await searchParams));
  const [page, region] = await Promise.all([
    listAdminServices({ ...filters, limit: ADMIN_SERVICES_PAGE_SIZE }),
    detectRegion(await headers()),
  ]);
  return (
    <Container className="py-8 sm:py-10">
      <AdminServicesScreen
        initial={{ path: adminServicesApiPath(filters), page }}
        dateStyle={dateStyleFor(region, await headers())}
      />
    </Container>
  );
}
