import type { ReactNode } from "react";
import { Label } from "@/components/ui/label";

interface FormFieldProps {
  /** The id of the control the label names. */
  htmlFor: string;
  label: string;
  /** Help text under the control; give the control aria-describedby={hintId}. */
  hint?: ReactNode;
  hintId?: string;
  children: ReactNode;
}

/** A labelled control with optional help text, spaced like every other field. */
export function FormField({ htmlFor, label, hint, hintId, children }: FormFieldProps) {
  return (
    <div className="space-y-2">
      <Label htmlFor={htmlFor}>{label}</Label>
      {children}
      {hint ? (
        <p id={hintId} className="text-xs leading-5 text-muted-foreground">
          {hint}
        </p>
      ) : null}
    </div>
  );
}
