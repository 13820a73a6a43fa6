import { Badge } from "@/components/ui/badge";
import { ROLE_LABELS, type Role } from "@/lib/auth/roles";

/** User, Organization or Admin (docs/spec.md "Navigation bar"). */
export function RoleBadge({ role, className }: { role: Role; className?: string }) {
  return (
    <Badge variant={role === "user" ? "secondary" : "outline"} className={className}>
      {ROLE_LABELS[role]}
    </Badge>
  );
}
