import type { Metadata } from "next";
import { headers } from "next/headers";
import { notFound } from "next/navigation";
import { AccessChanged } from "@/components/account/access-changed";
import { DecisionPanel } from "@/components/admin/disputes/decision-panel";
import { DisputeCaseFile } from "@/components/admin/disputes/dispute-case-file";
import { Container } from "@/components/layout/container";
import { isAppError } from "@/lib/errors/app-error";
import { dateStyleFor } from "@/lib/format/date-time";
import { requireAccess } from "@/lib/server/auth/require-access";
import { adminDisputeDetail } from "@/lib/server/disputes/admin-dispute-detail";
import { detectRegion } from "@/lib/server/payments/region";

export const metadata: Metadata = { title: "Dispute" };

export default async function AdminDisputePage({ params }: { params: Promise<{ id: string }> }) {
  const admin = await requireAccess("area.admin");
  if (!admin) return <AccessChanged />;
  const { id } = await params;
  const detail = await adminDisputeDetail(id.slice(0, 64)).catch((error: unknown) => {
    if (isAppError(error) && error.code === "not_found") notFound();
    throw error;
  });
  const region = await detectRegion(await headers());
  return (
    <Container className="py-8 sm:py-10">
      <DisputeCaseFile
        detail={detail}
        dateStyle={dateStyleFor(region, await headers())}
        decision={<DecisionPanel detail={detail} />}
      />
    </Container>
  );
}
