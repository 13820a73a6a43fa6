"use client";

import { useId, useState, type FormEvent, type KeyboardEvent } from "react";
import { Send } from "lucide-react";
import { AttachmentPicker } from "@/components/bookings/attachments/attachment-picker";
import { Button } from "@/components/ui/button";
import { Textarea } from "@/components/ui/textarea";
import { errorMessage, fieldIssue } from "@/lib/api/client";
import type { ThreadEntryView } from "@/lib/schemas/booking-messages";
import { MAX_MESSAGE_LENGTH, type SendMessageInput } from "@/lib/validations/booking-messages";
import { lengthCount } from "./thread-layout";

interface MessageComposerProps {
  /** Sends the message; rejects with the API's error. */
  send: (message: SendMessageInput) => Promise<ThreadEntryView>;
  onSent: (entry: ThreadEntryView) => void;
}

/**
 * Writes a message: text up to the limit with its count, files through the attachment picker,
 * Send (or Ctrl/Cmd+Enter). A refusal is said under the form in the API's words; once sent the
 * form clears.
 */
export function MessageComposer({ send, onSent }: MessageComposerProps) {
  const id = useId();
  const [body, setBody] = useState("");
  const [files, setFiles] = useState<string[]>([]);
  const [uploading, setUploading] = useState(false);
  const [sending, setSending] = useState(false);
  const [error, setError] = useState<string | null>(null);
  // A new picker after each message: it keeps its files to itself.
  const [pickerKey, setPickerKey] = useState(0);
  const empty = body.trim().length === 0;

  async function submit() {
    if (sending || uploading || empty) return;
    setSending(true);
    setError(null);
    try {
      const entry = await send({ body, files });
      setBody("");
      setFiles([]);
      setPickerKey((key) => key + 1);
      onSent(entry);
    } catch (failure) {
      setError(fieldIssue(failure, ["body", "files"])?.message ?? errorMessage(failure));
    } finally {
      setSending(false);
    }
  }

  function onSubmit(event: FormEvent) {
    event.preventDefault();
    void submit();
  }

  function onKeyDown(event: KeyboardEvent<HTMLTextAreaElement>) {
    if (event.key === "Enter" && (event.ctrlKey || event.metaKey)) {
      event.preventDefault();
      void submit();
    }
  }

  return (
    <form onSubmit={onSubmit} className="space-y-3 border-t pt-4" aria-label="Write a message">
      <div className="space-y-1.5">
        <label htmlFor={`${id}-body`} className="text-sm font-medium">
          Message
        </label>
        <Textarea
          id={`${id}-body`}
          data-testid="message-body"
          value={body}
          maxLength={MAX_MESSAGE_LENGTH}
          rows={3}
          disabled={sending}
          aria-invalid={error ? true : undefined}
          aria-describedby={`${id}-count${error ? ` ${id}-error` : ""}`}
          onChange={(event) => setBody(event.target.value)}
          onKeyDown={onKeyDown}
          className="max-h-48"
        />
        <p id={`${id}-count`} className="flex justify-between gap-2 text-xs text-muted-foreground">
          <span>Ctrl+Enter sends.</span>
          <span className="tabular-nums">{lengthCount(body, MAX_MESSAGE_LENGTH)}</span>
        </p>
      </div>
      <AttachmentPicker
        key={pickerKey}
        label="Files"
        onChange={setFiles}
        onBusyChange={setUploading}
        disabled={sending}
      />
      {error ? (
        <p id={`${id}-error`} role="alert" className="text-sm text-destructive">
          {error}
        </p>
      ) : null}
      <div className="flex justify-end">
        <Button
          type="submit"
          loading={sending}
          disabled={empty || uploading}
          className="w-full sm:w-auto"
        >
          {sending ? null : <Send aria-hidden="true" />}
          {sending ? "Sending..." : "Send"}
        </Button>
      </div>
    </form>
  );
}
