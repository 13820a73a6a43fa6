// The browser's own <select>, styled like the inputs: the admin's filters use it because on a
// phone it opens the platform's picker, and it works before any script has run.
import * as React from "react";
import { Label } from "@/components/ui/label";
import { cn } from "@/lib/utils";

// Its width and padding, chosen once: `cn` joins classes without resolving conflicts
// (lib/utils.ts).
const NATIVE_SELECT_FITS = {
  /** The field's column. */
  column: "w-full px-3",
  /** As wide as its longest choice, beside other controls. */
  content: "w-auto px-3",
  /** As wide as its longest choice, with less padding (a row of actions). */
  compact: "w-auto px-2",
} as const;

function NativeSelect({
  fit = "column",
  className,
  ...props
}: React.ComponentProps<"select"> & { fit?: keyof typeof NATIVE_SELECT_FITS }) {
  return (
    <select
      data-slot="native-select"
      className={cn(
        NATIVE_SELECT_FITS[fit],
        "h-9 rounded-md border border-input bg-background text-sm shadow-xs focus-visible:ring-[3px] focus-visible:ring-ring/50 focus-visible:outline-none disabled:cursor-not-allowed disabled:opacity-50",
        className,
      )}
      {...props}
    />
  );
}

interface FilterSelectProps<T extends string> {
  id: string;
  label: string;
  value: T;
  /** Each choice and its label, in order. */
  options: Record<T, string>;
  onChange: (value: T) => void;
}

/** A labelled filter: one of a fixed set of choices, each with the words a person reads. */
function FilterSelect<T extends string>({
  id,
  label,
  value,
  options,
  onChange,
}: FilterSelectProps<T>) {
  const choices = Object.keys(options) as T[];
  return (
    <div className="grid gap-1.5">
      <Label htmlFor={id}>{label}</Label>
      <NativeSelect
        id={id}
        value={value}
        onChange={(event) =>
          onChange(choices.find((choice) => choice === event.target.value) ?? value)
        }
      >
        {choices.map((choice) => (
          <option key={choice} value={choice}>
            {options[choice]}
          </option>
        ))}
      </NativeSelect>
    </div>
  );
}

export { FilterSelect, NativeSelect };
