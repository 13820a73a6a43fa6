import { formatCoins } from "@/lib/format/coins";
import { cn } from "@/lib/utils";
import type { ServiceAvailability } from "./service-status";
import type { CatalogViewer, ServiceCard } from "./types";
import { ALREADY_BOOKED } from "@/lib/bookings/messages";
import { shortByMessage } from "./use-book-service";

interface CostLineProps {
  service: Pick<ServiceCard, "price">;
  viewer: CatalogViewer;
  availability: ServiceAvailability;
}

/**
 * Service cost versus balance (docs/spec.md "Browse Services"), compact enough to sit in the dialog's
 * footer beside the action, with the reason when the service cannot be booked.
 */
export function CostLine({ service, viewer, availability }: CostLineProps) {
  const figures = [
    { label: "Service cost", value: formatCoins(service.price), tone: undefined },
    {
      label: "Your balance",
      value: formatCoins(viewer.balance),
      tone: availability === "short" ? "text-destructive" : undefined,
    },
    ...(availability === "available"
      ? [
          {
            label: "After booking",
            value: formatCoins(viewer.balance - service.price),
            tone: undefined,
          },
        ]
      : []),
  ];
  return (
    <section aria-label="Cost" data-testid="service-cost" className="min-w-0 flex-1 space-y-2">
      <dl className="grid grid-cols-3 gap-3 text-sm">
        {figures.map((figure) => (
          <div key={figure.label} className="min-w-0">
            <dt className="text-xs text-muted-foreground">{figure.label}</dt>
            <dd className={cn("font-semibold whitespace-nowrap tabular-nums", figure.tone)}>
              {figure.value}
            </dd>
          </div>
        ))}
      </dl>
      {availability === "purchased" ? (
        <p role="status" className="text-sm font-medium text-success">
          {ALREADY_BOOKED}
        </p>
      ) : null}
      {availability === "short" ? (
        <p role="status" className="text-sm font-medium text-destructive">
          {shortByMessage(Math.max(0, service.price - viewer.balance))}
        </p>
      ) : null}
    </section>
  );
}
