import * as React from "react";
import { cva, type VariantProps } from "class-variance-authority";
import { Loader2Icon } from "lucide-react";

import { cn } from "@/lib/utils";

const buttonClasses = cva(
  "inline-flex shrink-0 items-center justify-center rounded-md whitespace-nowrap transition-all outline-none focus-visible:border-ring focus-visible:ring-[3px] disabled:pointer-events-none disabled:opacity-50 aria-disabled:pointer-events-none aria-disabled:opacity-50 aria-invalid:border-destructive aria-invalid:ring-destructive/20 [&_svg]:pointer-events-none [&_svg]:shrink-0 [&_svg:not([class*='size-'])]:size-4",
  {
    // Each variant names its own colours and focus ring, each size its own height, gap, padding
    // and type size: `cn` joins classes without resolving conflicts (lib/utils.ts), so no two of
    // a button's classes may set the same property.
    variants: {
      variant: {
        default:
          "bg-primary text-primary-foreground shadow-xs hover:bg-primary/90 focus-visible:ring-ring/50",
        destructive:
          "bg-destructive text-destructive-foreground shadow-xs hover:bg-destructive/90 focus-visible:ring-destructive/20",
        outline:
          "border border-input bg-background shadow-xs hover:bg-accent focus-visible:ring-ring/50",
        secondary:
          "bg-secondary text-secondary-foreground shadow-xs hover:bg-secondary/80 focus-visible:ring-ring/50",
        ghost: "hover:bg-accent focus-visible:ring-ring/50",
        // At least 24 px tall, even with h-auto: a target a finger can hit (WCAG 2.2, 2.5.8).
        link: "min-h-6 text-primary underline-offset-4 hover:underline focus-visible:ring-ring/50",
        coin: "bg-coin text-coin-foreground shadow-xs hover:bg-coin/90 focus-visible:ring-ring/50",
        /** White, on the brand's colour (a call to action's band, the balance card). */
        "on-brand": "bg-white text-primary shadow-xs hover:bg-white/90 focus-visible:ring-ring/50",
        /** Outlined in white, on the brand's colour. */
        "outline-on-brand":
          "border border-white/40 bg-transparent text-primary-foreground shadow-xs hover:bg-white/10 hover:text-primary-foreground focus-visible:ring-ring/50",
      },
      // The words' colour of an outline or ghost button: `destructive` for one that deletes or
      // signs out, red at rest and under the pointer.
      tone: { default: "", destructive: "" },
      size: {
        default: "h-9 gap-2 px-4 py-2 text-sm has-[>svg]:px-3",
        xs: "h-7 gap-1.5 px-2.5 text-sm has-[>svg]:px-2.5",
        sm: "h-8 gap-1.5 px-3 text-sm has-[>svg]:px-2.5",
        /** Small, in small print (a secondary action in a dialog's corner). */
        "sm-fine": "h-8 gap-1.5 px-3 text-xs has-[>svg]:px-2.5",
        /** The default height with a small button's padding (the header's "Add"). */
        compact: "h-9 gap-1.5 px-3 text-sm has-[>svg]:px-2.5",
        lg: "h-10 gap-2 px-6 text-sm has-[>svg]:px-4",
        /** Beside a field of the same height (an amount's). */
        field: "h-11 gap-2 px-4 py-2 text-sm has-[>svg]:px-3",
        /** The one action of a payment screen, full width under its summary. */
        xl: "h-12 gap-2 px-6 text-base has-[>svg]:px-4",
        icon: "size-9 gap-2 text-sm",
        "icon-xs": "size-7 gap-2 text-sm",
        "icon-sm": "size-8 gap-2 text-sm",
        "icon-lg": "size-10 gap-2 text-sm",
        /** A link in a line of text: no box around it. */
        inline: "h-auto gap-1.5 p-0 text-sm",
        /** A small link as tall as its words, with a small button's side padding ("View all"). */
        "sm-auto": "h-auto gap-1.5 px-3 text-sm has-[>svg]:px-2.5",
        /** A small link's height without side padding, lined up with the text above it. */
        "sm-flush": "h-8 gap-1.5 px-0 text-sm",
      },
      // Heavier words: the chosen button of a group.
      strong: { false: "font-medium", true: "font-semibold" },
    },
    compoundVariants: [
      {
        variant: ["outline", "ghost"],
        tone: "default",
        className: "hover:text-accent-foreground",
      },
      {
        variant: ["outline", "ghost"],
        tone: "destructive",
        className: "text-destructive hover:text-destructive",
      },
    ],
    defaultVariants: {
      variant: "default",
      tone: "default",
      size: "default",
      strong: false,
    },
  },
);

/**
 * A button's classes, for a link drawn as a button too. They go through `cn`, so a `className`
 * passed here is checked for conflicts like any other (outside production builds).
 */
function buttonVariants(options?: Parameters<typeof buttonClasses>[0]): string {
  return cn(buttonClasses(options));
}

// Links styled as buttons use buttonVariants on the link itself: no asChild slot here, which
// kept Radix's Slot in every page's header and form chunks (about 1.5 KB each) for no caller.
type ButtonProps = React.ComponentProps<"button"> &
  VariantProps<typeof buttonVariants> & {
    /** Disables the button, marks it `aria-busy` and shows a spinner before the children. */
    loading?: boolean;
  };

function Button({
  className,
  variant,
  tone,
  size,
  strong,
  loading = false,
  disabled,
  children,
  ...props
}: ButtonProps) {
  const isDisabled = Boolean(disabled) || loading;

  return (
    <button
      data-slot="button"
      data-variant={variant ?? "default"}
      data-size={size ?? "default"}
      data-loading={loading || undefined}
      className={cn(buttonClasses({ variant, tone, size, strong }), className)}
      disabled={isDisabled}
      aria-busy={loading || undefined}
      {...props}
    >
      {loading ? <Loader2Icon aria-hidden="true" className="animate-spin" /> : null}
      {children}
    </button>
  );
}

export { Button, buttonVariants };
