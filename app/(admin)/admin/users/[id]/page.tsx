import type { Metadata } from "next";
import { headers } from "next/headers";
import { notFound } from "next/navigation";
import { AccessChanged } from "@/components/account/access-changed";
import { UserDetailView } from "@/components/admin/users/user-detail-view";
import { Container } from "@/components/layout/container";
import { isAppError } from "@/lib/errors/app-error";
import { dateStyleFor } from "@/lib/format/date-time";
import { getAdminUserDetail } from "@/lib/server/admin/user-detail";
import { requireAccess } from "@/lib/server/auth/require-access";
import { detectRegion } from "@/lib/server/payments/region";

export const metadata: Metadata = { title: "User" };

export default async function AdminUserPage({ params }: { params: Promise<{ id: string }> }) {
  const admin = await requireAccess("area.admin");
  if (!admin) return <AccessChanged />;
  const { id } = await params;
  const detail = await getAdminUserDetail(id.slice(0, 64)).catch((error: unknown) => {
    if (isAppError(error) && error.code === "not_found") notFound();
    throw error;
  });
  const region = await detectRegion(await headers());
  return (
    <Container className="py-8 sm:py-10">
      <UserDetailView
        detail={detail}
        selfId={admin.id}
        dateStyle={dateStyleFor(region, await headers())}
      />
    </Container>
  );
}
