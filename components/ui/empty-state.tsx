import * as React from "react";
import type { LucideIcon } from "lucide-react";

import { cn } from "@/lib/utils";

type EmptyStateProps = Omit<React.ComponentProps<"div">, "title"> & {
  /** A lucide icon shown in a muted circle above the title. */
  icon?: LucideIcon;
  title: React.ReactNode;
  description?: React.ReactNode;
  /** Heading element for the title; pick the level that fits the page outline. */
  titleAs?: "h2" | "h3" | "h4" | "p";
  /** Actions (usually one or two `Button`s). */
  children?: React.ReactNode;
  /** A page's, a card's or a chart's room above and below. */
  spacing?: keyof typeof EMPTY_STATE_SPACING;
};

const EMPTY_STATE_SPACING = {
  page: "py-10 sm:py-12",
  card: "py-6 sm:py-8",
  chart: "py-8",
} as const;

/** Centred, dashed-border placeholder for "nothing here yet" screens, e.g. "No services found". */
function EmptyState({
  icon: Icon,
  title,
  description,
  titleAs: Title = "h2",
  children,
  spacing = "page",
  className,
  ...props
}: EmptyStateProps) {
  return (
    <div
      data-slot="empty-state"
      className={cn(
        "flex flex-col items-center justify-center gap-4 rounded-xl border border-dashed bg-card px-4 text-center text-balance text-card-foreground sm:px-6",
        EMPTY_STATE_SPACING[spacing],
        className,
      )}
      {...props}
    >
      {Icon ? (
        <div className="flex size-12 items-center justify-center rounded-full bg-muted text-muted-foreground">
          <Icon aria-hidden="true" className="size-6" />
        </div>
      ) : null}
      <div className="flex max-w-sm flex-col gap-1.5">
        <Title className="text-lg leading-tight font-semibold">{title}</Title>
        {description ? <p className="text-sm text-muted-foreground">{description}</p> : null}
      </div>
      {children ? (
        <div className="flex flex-wrap items-center justify-center gap-2">{children}</div>
      ) : null}
    </div>
  );
}

export { EmptyState };
