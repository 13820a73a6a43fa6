import * as React from "react";
import { cva, type VariantProps } from "class-variance-authority";

import { cn } from "@/lib/utils";

const skeletonVariants = cva("animate-pulse bg-muted motion-reduce:animate-none", {
  variants: {
    // The corners of what it stands for: a card's, a badge's, an avatar's.
    shape: {
      md: "rounded-md",
      lg: "rounded-lg",
      xl: "rounded-xl",
      full: "rounded-full",
      square: "rounded-none",
    },
  },
  defaultVariants: { shape: "md" },
});

/** A pulsing placeholder block. Decorative: pair it with a status message (e.g. `Spinner`) for screen readers. */
function Skeleton({
  className,
  shape,
  ...props
}: React.ComponentProps<"div"> & VariantProps<typeof skeletonVariants>) {
  return (
    <div
      data-slot="skeleton"
      aria-hidden="true"
      className={cn(skeletonVariants({ shape }), className)}
      {...props}
    />
  );
}

export { Skeleton };
