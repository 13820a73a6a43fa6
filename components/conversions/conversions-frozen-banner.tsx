import { Snowflake } from "lucide-react";
import { CONVERSIONS_FROZEN, frozenSinceLine } from "@/lib/conversions/payout-safety";
import { formatDateTime, type DateStyle } from "@/lib/format/date-time";
import { SITE } from "@/lib/site";

interface ConversionsFrozenBannerProps {
  frozenAt: string;
  dateStyle: DateStyle;
}

/**
 * /org/convert while the organization's conversions are frozen (the link of a payout-details
 * mail): since when, and that only support lifts it. The request form is closed meanwhile.
 */
export function ConversionsFrozenBanner({ frozenAt, dateStyle }: ConversionsFrozenBannerProps) {
  return (
    <div
      role="note"
      aria-labelledby="conversions-frozen-title"
      className="flex gap-3 rounded-lg border border-destructive/40 bg-destructive/5 p-4 text-sm"
      data-testid="conversions-frozen"
    >
      <Snowflake aria-hidden="true" className="mt-0.5 size-5 shrink-0 text-destructive" />
      <div className="space-y-1">
        <p id="conversions-frozen-title" className="font-semibold">
          {frozenSinceLine(formatDateTime(frozenAt, dateStyle))}
        </p>
        <p className="text-muted-foreground">
          {CONVERSIONS_FROZEN} They were frozen from the link in the mail about a change of your
          payout details. Write to{" "}
          <a className="font-medium text-foreground underline" href={`mailto:${SITE.supportEmail}`}>
            {SITE.supportEmail}
          </a>{" "}
          to have them unfrozen.
        </p>
      </div>
    </div>
  );
}
