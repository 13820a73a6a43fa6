"use client";

import { useEffect, useId, useRef, useState, type ComponentType, type KeyboardEvent } from "react";
import { ChevronDownIcon } from "lucide-react";
import { Label } from "@/components/ui/label";
import { SELECT_TRIGGER_CLASS } from "@/components/ui/select-trigger-class";
import { cn } from "@/lib/utils";
import type { RadixOptionSelectProps } from "./radix-option-select";

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
  triggerProps?: RadixOptionSelectProps["triggerProps"];
  triggerClassName?: string;
}

// Radix's select (its pop-up list, focus handling and collection, about 38 KB) loads when a
// person heads for a select, not with the page; every select then shares it.
let RadixSelect: ComponentType<RadixOptionSelectProps> | null = null;
let loading: Promise<ComponentType<RadixOptionSelectProps>> | null = null;
function loadRadixSelect() {
  loading ??= import("./radix-option-select").then((module) => {
    RadixSelect = module.RadixOptionSelect;
    return module.RadixOptionSelect;
  });
  loading.catch(() => {
    loading = null;
  });
  return loading;
}

const OPENING_KEYS = new Set(["Enter", " ", "ArrowDown", "ArrowUp"]);

/**
 * One of a fixed set of options in the app's styled select (the pop-up list of Radix). Until
 * Radix's code is there, a button that looks the same stands in: pointing at it or focusing it
 * fetches the code and swaps the real select in (focus moves with it); a click or an opening key
 * before then opens the list as soon as it arrives.
 */
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
  triggerClassName,
}: OptionSelectProps<T>) {
  const [Select, setSelect] = useState(() => RadixSelect);
  const [openOnLoad, setOpenOnLoad] = useState(false);
  // The stand-in had focus when the real select replaced it: the real trigger takes it (unless
  // the list opens, which takes focus itself).
  const refocus = useRef(false);
  useEffect(() => {
    if (!Select || !refocus.current) return;
    refocus.current = false;
    if (!openOnLoad) document.getElementById(id)?.focus();
  }, [Select, id, openOnLoad]);

  const fetchSelect = () => {
    if (Select) return;
    loadRadixSelect().then(
      (loaded) => {
        refocus.current = document.activeElement?.id === id;
        setSelect(() => loaded);
      },
      () => undefined,
    );
  };
  const views = options.map((option) => ({
    value: option,
    label: labelOf(option),
    description: descriptionOf?.(option),
  }));

  if (Select) {
    return (
      <Select
        id={id}
        value={value}
        options={views}
        // Radix answers with an item's value: always one of the options.
        onChange={(next) => {
          const chosen = options.find((option) => option === next);
          if (chosen !== undefined) onChange(chosen);
        }}
        placeholder={placeholder}
        disabled={disabled}
        triggerProps={triggerProps}
        triggerClassName={triggerClassName}
        defaultOpen={openOnLoad}
      />
    );
  }

  const chosen = views.find((view) => view.value === value);
  const askOpen = () => {
    setOpenOnLoad(true);
    fetchSelect();
  };
  return (
    <button
      type="button"
      // No aria-controls: there is no list yet, as Radix's closed trigger names none either.
      // eslint-disable-next-line jsx-a11y/role-has-required-aria-props
      role="combobox"
      aria-expanded={false}
      aria-autocomplete="none"
      id={id}
      disabled={disabled}
      data-state="closed"
      data-placeholder={chosen === undefined ? "" : undefined}
      data-slot="select-trigger"
      data-size="default"
      className={cn(SELECT_TRIGGER_CLASS, triggerClassName)}
      {...triggerProps}
      onPointerEnter={fetchSelect}
      onFocus={fetchSelect}
      onClick={askOpen}
      onKeyDown={(event: KeyboardEvent<HTMLButtonElement>) => {
        if (!OPENING_KEYS.has(event.key)) return;
        event.preventDefault();
        askOpen();
      }}
    >
      <span data-slot="select-value" style={{ pointerEvents: "none" }}>
        {chosen?.label ?? placeholder}
      </span>
      <ChevronDownIcon aria-hidden="true" className="size-4 opacity-50" />
    </button>
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
