import { BadgeCheck } from "lucide-react";
import { Badge } from "@/components/ui/badge";

/** The platform's check of an organization; `showPending` says so on its own profile page. */
export function VerifiedBadge({
  verified,
  showPending = false,
}: {
  verified: boolean;
  showPending?: boolean;
}) {
  if (verified) {
    return (
      <Badge variant="success" data-testid="verified-badge">
        <BadgeCheck aria-hidden="true" />
        Verified organization
      </Badge>
    );
  }
  return showPending ? <Badge variant="outline">Not verified yet</Badge> : null;
}
