// Pages for role user only (SPEC.md section 6), behind SPEC.md's route guard order.
import { ProtectedArea } from "@/components/account/protected-area";

export default function UserLayout({ children }: { children: React.ReactNode }) {
  return <ProtectedArea area="area.user">{children}</ProtectedArea>;
}
