// Pages for role org only (SPEC.md section 6), behind SPEC.md's route guard order.
import { ProtectedArea } from "@/components/account/protected-area";

export default function OrganizationLayout({ children }: { children: React.ReactNode }) {
  return <ProtectedArea area="area.org">{children}</ProtectedArea>;
}
