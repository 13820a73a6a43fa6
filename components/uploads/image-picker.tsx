"use client";

import { percentOf } from "@/lib/economics/percent";
import { useId, useRef, useState, type ChangeEvent } from "react";
import Image from "next/image";
import { ArrowLeft, ImagePlus, X } from "lucide-react";
import { FormError } from "@/components/settings/form-message";
import { Button } from "@/components/ui/button";
import { Spinner } from "@/components/ui/spinner";
import { errorMessage } from "@/lib/api/client";
import { ACCEPTED_IMAGE_TYPES, imageFileProblem, MAX_IMAGE_MB } from "@/lib/uploads/limits";
import { thumbnailOf } from "@/lib/uploads/names";
import { uploadImageFile } from "@/lib/uploads/upload-client";
import { cn } from "@/lib/utils";

export interface ImagePickerProps {
  /** Site paths of the chosen images, in order (the first is the one cards show). */
  value: string[];
  onChange: (next: string[]) => void;
  max: number;
  label: string;
  /** Id of the "Add image" button, so a form can point at (and focus) the field. */
  id?: string;
  /** What one image is called to screen readers ("Image 2", "Logo"). */
  itemName?: string;
  disabled?: boolean;
  /** Told when an upload starts and ends, so a form can hold its submission meanwhile. */
  onBusyChange?: (busy: boolean) => void;
}

const tooMany = (max: number) => `At most ${max} ${max === 1 ? "image" : "images"}`;

/**
 * Chooses images by uploading them: thumbnails with Remove (and Move earlier) buttons, an "Add
 * image" button opening the file chooser, progress while a file goes up, and any refusal (wrong
 * type, over 5 MB, too many) shown here at the field rather than as a toast. The browser checks
 * type and size first with the server's own limits and words; the server decides.
 */
export function ImagePicker({
  value,
  onChange,
  max,
  label,
  id,
  itemName = "Image",
  disabled = false,
  onBusyChange,
}: ImagePickerProps) {
  const ownId = useId();
  const addId = id ?? `${ownId}-add`;
  const labelId = `${ownId}-label`;
  const hintId = `${ownId}-hint`;
  const errorId = `${ownId}-error`;
  const input = useRef<HTMLInputElement>(null);
  const addButton = useRef<HTMLButtonElement>(null);
  const [progress, setProgress] = useState<number | null>(null);
  const [error, setError] = useState<string | null>(null);
  const uploading = progress !== null;
  const locked = disabled || uploading;
  const full = value.length >= max;

  function setBusy(busy: boolean) {
    setProgress(busy ? 0 : null);
    onBusyChange?.(busy);
  }

  async function add(files: File[]) {
    setError(null);
    const room = max - value.length;
    let problem = files.length > room ? tooMany(max) : null;
    let next = value;
    setBusy(true);
    for (const file of files.slice(0, Math.max(room, 0))) {
      const refusal = imageFileProblem(file);
      if (refusal) {
        problem = refusal;
        continue;
      }
      try {
        setProgress(0);
        const image = await uploadImageFile(file, { onProgress: setProgress });
        next = [...next, image.url];
        onChange(next);
      } catch (cause) {
        problem = errorMessage(cause);
      }
    }
    setBusy(false);
    setError(problem);
  }

  function onFilesChosen(event: ChangeEvent<HTMLInputElement>) {
    const files = [...(event.target.files ?? [])];
    // Cleared, so choosing the same file again (after removing it) still reports a change.
    event.target.value = "";
    if (files.length > 0) void add(files);
  }

  function remove(index: number) {
    setError(null);
    onChange(value.filter((_, at) => at !== index));
    // The button that had focus is gone: focus stays in the field.
    addButton.current?.focus();
  }

  function moveEarlier(index: number) {
    const next = [...value];
    [next[index - 1], next[index]] = [next[index]!, next[index - 1]!];
    onChange(next);
  }

  return (
    <div role="group" aria-labelledby={labelId} className="space-y-2">
      <span id={labelId} className="text-sm leading-none font-medium">
        {label}
      </span>
      <ul className="grid grid-cols-2 gap-3 sm:grid-cols-3">
        {value.map((path, index) => (
          <li key={path} className="relative overflow-hidden rounded-lg border bg-muted">
            <Image
              src={thumbnailOf(path)}
              alt={`${itemName} ${index + 1} of ${value.length}`}
              width={480}
              height={300}
              unoptimized
              className="aspect-[8/5] w-full object-cover"
            />
            <div className="absolute top-1.5 right-1.5 flex gap-1">
              {index > 0 ? (
                <Button
                  type="button"
                  size="icon-sm"
                  variant="secondary"
                  disabled={locked}
                  aria-label={`Move ${itemName.toLowerCase()} ${index + 1} earlier`}
                  onClick={() => moveEarlier(index)}
                >
                  <ArrowLeft aria-hidden="true" />
                </Button>
              ) : null}
              <Button
                type="button"
                size="icon-sm"
                variant="secondary"
                disabled={locked}
                aria-label={`Remove ${itemName.toLowerCase()} ${index + 1}`}
                onClick={() => remove(index)}
              >
                <X aria-hidden="true" />
              </Button>
            </div>
          </li>
        ))}
        {uploading ? (
          <li className="flex aspect-[8/5] flex-col items-center justify-center gap-2 rounded-lg border border-dashed text-sm text-muted-foreground">
            <Spinner size="md" label="Uploading image" />
            <span aria-hidden="true" className="tabular-nums">
              Uploading {Math.round(percentOf(progress ?? 0))}%
            </span>
          </li>
        ) : null}
        {!full && !uploading ? (
          <li>
            <button
              ref={addButton}
              id={addId}
              type="button"
              disabled={locked}
              aria-describedby={[error ? errorId : null, hintId].filter(Boolean).join(" ")}
              data-invalid={error ? "" : undefined}
              onClick={() => input.current?.click()}
              className={cn(
                "flex aspect-[8/5] w-full flex-col items-center justify-center gap-1.5 rounded-lg border border-dashed text-sm font-medium text-muted-foreground transition-colors outline-none",
                "hover:border-primary hover:text-foreground focus-visible:border-ring focus-visible:ring-[3px] focus-visible:ring-ring/50",
                "disabled:pointer-events-none disabled:opacity-50 data-invalid:border-destructive",
              )}
            >
              <ImagePlus aria-hidden="true" className="size-5" />
              Add image
            </button>
          </li>
        ) : null}
      </ul>
      <input
        ref={input}
        type="file"
        accept={ACCEPTED_IMAGE_TYPES.join(",")}
        multiple={max > 1}
        tabIndex={-1}
        aria-hidden="true"
        className="sr-only"
        onChange={onFilesChosen}
      />
      <p id={hintId} className="text-xs text-muted-foreground">
        JPEG, PNG, WebP or AVIF, up to {MAX_IMAGE_MB} MB each; at most {max}. {value.length} of{" "}
        {max} chosen.
      </p>
      <FormError id={errorId} message={error} />
    </div>
  );
}
