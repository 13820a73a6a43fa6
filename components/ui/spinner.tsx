import * as React from "react";
import { Loader2Icon } from "lucide-react";

import { cn } from "@/lib/utils";

const SPINNER_SIZES = { sm: "size-4", md: "size-5", lg: "size-6", xl: "size-8" } as const;

/**
 * An animated loading indicator announced to screen readers as a status.
 * Its size comes from `size`, its colour from `className` (e.g. `text-muted-foreground`).
 */
function Spinner({
  className,
  size = "sm",
  label = "Loading",
  ...props
}: React.ComponentProps<"span"> & {
  /** 16, 20, 24 or 32 px. */
  size?: keyof typeof SPINNER_SIZES;
  /** Text read by screen readers; visually hidden. */
  label?: string;
}) {
  return (
    <span
      role="status"
      data-slot="spinner"
      className={cn(
        "inline-flex shrink-0 items-center justify-center",
        SPINNER_SIZES[size],
        className,
      )}
      {...props}
    >
      <Loader2Icon aria-hidden="true" className="size-full animate-spin" />
      <span className="sr-only">{label}</span>
    </span>
  );
}

export { Spinner };
