"use client";

import { percentOf } from "@/lib/economics/percent";
import { useId, useRef, type ChangeEvent, type ReactNode } from "react";
import { CircleAlert, FileText, ImageIcon, Paperclip, X } from "lucide-react";
import { Button } from "@/components/ui/button";
import {
  ACCEPTED_ATTACHMENT_TYPES,
  formatFileSize,
  MAX_ATTACHMENTS,
  MAX_PDF_MB,
} from "@/lib/uploads/attachments";
import { MAX_IMAGE_MB } from "@/lib/uploads/limits";
import { useAttachmentUploads, type AttachmentItem } from "./use-attachment-uploads";

interface AttachmentPickerProps {
  label: ReactNode;
  /** The Add files button's id: a form points at (and focuses) the field by it. */
  id?: string;
  /** The site paths of the uploaded files, as the form sends them. */
  onChange: (paths: string[]) => void;
  onBusyChange?: (busy: boolean) => void;
  disabled?: boolean;
  max?: number;
  /**
   * Whether a file is needed, when the label already says so (a brief's question, "(required)"
   * or "(optional)"): the hint then leaves it out. Unset, the hint says "Optional.".
   */
  required?: boolean;
}

/**
 * Files for a delivery or a statement: "Add files" opens the chooser; each file uploads at once
 * with its own progress, its refusal (wrong type, too large, too many) said beside it, and Remove
 * (which also stops an upload under way).
 */
export function AttachmentPicker({
  label,
  id: buttonId,
  onChange,
  onBusyChange,
  disabled = false,
  max = MAX_ATTACHMENTS,
  required,
}: AttachmentPickerProps) {
  const id = useId();
  const input = useRef<HTMLInputElement>(null);
  const addButton = useRef<HTMLButtonElement>(null);
  const { items, add, remove, room } = useAttachmentUploads({ max, onChange, onBusyChange });

  function onFilesChosen(event: ChangeEvent<HTMLInputElement>) {
    const files = [...(event.target.files ?? [])];
    // Cleared, so choosing the same file again (after removing it) still reports a change.
    event.target.value = "";
    if (files.length > 0) add(files);
  }

  return (
    <div role="group" aria-labelledby={`${id}-label`} className="space-y-2">
      <span id={`${id}-label`} className="block text-sm leading-none font-medium">
        {label}
      </span>
      {items.length > 0 ? (
        // Polite: each file's progress ending in "Attached" (or its refusal) is announced.
        <ul className="space-y-2" aria-label="Chosen files" aria-live="polite">
          {items.map((item) => (
            <AttachmentRow
              key={item.key}
              item={item}
              disabled={disabled}
              onRemove={() => {
                remove(item.key);
                addButton.current?.focus();
              }}
            />
          ))}
        </ul>
      ) : null}
      <Button
        ref={addButton}
        id={buttonId}
        type="button"
        variant="outline"
        size="sm"
        disabled={disabled || room <= 0}
        aria-describedby={`${id}-hint`}
        onClick={() => input.current?.click()}
      >
        <Paperclip aria-hidden="true" />
        {max === 1 ? "Add a file" : "Add files"}
      </Button>
      <input
        ref={input}
        type="file"
        accept={ACCEPTED_ATTACHMENT_TYPES.join(",")}
        multiple
        tabIndex={-1}
        aria-hidden="true"
        data-testid="attachment-input"
        className="sr-only"
        onChange={onFilesChosen}
      />
      <p id={`${id}-hint`} className="text-xs text-muted-foreground">
        {required === undefined ? "Optional. " : null}
        {max === 1
          ? `One PDF document up to ${MAX_PDF_MB} MB, or a JPEG, PNG, WebP or AVIF image up to ${MAX_IMAGE_MB} MB.`
          : `PDF documents up to ${MAX_PDF_MB} MB, or JPEG, PNG, WebP or AVIF images up to ${MAX_IMAGE_MB} MB; at most ${max} files.`}
      </p>
    </div>
  );
}

function AttachmentRow({
  item,
  disabled,
  onRemove,
}: {
  item: AttachmentItem;
  disabled: boolean;
  onRemove: () => void;
}) {
  const Icon =
    item.state === "failed" ? CircleAlert : item.uploaded?.kind === "image" ? ImageIcon : FileText;
  const percent = Math.round(percentOf(item.progress));
  return (
    <li
      data-testid="attachment-item"
      data-state={item.state}
      className="flex items-start gap-3 rounded-md border px-3 py-2 text-sm data-[state=failed]:border-destructive/50"
    >
      <Icon
        aria-hidden="true"
        className={
          item.state === "failed"
            ? "mt-0.5 size-4 shrink-0 text-destructive"
            : "mt-0.5 size-4 shrink-0 text-muted-foreground"
        }
      />
      <div className="min-w-0 flex-1 space-y-1">
        <p className="font-medium break-all">{item.name}</p>
        {item.state === "uploading" ? (
          <div className="flex items-center gap-2">
            <progress
              value={percent}
              max={100}
              aria-label={`Uploading ${item.name}`}
              className="h-1.5 w-full overflow-hidden rounded-full [&::-webkit-progress-bar]:bg-muted [&::-webkit-progress-value]:bg-primary"
            />
            {/* The bar says it to screen readers; the figure would be read at every step. */}
            <span aria-hidden="true" className="text-xs text-muted-foreground tabular-nums">
              {percent}%
            </span>
          </div>
        ) : item.state === "failed" ? (
          <p role="alert" className="text-destructive">
            {item.error}
          </p>
        ) : (
          <p className="text-xs text-muted-foreground">Attached · {formatFileSize(item.size)}</p>
        )}
      </div>
      <Button
        type="button"
        size="icon-sm"
        variant="ghost"
        disabled={disabled}
        aria-label={`Remove ${item.name}`}
        onClick={onRemove}
      >
        <X aria-hidden="true" />
      </Button>
    </li>
  );
}
