import { BadgeCheck, ShieldQuestion } from "lucide-react";
import { Badge } from "@/components/ui/badge";
import { NOT_VERIFIED_EXPLAINED, NOT_VERIFIED_YET } from "@/lib/organizations/verification";
import { cn } from "@/lib/utils";

/** Beside an organization our team has not verified: on its page, its cards and its dialog. */
export function UnverifiedMarker({ className }: { className?: string }) {
  return (
    <Badge
      variant="outline"
      className={cn("border-warning/60 bg-warning/10 font-medium", className)}
      title={NOT_VERIFIED_EXPLAINED}
      data-testid="unverified-marker"
    >
      <ShieldQuestion aria-hidden="true" />
      {NOT_VERIFIED_YET}
    </Badge>
  );
}

/** The platform's check of an organization; `showPending` marks one that is not verified yet. */
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
  return showPending ? <UnverifiedMarker /> : null;
}
