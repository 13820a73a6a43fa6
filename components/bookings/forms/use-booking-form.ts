"use client";

import { useId, useState } from "react";
import { useForm, type DefaultValues, type FieldPath, type FieldValues } from "react-hook-form";
import { useSaving } from "@/components/data/use-saving";
import { CHECK_ON_SUBMIT, useFormError } from "@/components/auth/use-form-error";
import type { LazyResolver } from "@/components/auth/lazy-schema";
import { ApiClientError, errorMessage, type ApiResult } from "@/lib/api/client";
import { notify } from "@/lib/notify";
import type { BookingFormProps } from "./form-dialog";

interface BookingFormOptions<Values extends FieldValues, Parsed, Saved> {
  /** The form's dialog: it closes when done, and hears the answer or the refusal. */
  dialog: Omit<BookingFormProps<Saved>, "open" | "booking" | "onCloseAutoFocus">;
  resolver: LazyResolver<Values, Parsed>;
  defaultValues: DefaultValues<Values>;
  /** The fields in the form's order: where an error lands and which field takes the focus. */
  fields: readonly FieldPath<Values>[];
  send: (values: Parsed) => Promise<ApiResult<Saved>>;
  /** The toast after it went through. */
  done: (saved: Saved) => { title: string; description: string };
  /**
   * The toast's title when the booking changed meanwhile (settled, cancelled, gone: 404 or 409):
   * nothing typed can fix that, so the form closes and the booking is read again.
   */
  staleTitle: string;
}

/** A refusal that says the booking is no longer what the form was opened on. */
function isStale(cause: unknown): boolean {
  return cause instanceof ApiClientError && (cause.status === 404 || cause.status === 409);
}

/**
 * A booking form's state: react-hook-form checked with the API's schema, the one error at a time
 * (a field's, or the server's refusal in the form's box), sending, files still uploading, the
 * toast when it is done and the dialog closed. `shell` is what its FormShell takes of it.
 */
export function useBookingForm<Values extends FieldValues, Parsed, Saved>({
  dialog,
  resolver,
  defaultValues,
  fields,
  send,
  done,
  staleTitle,
}: BookingFormOptions<Values, Parsed, Saved>) {
  const baseId = useId();
  const ids = Object.fromEntries(fields.map((field) => [field, `${baseId}-${field}`])) as Record<
    FieldPath<Values>,
    string
  >;
  const form = useForm<Values, unknown, Parsed>({ ...CHECK_ON_SUBMIT, resolver, defaultValues });
  const formError = useFormError(form, ids);
  // Files still going up (FilesField): the form waits for them.
  const [uploading, setUploading] = useState(false);
  const { save, saving } = useSaving({
    send: async (values: Parsed) => {
      dialog.onSavingChange(true);
      try {
        return await send(values);
      } finally {
        dialog.onSavingChange(false);
      }
    },
    onSaved: (saved: Saved) => {
      const { title, description } = done(saved);
      notify.success(title, { description });
      dialog.onDone(saved);
      dialog.onClose();
    },
    onFailed: (cause) => {
      if (!isStale(cause)) {
        formError.failWith(cause);
        return;
      }
      notify.error(staleTitle, { description: errorMessage(cause) });
      dialog.onStale();
      dialog.onClose();
    },
  });
  const onSubmit = formError.submitWith(save, saving);
  const shell = {
    onSubmit,
    onFocus: resolver.preload,
    busy: saving,
    waiting: uploading,
    onCancel: dialog.onClose,
    error: { id: formError.alertId, message: formError.message },
  };
  return { form, ids, saving, onSubmit, onUploadingChange: setUploading, shell, ...formError };
}

/** What useBookingForm gives a form of `Values`, parsed as `Parsed`. */
export type BookingFormState<Values extends FieldValues, Parsed> = ReturnType<
  typeof useBookingForm<Values, Parsed, unknown>
>;
