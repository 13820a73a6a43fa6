import type { Metadata } from "next";
import { headers } from "next/headers";
import { AccessChanged } from "@/components/account/access-changed";
import { AdminUsersScreen } from "@/components/admin/users/admin-users-screen";
import { Container } from "@/components/layout/container";
import { dateStyleFor } from "@/lib/format/date-time";
import { requireAccess } from "@/lib/server/auth/require-access";
import { detectRegion } from "@/lib/server/payments/region";

export const metadata: Metadata = { title: "Manage Users" };

export default async function AdminUsersPage() {
  const user = await requireAccess("area.admin");
  if (!user) return <AccessChanged />;
  const region = await detectRegion(await headers());
  return (
    <Container className="py-8 sm:py-10">
      <AdminUsersScreen selfId={user.id} dateStyle={dateStyleFor(region, await headers())} />
    </Container>
  );
}
