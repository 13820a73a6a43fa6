import { Badge } from "@/components/ui/badge";
import type { AdminUser } from "@/lib/schemas/admin-users";
import { ROLE_LABELS, type Role } from "@/lib/auth/roles";

export function RoleBadge({ role }: { role: Role }) {
  return (
    <Badge variant={role === "admin" ? "default" : role === "org" ? "secondary" : "outline"}>
      {ROLE_LABELS[role]}
    </Badge>
  );
}

export function StatusBadge({ status }: { status: AdminUser["status"] }) {
  return (
    <Badge variant={status === "active" ? "success" : "destructive"}>
      {status === "active" ? "Active" : "Suspended"}
    </Badge>
  );
}
