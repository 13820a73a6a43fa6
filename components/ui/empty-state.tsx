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
};

/** Centred, dashed-border placeholder for "nothing here yet" screens, e.g. "No services found". */
function EmptyState({
  icon: Icon,
  title,
  description,
  titleAs: Title = "h2",
  children,
  className,
  ...props
}: EmptyStateProps) {
  return (
    <div
      data-slot="empty-state"
      className={cn(
        "flex flex-col items-center justify-center gap-4 rounded-xl border border-dashed bg-card px-4 py-10 text-center text-balance text-card-foreground sm:px-6 sm:py-12",
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
