// Pages for every signed-in role (/settings): docs/spec.md's guard order without a role check.
import { ProtectedArea } from "@/components/account/protected-area";

export default function AccountLayout({ children }: { children: React.ReactNode }) {
  return <ProtectedArea area="area.account">{children}</ProtectedArea>;
}
