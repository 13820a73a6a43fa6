"use client";

import type { ComponentProps, FormEventHandler, ReactNode } from "react";
import { DialogActions, DialogHeading } from "@/components/data/dialog-frame";
import { FormError } from "@/components/settings/form-message";
import { Label } from "@/components/ui/label";
import { Textarea } from "@/components/ui/textarea";
import type { Button } from "@/components/ui/button";

interface FormShellProps {
  title: string;
  description: ReactNode;
  /** The form's accessible name. */
  label: string;
  onSubmit: FormEventHandler<HTMLFormElement>;
  /** Starts loading the form's schema when a person first reaches a field. */
  onFocus: () => void;
  /** Sending: the fields hold still, Cancel waits and the submit button spins. */
  busy: boolean;
  /** Files still uploading: the form cannot be sent yet. */
  waiting?: boolean;
  submitLabel: string;
  workingLabel: string;
  submitVariant?: ComponentProps<typeof Button>["variant"];
  onCancel: () => void;
  /** The one error shown at a time (useFormError). */
  error: { id: string; message: string | null | undefined };
  children: ReactNode;
}

/**
 * The frame of a booking's form in a dialog (ask to cancel, report a problem, deliver, decline,
 * respond): its title and what it does, the fields, the one error, and Cancel beside the submit.
 */
export function FormShell({
  title,
  description,
  label,
  onSubmit,
  onFocus,
  busy,
  waiting = false,
  submitLabel,
  workingLabel,
  submitVariant,
  onCancel,
  error,
  children,
}: FormShellProps) {
  return (
    <form
      noValidate
      aria-label={label}
      // Sent only once every file is up: the button says so meanwhile.
      onSubmit={waiting ? (event) => event.preventDefault() : onSubmit}
      onFocus={onFocus}
      className="space-y-5"
    >
      <DialogHeading title={title} description={description} titleWraps />
      <fieldset disabled={busy} className="min-w-0 space-y-4">
        {children}
      </fieldset>
      <FormError id={error.id} message={error.message ?? null} />
      <DialogActions
        onCancel={onCancel}
        busy={busy}
        submit={{
          label: busy ? workingLabel : waiting ? "Uploading files..." : submitLabel,
          variant: submitVariant,
          disabled: waiting,
        }}
      />
    </form>
  );
}

interface TextFieldProps extends ComponentProps<typeof Textarea> {
  id: string;
  label: string;
  hint?: string;
}

/** A labelled text box of a booking form, with its hint under it. */
export function TextField({ id, label, hint, ...textarea }: TextFieldProps) {
  const hintId = hint ? `${id}-hint` : undefined;
  const describedBy = [textarea["aria-describedby"], hintId].filter(Boolean).join(" ");
  return (
    <div className="space-y-2">
      <Label htmlFor={id}>{label}</Label>
      <Textarea
        id={id}
        rows={4}
        {...textarea}
        aria-describedby={describedBy || undefined}
        fieldSize="md"
        className="max-h-60"
      />
      {hint ? (
        <p id={hintId} className="text-xs text-muted-foreground">
          {hint}
        </p>
      ) : null}
    </div>
  );
}
