import * as React from "react";

import { cn } from "@/lib/utils";

/** A pulsing placeholder block. Decorative: pair it with a status message (e.g. `Spinner`) for screen readers. */
function Skeleton({ className, ...props }: React.ComponentProps<"div">) {
  return (
    <div
      data-slot="skeleton"
      aria-hidden="true"
      className={cn("animate-pulse rounded-md bg-muted motion-reduce:animate-none", className)}
      {...props}
    />
  );
}

export { Skeleton };
