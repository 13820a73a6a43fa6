import { Badge } from "@/components/ui/badge";

/** docs/spec.md: green for active, red otherwise (a suspended account). */
export function StatusBadge({ isActive }: { isActive: boolean }) {
  return (
    <Badge variant={isActive ? "success" : "destructive"}>
      {isActive ? "Active" : "Suspended"}
    </Badge>
  );
}
