import * as React from "react";
import { Slot } from "./slot";
import { cva, type VariantProps } from "class-variance-authority";

import { cn } from "@/lib/utils";

const badgeVariants = cva(
  "inline-flex w-fit shrink-0 items-center justify-center gap-1 overflow-hidden rounded-md border px-2 py-0.5 text-xs font-medium transition-[color,box-shadow] outline-none focus-visible:border-ring focus-visible:ring-[3px] aria-invalid:border-destructive aria-invalid:ring-destructive/20 [&>svg]:pointer-events-none [&>svg]:size-3",
  {
    // Each variant names its own colours and focus ring: `cn` joins classes without resolving
    // conflicts (lib/utils.ts), so no two of a badge's classes may set the same property.
    variants: {
      variant: {
        default:
          "border-transparent bg-primary text-primary-foreground focus-visible:ring-ring/50 [a&]:hover:bg-primary/90",
        secondary:
          "border-transparent bg-secondary text-secondary-foreground focus-visible:ring-ring/50 [a&]:hover:bg-secondary/90",
        /** The secondary badge over a picture: the page's background, a little see-through. */
        overlay:
          "border-transparent bg-background/90 text-secondary-foreground focus-visible:ring-ring/50 [a&]:hover:bg-secondary/90",
        destructive:
          "border-transparent bg-destructive text-destructive-foreground focus-visible:ring-destructive/20 [a&]:hover:bg-destructive/90",
        outline:
          "text-foreground focus-visible:ring-ring/50 [a&]:hover:bg-accent [a&]:hover:text-accent-foreground",
        /** Outlined in muted words: a state that is over (a cancelled booking). */
        "outline-muted":
          "text-muted-foreground focus-visible:ring-ring/50 [a&]:hover:bg-accent [a&]:hover:text-accent-foreground",
        success:
          "border-transparent bg-success text-success-foreground focus-visible:ring-ring/50 [a&]:hover:bg-success/90",
        warning:
          "border-transparent bg-warning text-warning-foreground focus-visible:ring-ring/50 [a&]:hover:bg-warning/90",
        coin: "border-transparent bg-coin text-coin-foreground focus-visible:ring-ring/50 [a&]:hover:bg-coin/90",
      },
      // A long word (a feature a moderator reads) may wrap instead of widening the badge.
      wrap: { false: "whitespace-nowrap", true: "whitespace-normal" },
    },
    defaultVariants: {
      variant: "default",
      wrap: false,
    },
  },
);

function Badge({
  className,
  variant,
  wrap,
  asChild = false,
  ...props
}: React.ComponentProps<"span"> & VariantProps<typeof badgeVariants> & { asChild?: boolean }) {
  const Comp = asChild ? Slot : "span";

  return (
    <Comp
      data-slot="badge"
      data-variant={variant ?? "default"}
      className={cn(badgeVariants({ variant, wrap }), className)}
      {...props}
    />
  );
}

export { Badge, badgeVariants };
