"use client";

import * as React from "react";

import { cn } from "@/lib/utils";

/**
 * A form label, as Radix's Label draws it (a plain <label>), written out here: Radix's came with
 * its own copies of the Primitive and Slot modules (its package pins other versions than the
 * rest of radix-ui), about 1 KB gzipped on every page with a form.
 */
function Label({ className, onMouseDown, ...props }: React.ComponentProps<"label">) {
  return (
    <label
      data-slot="label"
      className={cn(
        "flex items-center gap-2 text-sm leading-none font-medium select-none group-data-[disabled=true]:pointer-events-none group-data-[disabled=true]:opacity-50 peer-disabled:cursor-not-allowed peer-disabled:opacity-50",
        className,
      )}
      {...props}
      onMouseDown={(event) => {
        // As Radix's: a press on a control inside the label is the control's alone, and a
        // double click on the label's text does not select it.
        if ((event.target as Element).closest("button, input, select, textarea")) return;
        onMouseDown?.(event);
        if (!event.defaultPrevented && event.detail > 1) event.preventDefault();
      }}
    />
  );
}

export { Label };
