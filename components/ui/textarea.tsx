import * as React from "react";

import { cn } from "@/lib/utils";

// The least height a field keeps while it grows with its text, chosen once: `cn` joins classes
// without resolving conflicts (lib/utils.ts).
const TEXTAREA_SIZES = { default: "min-h-16", md: "min-h-24", lg: "min-h-32" } as const;

function Textarea({
  className,
  fieldSize = "default",
  ...props
}: React.ComponentProps<"textarea"> & { fieldSize?: keyof typeof TEXTAREA_SIZES }) {
  return (
    <textarea
      data-slot="textarea"
      className={cn(
        TEXTAREA_SIZES[fieldSize],
        "flex field-sizing-content w-full rounded-md border border-input bg-transparent px-3 py-2 text-base shadow-xs transition-[color,box-shadow] outline-none placeholder:text-muted-foreground disabled:cursor-not-allowed disabled:opacity-50 md:text-sm",
        "focus-visible:border-ring focus-visible:ring-[3px] focus-visible:ring-ring/50",
        "aria-invalid:border-destructive aria-invalid:ring-destructive/20",
        className,
      )}
      {...props}
    />
  );
}

export { Textarea };
