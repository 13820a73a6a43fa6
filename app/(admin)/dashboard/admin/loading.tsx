import { AdminDashboardSkeleton } from "@/components/admin/dashboard/admin-dashboard-skeleton";
import { Container } from "@/components/layout/container";

export default function Loading() {
  return (
    <Container className="py-8 sm:py-10">
      <AdminDashboardSkeleton />
    </Container>
  );
}
