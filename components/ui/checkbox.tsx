"use client";

import * as React from "react";

import { cn } from "@/lib/utils";
import { setRef } from "./set-ref";

/** Checked, unchecked, or "indeterminate" (some of a group chosen), as Radix's Checkbox takes it. */
type CheckedState = boolean | "indeterminate";

interface CheckboxProps extends Omit<
  React.ComponentProps<"input">,
  "type" | "checked" | "defaultChecked" | "onChange"
> {
  checked?: CheckedState;
  /** The new state after a click or Space: checked or not (an indeterminate box becomes checked). */
  onCheckedChange?: (checked: boolean) => void;
}

/**
 * A native checkbox drawn as Radix's was (a 16px box, the primary colour with a white check or a
 * dash): the browser gives it its role, state, label, keyboard and focus, where Radix's came with
 * about 4 KB gzipped of its own (a button, a hidden input for forms, Presence and a size
 * observer). The mark is the check and minus icons the Radix version drew (lucide's paths at
 * 14px), painted through a mask in the box's text colour so it stays one element: a label's
 * `peer-disabled:` styles, as beside Radix's button, follow the box itself.
 */
function Checkbox({
  className,
  checked,
  onCheckedChange,
  onKeyDown,
  ref,
  ...props
}: CheckboxProps) {
  const box = React.useRef<HTMLInputElement | null>(null);
  const indeterminate = checked === "indeterminate";
  // "Indeterminate" exists only as the element's property (no attribute): set after each render.
  React.useLayoutEffect(() => {
    if (box.current) box.current.indeterminate = indeterminate;
  }, [indeterminate]);
  const refs = (element: HTMLInputElement | null) => {
    box.current = element;
    setRef(ref, element);
  };
  return (
    <input
      type="checkbox"
      ref={refs}
      data-slot="checkbox"
      data-state={indeterminate ? "indeterminate" : checked ? "checked" : "unchecked"}
      checked={checked === undefined ? undefined : checked === true}
      onChange={(event) => onCheckedChange?.(event.currentTarget.checked)}
      onKeyDown={(event) => {
        onKeyDown?.(event);
        // As Radix's: Enter does not act on a checkbox (in a form it would submit it).
        if (event.key === "Enter") event.preventDefault();
      }}
      className={cn(
        "peer grid size-4 shrink-0 appearance-none place-content-center rounded-[4px] border border-input shadow-xs transition-shadow outline-none focus-visible:border-ring focus-visible:ring-[3px] focus-visible:ring-ring/50 disabled:cursor-not-allowed disabled:opacity-50 aria-invalid:border-destructive aria-invalid:ring-destructive/20",
        "checked:border-primary checked:bg-primary checked:text-primary-foreground indeterminate:border-primary indeterminate:bg-primary indeterminate:text-primary-foreground",
        "before:hidden before:size-3.5 before:bg-current checked:before:block indeterminate:before:block",
        "checked:before:[mask:url('data:image/svg+xml,%3Csvg%20xmlns=%22http://www.w3.org/2000/svg%22%20viewBox=%220%200%2024%2024%22%20fill=%22none%22%20stroke=%22black%22%20stroke-width=%222%22%20stroke-linecap=%22round%22%20stroke-linejoin=%22round%22%3E%3Cpath%20d=%22M20%206%209%2017l-5-5%22/%3E%3C/svg%3E')_center/100%_no-repeat]",
        "indeterminate:before:[mask:url('data:image/svg+xml,%3Csvg%20xmlns=%22http://www.w3.org/2000/svg%22%20viewBox=%220%200%2024%2024%22%20fill=%22none%22%20stroke=%22black%22%20stroke-width=%222%22%20stroke-linecap=%22round%22%20stroke-linejoin=%22round%22%3E%3Cpath%20d=%22M5%2012h14%22/%3E%3C/svg%3E')_center/100%_no-repeat]",
        className,
      )}
      {...props}
    />
  );
}

export { Checkbox };
