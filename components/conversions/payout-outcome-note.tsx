import { paidLine, type PayoutProgressFacts } from "@/lib/conversions/status-words";
import type { DateStyle } from "@/lib/format/date-time";

interface PayoutOutcomeNoteProps {
  conversion: PayoutProgressFacts;
  dateStyle: DateStyle;
  /** After "Payout failed:": why, and where the coins went, as its reader is told. */
  failed: string;
}

/**
 * How a request's payout ended, in its coloured box under the request: paid (when, and the
 * transfer's reference) or failed. Nothing for a request whose payout has not ended.
 */
export function PayoutOutcomeNote({ conversion, dateStyle, failed }: PayoutOutcomeNoteProps) {
  if (conversion.status === "paid") {
    return (
      <p
        className="mt-3 rounded-md bg-success/10 px-3 py-2 text-sm font-medium"
        data-testid="conversion-progress"
      >
        {paidLine(conversion, dateStyle)}
      </p>
    );
  }
  if (conversion.status === "failed") {
    return (
      <p
        className="mt-3 rounded-md bg-destructive/10 px-3 py-2 text-sm text-destructive"
        data-testid="conversion-progress"
      >
        Payout failed: {failed}
      </p>
    );
  }
  return null;
}
