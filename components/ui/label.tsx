"use client";

import * as React from "react";

import { cn } from "@/lib/utils";

/**
 * A form label, as Radix's Label draws it (a plain <label>), written out here: Radix's came with
 * its own copies of the Primitive and Slot modules (its package pins other versions than the
 * rest of radix-ui), about 1 KB gzipped on every page with a form.
 */
// Each look sets the label's display, gap, line height and weight once: `cn` joins classes
// without resolving conflicts (lib/utils.ts).
const LABEL_LOOKS = {
  default: { display: "flex", gap: "gap-2", type: "leading-none font-medium" },
  /** A field's name with a quieter aside: "Tell us more (optional)". */
  aside: { display: "flex", gap: "gap-1", type: "leading-none font-medium" },
  /** A long question that wraps onto more lines. */
  wrapping: { display: "flex flex-wrap", gap: "gap-2", type: "leading-snug font-medium" },
  /** An option's name beside its control. */
  option: { display: "flex", gap: "gap-2", type: "leading-none font-normal" },
  /** A sentence beside a checkbox. */
  sentence: { display: "block", gap: "gap-2", type: "leading-5 font-normal" },
} as const;

function Label({
  look = "default",
  className,
  onMouseDown,
  ...props
}: React.ComponentProps<"label"> & { look?: keyof typeof LABEL_LOOKS }) {
  return (
    <label
      data-slot="label"
      className={cn(
        LABEL_LOOKS[look].display,
        "items-center",
        LABEL_LOOKS[look].gap,
        "text-sm",
        LABEL_LOOKS[look].type,
        "select-none group-data-[disabled=true]:pointer-events-none group-data-[disabled=true]:opacity-50 peer-disabled:cursor-not-allowed peer-disabled:opacity-50",
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
