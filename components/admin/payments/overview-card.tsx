import type { ComponentProps, ReactNode } from "react";
import type { LucideIcon } from "lucide-react";
import { CardEmpty } from "@/components/data/section-card";
import { Badge } from "@/components/ui/badge";
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from "@/components/ui/card";
import { cn } from "@/lib/utils";

interface OverviewCardProps<T> {
  id: string;
  title: string;
  description: string;
  items: T[];
  /** Shown instead of the list when it has no items. */
  empty: { icon: LucideIcon; title: string; description: string };
  /** One item's row: an `OverviewRow`. */
  children: (item: T) => ReactNode;
  "data-testid"?: string;
}

/** A card of the payments overview: a titled region with its list, or what its emptiness means. */
export function OverviewCard<T>({
  id,
  title,
  description,
  items,
  empty,
  children,
  ...rest
}: OverviewCardProps<T>) {
  return (
    <Card role="region" aria-labelledby={`${id}-title`} {...rest}>
      <CardHeader>
        <CardTitle size="lg">
          <h2 id={`${id}-title`}>{title}</h2>
        </CardTitle>
        <CardDescription>{description}</CardDescription>
      </CardHeader>
      <CardContent>
        {items.length === 0 ? (
          <CardEmpty {...empty} />
        ) : (
          <ul className="divide-y" aria-label={title}>
            {items.map(children)}
          </ul>
        )}
      </CardContent>
    </Card>
  );
}

/** A row of an overview list: who, beside its state, then what happened. */
export function OverviewRow({
  lead,
  badge,
  roomy = false,
  children,
}: {
  lead: ReactNode;
  badge: ReactNode;
  /** More room between its lines (a refund's, whose lead wraps). */
  roomy?: boolean;
  children: ReactNode;
}) {
  return (
    <li className={cn(roomy ? "space-y-1.5" : "space-y-1", "py-3 first:pt-0 last:pb-0")}>
      <div className="flex flex-wrap items-center justify-between gap-2">
        {lead}
        {badge}
      </div>
      {children}
    </li>
  );
}

/** A state of a row's item: its word, with a colour and an icon that only repeat it. */
export interface RowState {
  label: string;
  variant: ComponentProps<typeof Badge>["variant"];
  icon: LucideIcon;
}

/** A row about a payment's payer (a chargeback, a double charge): who, beside its state. */
export function PayerRow({
  payer,
  state,
  children,
}: {
  payer: { name: string; email: string };
  state: RowState;
  children: ReactNode;
}) {
  return (
    <OverviewRow
      roomy
      lead={
        <p className="min-w-0 text-sm">
          <span className="font-medium">{payer.name}</span>{" "}
          <span className="break-all text-muted-foreground">{payer.email}</span>
        </p>
      }
      badge={
        <Badge variant={state.variant}>
          <state.icon aria-hidden="true" />
          {state.label}
        </Badge>
      }
    >
      {children}
    </OverviewRow>
  );
}
