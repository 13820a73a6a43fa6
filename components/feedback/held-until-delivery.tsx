import { Clock } from "lucide-react";

/**
 * Said above the form when the booking is not complete yet (right after paying, or delivered and
 * not yet accepted): a rating now is kept private and counts only once the booking completes, so
 * nothing undelivered or disputed moves a public rating (docs/features.md).
 */
export function HeldUntilDelivery({ organizationName }: { organizationName: string }) {
  return (
    <div
      data-testid="held-until-delivery"
      className="flex items-start gap-3 rounded-lg border border-primary/20 bg-primary/5 px-3.5 py-3 text-sm"
    >
      <Clock aria-hidden="true" className="mt-0.5 size-4 shrink-0 text-primary" />
      <div className="space-y-1">
        <p className="font-semibold">Not complete yet</p>
        <p className="text-pretty text-muted-foreground">
          Your rating stays private until you accept{" "}
          <span className="font-medium break-words text-foreground">{organizationName}</span>
          &apos;s delivery of this booking, or your time to accept it ends. It then appears on the
          service; if the booking is cancelled, it is dropped.
        </p>
      </div>
    </div>
  );
}
