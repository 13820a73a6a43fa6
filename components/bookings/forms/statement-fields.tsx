"use client";

import type { FieldPath, FieldValues } from "react-hook-form";
import { FilesField } from "./files-field";
import { TextField } from "./form-shell";
import type { BookingFormState } from "./use-booking-form";

interface StatementFieldsProps<Values extends FieldValues, Parsed> {
  /** The form they belong to (useBookingForm). */
  state: BookingFormState<Values, Parsed>;
  /** The written account: its field, what it is called, who reads it, and its longest length. */
  statement: { name: FieldPath<Values>; label: string; hint: string; maxLength: number };
  /** The files' field and what it is called. */
  files: { name: FieldPath<Values>; label: string };
}

/**
 * A written account and its files, the pair a delivery, a report of a problem and an answer to
 * one are made of: the text box, then the files (uploaded as chosen; the form waits for them).
 */
export function StatementFields<Values extends FieldValues, Parsed>({
  state,
  statement,
  files,
}: StatementFieldsProps<Values, Parsed>) {
  const { form, ids, fieldProps } = state;
  return (
    <>
      <TextField
        id={ids[statement.name]}
        label={statement.label}
        hint={statement.hint}
        maxLength={statement.maxLength}
        {...form.register(statement.name)}
        {...fieldProps(statement.name)}
      />
      <FilesField
        control={form.control}
        name={files.name}
        id={ids[files.name]}
        label={files.label}
        disabled={state.saving}
        onUploadingChange={state.onUploadingChange}
      />
    </>
  );
}
