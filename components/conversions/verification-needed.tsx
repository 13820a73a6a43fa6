import { ShieldQuestion } from "lucide-react";
import { CONVERSION_NEEDS_VERIFICATION } from "@/lib/organizations/verification";

/** /org/convert before the organization is verified: why it cannot convert yet, before it tries. */
export function VerificationNeeded() {
  return (
    <div
      role="note"
      aria-labelledby="verification-needed-title"
      className="mb-5 flex gap-3 rounded-lg border border-warning/60 bg-warning/10 p-4 text-sm"
      data-testid="verification-needed"
    >
      <ShieldQuestion aria-hidden="true" className="mt-0.5 size-5 shrink-0 text-warning" />
      <div className="space-y-1">
        <p id="verification-needed-title" className="font-semibold">
          Your organization is not verified yet
        </p>
        <p className="text-muted-foreground">{CONVERSION_NEEDS_VERIFICATION}</p>
        <p className="text-muted-foreground">
          You can add your payout details now; requests open once an admin has verified you.
        </p>
      </div>
    </div>
  );
}
