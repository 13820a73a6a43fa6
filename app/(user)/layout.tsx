// Pages for role user only (docs/spec.md section 6), behind docs/spec.md's route guard order.
import { ProtectedArea } from "@/components/account/protected-area";

export default function UserLayout({ children }: { children: React.ReactNode }) {
  return <ProtectedArea area="area.user">{children}</ProtectedArea>;
}
