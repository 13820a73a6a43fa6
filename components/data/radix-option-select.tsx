"use client";

import type { ComponentProps } from "react";
import {
  Select,
  SelectContent,
  SelectItem,
  SelectTrigger,
  SelectValue,
} from "@/components/ui/select";

/** An option as the list shows it: its value, its words and, maybe, what choosing it means. */
interface OptionView {
  value: string;
  label: string;
  description?: string;
}

export interface RadixOptionSelectProps {
  id: string;
  value: string;
  options: readonly OptionView[];
  onChange: (value: string) => void;
  placeholder?: string;
  disabled?: boolean;
  triggerProps?: Pick<ComponentProps<typeof SelectTrigger>, "aria-invalid" | "aria-describedby">;
  triggerClassName: string | undefined;
  /** Asked open before this code arrived (a click, Enter or an arrow key): opens at once. */
  defaultOpen: boolean;
}

/** OptionSelect's Radix select, loaded when a person heads for it (./option-select.tsx). */
export function RadixOptionSelect({
  id,
  value,
  options,
  onChange,
  placeholder,
  disabled,
  triggerProps,
  triggerClassName,
  defaultOpen,
}: RadixOptionSelectProps) {
  const chosen = options.find((option) => option.value === value);
  const described = options.some((option) => option.description !== undefined);
  return (
    <Select value={value} onValueChange={onChange} disabled={disabled} defaultOpen={defaultOpen}>
      <SelectTrigger id={id} className={triggerClassName} {...triggerProps}>
        {/* With descriptions in the list, the trigger keeps to the chosen option's words. */}
        <SelectValue placeholder={placeholder}>
          {described && chosen !== undefined ? chosen.label : undefined}
        </SelectValue>
      </SelectTrigger>
      <SelectContent>
        {options.map((option) =>
          option.description !== undefined ? (
            <SelectItem key={option.value} value={option.value} spacious>
              <span className="flex flex-col items-start gap-0.5">
                <span className="font-medium">{option.label}</span>
                <span className="text-xs text-muted-foreground">{option.description}</span>
              </span>
            </SelectItem>
          ) : (
            <SelectItem key={option.value} value={option.value}>
              {option.label}
            </SelectItem>
          ),
        )}
      </SelectContent>
    </Select>
  );
}
