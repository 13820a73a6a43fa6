import type { ComponentProps, ReactNode } from "react";
import { Input } from "@/components/ui/input";
import { Label } from "@/components/ui/label";
import { cn } from "@/lib/utils";

interface SettingsFieldProps extends Omit<ComponentProps<"input">, "prefix"> {
  id: string;
  label: ReactNode;
  /** Words before the box ("1 USD ="), read as part of its name through the label. */
  prefix?: string;
  /** The unit after the box ("%", "coins"). */
  suffix?: string;
  /** What the field means, under it (its element carries `hintId`). */
  hint?: ReactNode;
  hintId?: string;
  /** The form's error box, when the error is about this field. */
  error?: ReactNode;
}

/**
 * One number of the money rules: its label, the box with the unit around it, what it means and,
 * when the form refused it, why. Decimal text, never a number input: what was typed is what the
 * server reads.
 */
export function SettingsField({
  id,
  label,
  prefix,
  suffix,
  hint,
  hintId,
  error,
  className,
  ...input
}: SettingsFieldProps) {
  return (
    <div className={cn("space-y-2", className)}>
      <Label htmlFor={id}>{label}</Label>
      <div className="flex items-center gap-2">
        {prefix ? (
          <span
            aria-hidden="true"
            className="shrink-0 text-sm whitespace-nowrap text-muted-foreground"
          >
            {prefix}
          </span>
        ) : null}
        <Input
          id={id}
          inputMode="decimal"
          autoComplete="off"
          spellCheck={false}
          fieldSize="lg"
          className="max-w-40 text-base tabular-nums"
          {...input}
        />
        {suffix ? (
          <span aria-hidden="true" className="shrink-0 text-sm text-muted-foreground">
            {suffix}
          </span>
        ) : null}
      </div>
      {hint ? (
        <div id={hintId} className="text-xs text-muted-foreground">
          {hint}
        </div>
      ) : null}
      {error}
    </div>
  );
}
