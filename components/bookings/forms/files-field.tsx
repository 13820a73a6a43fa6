"use client";

import { Controller, type Control, type FieldValues, type Path } from "react-hook-form";
import { AttachmentPicker } from "../attachments/attachment-picker";

interface FilesFieldProps<Values extends FieldValues, Parsed> {
  control: Control<Values, unknown, Parsed>;
  /** The form's field holding the uploaded files' site paths. */
  name: Path<Values>;
  id: string;
  label: string;
  disabled: boolean;
  /** Files still going up: the form waits for them (FormShell's `waiting`). */
  onUploadingChange: (uploading: boolean) => void;
}

/** A booking form's files: uploaded as chosen, their paths kept in the form's field. */
export function FilesField<Values extends FieldValues, Parsed>({
  control,
  name,
  id,
  label,
  disabled,
  onUploadingChange,
}: FilesFieldProps<Values, Parsed>) {
  return (
    <Controller
      control={control}
      name={name}
      render={({ field }) => (
        <AttachmentPicker
          id={id}
          label={label}
          onChange={field.onChange}
          onBusyChange={onUploadingChange}
          disabled={disabled}
        />
      )}
    />
  );
}
