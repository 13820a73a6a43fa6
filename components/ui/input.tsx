import * as React from "react";

import { cn } from "@/lib/utils";

// A field's height and background are chosen once: `cn` joins classes without resolving
// conflicts (lib/utils.ts). Amounts are typed into the taller fields.
const INPUT_SIZES = { default: "h-9", lg: "h-10", xl: "h-11" } as const;
const INPUT_TONES = { default: "bg-transparent", muted: "bg-muted/60" } as const;

function Input({
  className,
  type,
  fieldSize = "default",
  tone = "default",
  ...props
}: React.ComponentProps<"input"> & {
  fieldSize?: keyof typeof INPUT_SIZES;
  /** `muted`: a value shown but not for changing here. */
  tone?: keyof typeof INPUT_TONES;
}) {
  return (
    <input
      type={type}
      data-slot="input"
      className={cn(
        INPUT_SIZES[fieldSize],
        INPUT_TONES[tone],
        "flex w-full min-w-0 rounded-md border border-input px-3 py-1 text-base shadow-xs transition-[color,box-shadow] outline-none selection:bg-primary selection:text-primary-foreground file:inline-flex file:h-7 file:border-0 file:bg-transparent file:text-sm file:font-medium file:text-foreground placeholder:text-muted-foreground disabled:pointer-events-none disabled:cursor-not-allowed disabled:opacity-50 md:text-sm",
        "focus-visible:border-ring focus-visible:ring-[3px] focus-visible:ring-ring/50",
        "aria-invalid:border-destructive aria-invalid:ring-destructive/20",
        className,
      )}
      {...props}
    />
  );
}

export { Input };
