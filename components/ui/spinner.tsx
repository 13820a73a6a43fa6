import * as React from "react";
import { Loader2Icon } from "lucide-react";

import { cn } from "@/lib/utils";

/**
 * An animated loading indicator announced to screen readers as a status.
 * Size and colour come from `className` (e.g. `size-6 text-muted-foreground`).
 */
function Spinner({
  className,
  label = "Loading",
  ...props
}: React.ComponentProps<"span"> & {
  /** Text read by screen readers; visually hidden. */
  label?: string;
}) {
  return (
    <span
      role="status"
      data-slot="spinner"
      className={cn("inline-flex size-4 shrink-0 items-center justify-center", className)}
      {...props}
    >
      <Loader2Icon aria-hidden="true" className="size-full animate-spin" />
      <span className="sr-only">{label}</span>
    </span>
  );
}

export { Spinner };
