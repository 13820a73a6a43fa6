import { coinUnit, formatCount } from "@/lib/format/coins";
import { cn } from "@/lib/utils";
import { breakdownLine, type EarningsBreakdown } from "./earnings-summary";

const PARTS: { key: keyof EarningsBreakdown; label: string; hint: string }[] = [
  { key: "gross", label: "Gross", hint: "What customers paid" },
  { key: "commission", label: "Commission", hint: "Kept by the platform" },
  { key: "net", label: "Net", hint: "Your earnings" },
];

/**
 * A range's earnings as gross, commission and net, side by side. The commission is each
 * booking's own, fixed when it was booked, so no single rate is shown.
 */
export function EarningsBreakdownList({
  breakdown,
  className,
}: {
  breakdown: EarningsBreakdown;
  className?: string;
}) {
  return (
    <dl
      data-testid="earnings-breakdown"
      data-summary={breakdownLine(breakdown)}
      className={cn("grid grid-cols-3 gap-2 rounded-lg bg-muted/60 p-3 text-sm", className)}
    >
      {PARTS.map(({ key, label, hint }) => (
        <div key={key} className="min-w-0">
          <dt className="text-xs text-muted-foreground">
            {label}
            <span className="sr-only">: {hint}</span>
          </dt>
          <dd
            data-testid={`earnings-${key}`}
            className={cn("font-semibold tabular-nums", key === "net" && "text-primary")}
          >
            {key === "commission" && breakdown.commission > 0 ? "−" : ""}
            {formatCount(breakdown[key])}{" "}
            <span className="text-xs font-normal text-muted-foreground">
              {coinUnit(breakdown[key])}
            </span>
          </dd>
          <dd aria-hidden="true" className="hidden text-xs text-muted-foreground sm:block">
            {hint}
          </dd>
        </div>
      ))}
    </dl>
  );
}
