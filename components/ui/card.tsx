import * as React from "react";

import { cn } from "@/lib/utils";

// The spacing a card and its parts choose from: each part sets its own gap and padding once, as
// `cn` joins classes without resolving conflicts (lib/utils.ts).
const CARD_SPACING = {
  default: "gap-6 py-6",
  snug: "gap-4 py-6",
  compact: "gap-4 py-5",
  flush: "gap-0 py-0",
} as const;

function Card({
  spacing = "default",
  className,
  ...props
}: React.ComponentProps<"div"> & { spacing?: keyof typeof CARD_SPACING }) {
  return (
    <div
      data-slot="card"
      className={cn(
        "flex flex-col rounded-xl border bg-card text-card-foreground shadow-sm",
        CARD_SPACING[spacing],
        className,
      )}
      {...props}
    />
  );
}

function CardHeader({
  gap = "default",
  className,
  ...props
}: React.ComponentProps<"div"> & { gap?: "default" | "loose" }) {
  return (
    <div
      data-slot="card-header"
      className={cn(
        "@container/card-header grid auto-rows-min grid-rows-[auto_auto] items-start px-6 has-data-[slot=card-action]:grid-cols-[1fr_auto] [.border-b]:pb-6",
        gap === "loose" ? "gap-3" : "gap-1.5",
        className,
      )}
      {...props}
    />
  );
}

function CardTitle({
  size = "default",
  className,
  ...props
}: React.ComponentProps<"div"> & { size?: "default" | "lg" }) {
  return (
    <div
      data-slot="card-title"
      className={cn(size === "lg" ? "text-lg" : "leading-none", "font-semibold", className)}
      {...props}
    />
  );
}

function CardDescription({
  size = "default",
  className,
  ...props
}: React.ComponentProps<"div"> & { size?: "default" | "lg" }) {
  return (
    <div
      data-slot="card-description"
      className={cn(
        size === "lg" ? "text-base leading-7" : "text-sm",
        "text-muted-foreground",
        className,
      )}
      {...props}
    />
  );
}

function CardAction({ className, ...props }: React.ComponentProps<"div">) {
  return (
    <div
      data-slot="card-action"
      className={cn("col-start-2 row-span-2 row-start-1 self-start justify-self-end", className)}
      {...props}
    />
  );
}

const CARD_CONTENT_INSETS = { default: "px-6", compact: "px-5", tight: "px-3" } as const;

function CardContent({
  inset = "default",
  className,
  ...props
}: React.ComponentProps<"div"> & { inset?: keyof typeof CARD_CONTENT_INSETS }) {
  return (
    <div
      data-slot="card-content"
      className={cn(CARD_CONTENT_INSETS[inset], className)}
      {...props}
    />
  );
}

export { Card, CardHeader, CardTitle, CardAction, CardDescription, CardContent };
