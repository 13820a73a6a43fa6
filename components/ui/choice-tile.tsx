import type { ComponentProps, ReactNode } from "react";
import { cn } from "@/lib/utils";

interface ChoiceTileProps {
  selected: boolean;
  /** The radio input, visually hidden: the tile is its label, and arrow keys move between them. */
  input: ComponentProps<"input">;
  className?: string;
  children: ReactNode;
}

/** One option of a small set shown side by side (a currency, a payout method) as a radio tile. */
export function ChoiceTile({ selected, input, className, children }: ChoiceTileProps) {
  return (
    <label
      className={cn(
        "flex cursor-pointer rounded-lg border transition-colors focus-within:ring-2 focus-within:ring-ring/50 hover:bg-accent",
        selected && "border-primary bg-primary/5 ring-1 ring-primary",
        className,
      )}
    >
      <input type="radio" className="sr-only" {...input} />
      {children}
    </label>
  );
}
