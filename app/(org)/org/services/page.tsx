import type { Metadata } from "next";
import { AccessChanged } from "@/components/account/access-changed";
import { Container } from "@/components/layout/container";
import { OrgServicesScreen } from "@/modules/services/components/org/org-services-screen";
import { requireAccess } from "@/lib/server/auth/require-access";
import { listOrganizationServices } from "@/modules/services/server/manage-services";
import { currentCommissionBps } from "@/modules/services/server/service-pricing";

export const metadata: Metadata = { title: "My Services" };

export default async function MyServicesPage() {
  const user = await requireAccess("area.org");
  if (!user) return <AccessChanged />;
  const [initial, commissionBps] = await Promise.all([
    listOrganizationServices(user, { limit: 20 }),
    currentCommissionBps(),
  ]);
  return (
    <Container className="py-8 sm:py-10">
      <OrgServicesScreen initial={initial} commissionBps={commissionBps} />
    </Container>
  );
}
