"use client";

import { useEffect, useRef, useState } from "react";
import { errorMessage } from "@/lib/api/client";
import type { UploadedAttachment } from "@/lib/schemas/uploads";
import { attachmentFileProblem } from "@/lib/uploads/attachments";
import { uploadAttachmentFile } from "@/lib/uploads/upload-client";

export interface AttachmentItem {
  key: string;
  /** The chosen file's own name: shown while and after it uploads (the stored name is a hash). */
  name: string;
  size: number;
  state: "uploading" | "done" | "failed";
  /** Share sent so far, 0 to 1, while uploading. */
  progress: number;
  uploaded: UploadedAttachment | null;
  error: string | null;
}

interface Options {
  max: number;
  /** The site paths of the files uploaded so far, in the order they were chosen. */
  onChange: (paths: string[]) => void;
  /** Told when uploads start and end, so a form can hold its submission meanwhile. */
  onBusyChange?: (busy: boolean) => void;
}

let counter = 0;

/**
 * The files of one attachment field: each chosen file uploads at once, side by side, with its own
 * progress and its own refusal (checked first in the browser with the server's limits and words);
 * a file removed while it goes up stops. The form is told the paths of the uploaded ones.
 */
export function useAttachmentUploads({ max, onChange, onBusyChange }: Options) {
  const [items, setItems] = useState<AttachmentItem[]>([]);
  // Uploads finish in any order: each change is made to the latest list, not a render's copy.
  const current = useRef<AttachmentItem[]>([]);
  const told = useRef({ paths: "", busy: false });
  const controllers = useRef(new Map<string, AbortController>());

  function update(change: (items: AttachmentItem[]) => AttachmentItem[]) {
    const next = change(current.current);
    current.current = next;
    setItems(next);
    const paths = next.flatMap((item) => (item.uploaded ? [item.uploaded.url] : []));
    if (paths.join("\n") !== told.current.paths) {
      told.current.paths = paths.join("\n");
      onChange(paths);
    }
    const busy = next.some((item) => item.state === "uploading");
    if (busy !== told.current.busy) {
      told.current.busy = busy;
      onBusyChange?.(busy);
    }
  }

  const patch = (key: string, fields: Partial<AttachmentItem>) =>
    update((list) => list.map((item) => (item.key === key ? { ...item, ...fields } : item)));

  async function upload(key: string, file: File) {
    const controller = new AbortController();
    controllers.current.set(key, controller);
    try {
      const uploaded = await uploadAttachmentFile(file, {
        signal: controller.signal,
        onProgress: (progress) => patch(key, { progress }),
      });
      patch(key, { state: "done", uploaded, progress: 1 });
    } catch (cause) {
      // Removed while uploading: the item is gone already.
      if (!controller.signal.aborted) patch(key, { state: "failed", error: errorMessage(cause) });
    } finally {
      controllers.current.delete(key);
    }
  }

  /** Adds the chosen files: those beyond the limit, or refused, are listed with why. */
  function add(files: File[]) {
    const taken = current.current.filter((item) => item.state !== "failed").length;
    const added = files.map((file, index): [AttachmentItem, File] => {
      const problem =
        taken + index >= max
          ? `At most ${max} files can be attached.`
          : attachmentFileProblem(file);
      counter += 1;
      const item: AttachmentItem = {
        key: `attachment-${counter}`,
        name: file.name,
        size: file.size,
        state: problem ? "failed" : "uploading",
        progress: 0,
        uploaded: null,
        error: problem,
      };
      return [item, file];
    });
    update((list) => [...list, ...added.map(([item]) => item)]);
    for (const [item, file] of added) {
      if (item.state === "uploading") void upload(item.key, file);
    }
  }

  function remove(key: string) {
    controllers.current.get(key)?.abort();
    update((list) => list.filter((item) => item.key !== key));
  }

  // Uploads still running when the form goes away are stopped.
  useEffect(() => {
    const running = controllers.current;
    return () => {
      for (const controller of running.values()) controller.abort();
    };
  }, []);

  const room = max - items.filter((item) => item.state !== "failed").length;
  return { items, add, remove, room };
}
