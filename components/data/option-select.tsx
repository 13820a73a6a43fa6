"use client";

import { useId, type ComponentProps } from "react";
import { Label } from "@/components/ui/label";
import {
  Select,
  SelectContent,
  SelectItem,
  SelectTrigger,
  SelectValue,
} from "@/components/ui/select";
import { cn } from "@/lib/utils";

interface OptionSelectProps<T extends string> {
  id: string;
  /** The chosen option; anything else (a form's "" before a choice) shows the placeholder. */
  value: string;
  /** Each option, in order. */
  options: readonly T[];
  /** The words a person reads for an option. */
  labelOf: (option: T) => string;
  onChange: (value: T) => void;
  /** A line under each option's words in the list: what choosing it means. */
  descriptionOf?: (option: T) => string;
  placeholder?: string;
  disabled?: boolean;
  /** A form field's `aria-invalid` and `aria-describedby`. */
  triggerProps?: Pick<ComponentProps<typeof SelectTrigger>, "aria-invalid" | "aria-describedby">;
  triggerClassName?: string;
}

/** One of a fixed set of options in the app's styled select (the pop-up list of Radix). */
export function OptionSelect<T extends string>({
  id,
  value,
  options,
  labelOf,
  onChange,
  descriptionOf,
  placeholder,
  disabled,
  triggerProps,
  triggerClassName = "w-full",
}: OptionSelectProps<T>) {
  function choose(next: string) {
    // Radix answers with an item's value: always one of the options.
    const chosen = options.find((option) => option === next);
    if (chosen !== undefined) onChange(chosen);
  }
  const chosen = options.find((option) => option === value);
  return (
    <Select value={value} onValueChange={choose} disabled={disabled}>
      <SelectTrigger id={id} className={triggerClassName} {...triggerProps}>
        {/* With descriptions in the list, the trigger keeps to the chosen option's words. */}
        <SelectValue placeholder={placeholder}>
          {descriptionOf && chosen !== undefined ? labelOf(chosen) : undefined}
        </SelectValue>
      </SelectTrigger>
      <SelectContent>
        {options.map((option) =>
          descriptionOf ? (
            <SelectItem key={option} value={option} className="py-2">
              <span className="flex flex-col items-start gap-0.5">
                <span className="font-medium">{labelOf(option)}</span>
                <span className="text-xs text-muted-foreground">{descriptionOf(option)}</span>
              </span>
            </SelectItem>
          ) : (
            <SelectItem key={option} value={option}>
              {labelOf(option)}
            </SelectItem>
          ),
        )}
      </SelectContent>
    </Select>
  );
}

/** An `OptionSelect` with its label above it: a filter of a list. */
export function LabelledSelect<T extends string>({
  label,
  className,
  ...select
}: Omit<OptionSelectProps<T>, "id"> & { id?: string; label: string; className?: string }) {
  const fallbackId = useId();
  return (
    <div className={cn("space-y-1.5", className)}>
      <Label htmlFor={select.id ?? fallbackId}>{label}</Label>
      <OptionSelect {...select} id={select.id ?? fallbackId} />
    </div>
  );
}
