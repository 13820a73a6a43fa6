// The browser's own <select>, styled like the inputs: the admin's filters use it because on a
// phone it opens the platform's picker, and it works before any script has run.
import * as React from "react";
import { Label } from "@/components/ui/label";
import { cn } from "@/lib/utils";

function NativeSelect({ className, ...props }: React.ComponentProps<"select">) {
  return (
    <select
      data-slot="native-select"
      className={cn(
        "h-9 w-full rounded-md border border-input bg-background px-3 text-sm shadow-xs focus-visible:ring-[3px] focus-visible:ring-ring/50 focus-visible:outline-none disabled:cursor-not-allowed disabled:opacity-50",
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
