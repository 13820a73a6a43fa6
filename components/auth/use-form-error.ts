"use client";

import { useEffect, useId, useRef, useState, type BaseSyntheticEvent, type FormEvent } from "react";
import type {
  ErrorOption,
  FieldErrors,
  FieldPath,
  FieldValues,
  SubmitErrorHandler,
  SubmitHandler,
} from "react-hook-form";
import { errorMessage, fieldIssue } from "@/lib/api/client";

/** Where react-hook-form keeps an error that is about no one field: errors.root.form. */
const FORM_ERROR_KEY = "form";
const FORM_ERROR = `root.${FORM_ERROR_KEY}` as const;

/**
 * useForm options for a form that shows one error at a time: checked on submit only, so the
 * message stays until the next try, and focus moved by useFormError rather than the library.
 */
export const CHECK_ON_SUBMIT = {
  mode: "onSubmit",
  reValidateMode: "onSubmit",
  shouldFocusError: false,
} as const;

/**
 * What useFormError needs of a form: react-hook-form's useForm answers it, and so does
 * usePlainForm (components/forms), which pages keep react-hook-form off their first load with.
 */
export interface ErrorForm<T extends FieldValues, O> {
  formState: { errors: FieldErrors<T> };
  getFieldState(
    name: FieldPath<T>,
    formState?: { errors: FieldErrors<T> },
  ): { error?: { message?: string } };
  handleSubmit(
    onValid: SubmitHandler<O>,
    onInvalid?: SubmitErrorHandler<T>,
  ): (event?: BaseSyntheticEvent) => Promise<unknown>;
  clearErrors(): void;
  setError(name: FieldPath<T> | `root.${string}`, error: ErrorOption): void;
}

/**
 * The one error a form shows at a time: inline in a role="alert" box (not also as a toast: see
 * lib/notify), with the field it is about marked invalid, described by the box and focused.
 * Errors live in react-hook-form: the zod schema's issue lands on the field of its path
 * (zodResolver), and `failWith` puts a server answer's issue on the field of its path.
 * `fieldIds` maps each field to its element id, in the form's order. Focus moves after the next
 * render because fields are disabled while the form works and a disabled element cannot take
 * focus; `moveFocus: false` leaves focus where it is.
 */
export function useFormError<T extends FieldValues, O>(
  form: ErrorForm<T, O>,
  fieldIds: Partial<Record<FieldPath<T>, string>>,
  { moveFocus = true }: { moveFocus?: boolean } = {},
) {
  const alertId = useId();
  // Changes on every failure, so the same message twice is announced and focused again.
  const [attempt, setAttempt] = useState(0);
  // A submission runs from the check to onValid's end: the schema may still be loading
  // (lazyZodResolver), and a second press meanwhile must not send the values twice.
  const submitting = useRef(false);
  const fields = Object.keys(fieldIds) as FieldPath<T>[];
  const { errors } = form.formState;
  const field = fields.find((name) => form.getFieldState(name, form.formState).error) ?? null;
  const message = field
    ? form.getFieldState(field, form.formState).error?.message
    : errors.root?.[FORM_ERROR_KEY]?.message;

  /** handleSubmit's second argument: the schema refused the values. */
  function onInvalid() {
    setAttempt((previous) => previous + 1);
  }

  /**
   * The form's onSubmit: no page load, nothing while `busy` or while the last one runs, then the
   * schema's check and `onValid` with the parsed values, or the first error shown. A schema that
   * could not be fetched says so in the box (the network error), and nothing is sent.
   */
  function submitWith(onValid: SubmitHandler<O>, busy = false) {
    return (event: FormEvent<HTMLFormElement>) => {
      event.preventDefault();
      if (busy || submitting.current) return;
      submitting.current = true;
      void form
        .handleSubmit(
          onValid,
          onInvalid,
        )(event)
        .catch((cause: unknown) => fail(errorMessage(cause)))
        .finally(() => {
          submitting.current = false;
        });
    };
  }

  /** Shows `message` alone, at `at` or (about no one field) in the box. */
  function fail(message: string, at?: FieldPath<T> | null) {
    form.clearErrors();
    form.setError(at ?? FORM_ERROR, { type: "manual", message });
    setAttempt((previous) => previous + 1);
  }

  /**
   * A failed call: its issue at the field of its path; otherwise its message (or `fallback` when
   * it has none) at `field`, or in the box.
   */
  function failWith(
    error: unknown,
    { field: at, fallback }: { field?: FieldPath<T> | null; fallback?: string } = {},
  ) {
    const issue = fieldIssue(error, fields);
    if (issue) {
      fail(issue.message, issue.field);
      return;
    }
    const own = error instanceof Error && error.message ? error.message : null;
    fail(own ?? fallback ?? errorMessage(error), at);
  }

  useEffect(() => {
    if (!attempt || !moveFocus) return;
    // Read from the form itself: the render that counted this attempt may predate its errors.
    const current = fields.find((name) => form.getFieldState(name).error);
    const target = document.getElementById((current && fieldIds[current]) || alertId);
    target?.focus();
    if (target instanceof HTMLInputElement) target.select();
    // Each failure (attempt) moves focus once; typing afterwards must not be interrupted.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [attempt]);

  /** aria-invalid and aria-describedby for a field; `hintIds` are its own help texts. */
  function fieldProps(name: FieldPath<T>, ...hintIds: (string | undefined)[]) {
    const invalid = field === name;
    const describedBy = [invalid ? alertId : undefined, ...hintIds].filter(Boolean).join(" ");
    return {
      "aria-invalid": invalid || undefined,
      "aria-describedby": describedBy || undefined,
    } as const;
  }

  return { message, attempt, alertId, fieldProps, onInvalid, submitWith, fail, failWith };
}
