import type { Metadata } from "next";
import { AccessChanged } from "@/components/account/access-changed";
import { Container } from "@/components/layout/container";
import { OrgServicesScreen } from "@/components/org-services/org-services-screen";
import { requireAccess } from "@/lib/server/auth/require-access";
import { listOrganizationServices } from "@/lib/server/org-services/manage-services";

export const metadata: Metadata = { title: "My Services" };

export default async function MyServicesPage() {
  const user = await requireAccess("area.org");
  if (!user) return <AccessChanged />;
  const initial = await listOrganizationServices(user, { limit: 20 });
  return (
    <Container className="py-8 sm:py-10">
      <OrgServicesScreen initial={initial} />
    </Container>
  );
}
