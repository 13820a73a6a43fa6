// Pages for role admin only (docs/spec.md section 6), behind docs/spec.md's route guard order.
import { ProtectedArea } from "@/components/account/protected-area";

export default function AdminLayout({ children }: { children: React.ReactNode }) {
  return <ProtectedArea area="area.admin">{children}</ProtectedArea>;
}
