import { Clock } from "lucide-react";
import { onHoldLine } from "@/lib/conversions/payout-safety";
import { formatDateTime, type DateStyle } from "@/lib/format/date-time";

interface OnHoldNoteProps {
  /** The request's heldUntil: nothing is shown without one. */
  heldUntil: string | null;
  dateStyle: DateStyle;
  /** Why, as its reader is told. */
  why: string;
  id?: string;
}

/**
 * A pending request whose payout destination changed shortly before it: "On hold until …" in
 * the viewer's zone, on the organization's and the admin's screens.
 */
export function OnHoldNote({ heldUntil, dateStyle, why, id }: OnHoldNoteProps) {
  if (!heldUntil) return null;
  return (
    <p
      id={id}
      className="mt-3 flex gap-2 rounded-md bg-warning/10 px-3 py-2 text-sm"
      data-testid="conversion-on-hold"
    >
      <Clock aria-hidden="true" className="mt-0.5 size-4 shrink-0 text-warning" />
      <span>
        <span className="font-medium">{onHoldLine(formatDateTime(heldUntil, dateStyle))}</span>
        <span className="text-muted-foreground">: {why}</span>
      </span>
    </p>
  );
}
