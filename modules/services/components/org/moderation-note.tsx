import { MessageSquareWarning } from "lucide-react";
import type { ServiceStatus } from "@/modules/services/shared/validations-values";

/**
 * The admin's note on a service sent back or rejected, as its organization and the admins read
 * it: nothing while the service is in any other state.
 */
export function ModerationNote({
  status,
  note,
  askedLabel,
}: {
  status: ServiceStatus;
  note: string | null;
  /** What precedes a request for changes: "The admin asks: " to the organization. */
  askedLabel: string;
}) {
  if (!note || (status !== "changes_requested" && status !== "rejected")) return null;
  return (
    <div className="flex gap-2 rounded-lg border border-warning/40 bg-warning/10 p-3 text-sm">
      <MessageSquareWarning aria-hidden="true" className="mt-0.5 size-4 shrink-0" />
      <p>
        <span className="font-semibold">{status === "rejected" ? "Reason: " : askedLabel}</span>
        {note}
      </p>
    </div>
  );
}
