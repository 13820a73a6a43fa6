import type { Metadata } from "next";
import { AccessChanged } from "@/components/account/access-changed";
import { Container } from "@/components/layout/container";
import { OrgServicesScreen } from "@/components/org-services/org-services-screen";
import { requireAccess } from "@/lib/server/auth/require-access";
import { listOrganizationServices } from "@/lib/server/org-services/manage-services";
import { currentCommissionBps } from "@/lib/server/org-services/service-pricing";

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
