import { useState } from "react";
import { Label } from "@/components/ui/label";
import { Textarea } from "@/components/ui/textarea";

interface ReasonFieldProps {
  /** The textarea's id: the dialog focuses it when its text is refused. */
  id: string;
  label: string;
  value: string;
  maxLength: number;
  disabled: boolean;
  error: string | null;
  /** The new text; the dialog clears its error with it. */
  onChange: (value: string) => void;
}

/** The written reason or note an admin gives inside a confirmation, with its error beneath. */
export function ReasonField({
  id,
  label,
  value,
  maxLength,
  disabled,
  error,
  onChange,
}: ReasonFieldProps) {
  const errorId = `${id}-error`;
  return (
    <div className="space-y-1.5 pt-1 text-left text-foreground">
      <Label htmlFor={id}>{label}</Label>
      <Textarea
        id={id}
        value={value}
        maxLength={maxLength}
        disabled={disabled}
        aria-invalid={error ? true : undefined}
        aria-describedby={error ? errorId : undefined}
        onChange={(event) => onChange(event.target.value)}
      />
      {error ? (
        <p id={errorId} role="alert" className="text-sm font-medium text-destructive">
          {error}
        </p>
      ) : null}
    </div>
  );
}

/**
 * A confirmation's reason: its text, and its refusal until the admin types again. `field` is what
 * a `ReasonField` takes of it.
 */
export function useReason(id: string) {
  const [value, setValue] = useState("");
  const [error, setError] = useState<string | null>(null);
  return {
    value,
    /** Says why the text is refused, under it, and puts the focus there to fix it. */
    refuse(message: string) {
      setError(message);
      document.getElementById(id)?.focus();
    },
    /** A closed dialog forgets what was typed. */
    reset() {
      setValue("");
      setError(null);
    },
    field: {
      id,
      value,
      error,
      onChange(next: string) {
        setValue(next);
        setError(null);
      },
    },
  };
}
