"use client";

import { useEffect } from "react";
import { AttachmentPicker } from "@/components/bookings/attachments/attachment-picker";
import { Label } from "@/components/ui/label";
import { Textarea } from "@/components/ui/textarea";
import { MAX_ANSWER_TEXT } from "@/lib/bookings/answer-messages";
import { ANSWER_TITLE, type BriefQuestion } from "./brief-answers";
import type { BriefAnswers } from "./use-brief-answers";

interface BriefAnswerFormProps {
  brief: BriefAnswers;
  disabled?: boolean;
  /** The heading's level where the form sits (a dialog's section, a page's). */
  headingLevel?: "h2" | "h3";
  /** Focus the first answer when the form appears (asked after Book Now was pressed). */
  autoFocus?: boolean;
}

/**
 * The organization's questions asked at booking: a text area per text question, a file picker
 * (one file) per file question, each required one marked, and the message of a missing or refused
 * answer under its field. Not a form of its own: the booking's button sends it.
 */
export function BriefAnswerForm({
  brief,
  disabled = false,
  headingLevel = "h3",
  autoFocus = false,
}: BriefAnswerFormProps) {
  const Heading = headingLevel;
  const firstId = brief.questions[0] ? brief.fieldId(brief.questions[0].id) : null;
  useEffect(() => {
    if (autoFocus && firstId) document.getElementById(firstId)?.focus();
    // Once, when the form appears: later renders leave the focus where the person put it.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);
  return (
    <section
      aria-labelledby={brief.fieldId("heading")}
      data-testid="brief-answer-form"
      className="space-y-4"
    >
      <div className="space-y-1">
        <Heading id={brief.fieldId("heading")} className="text-sm font-semibold">
          {ANSWER_TITLE}
        </Heading>
        <p className="text-xs text-muted-foreground">
          They go to the organization with your booking.
        </p>
      </div>
      {brief.questions.map((question) => (
        <AnswerField key={question.id} question={question} brief={brief} disabled={disabled} />
      ))}
    </section>
  );
}

function RequiredMark({ required }: { required: boolean }) {
  return (
    <span className="text-xs font-normal text-muted-foreground">
      {required ? "(required)" : "(optional)"}
    </span>
  );
}

function AnswerField({
  question,
  brief,
  disabled,
}: {
  question: BriefQuestion;
  brief: BriefAnswers;
  disabled: boolean;
}) {
  const id = brief.fieldId(question.id);
  const error = brief.errors[question.id];
  const errorId = `${id}-error`;
  const entry = brief.draft[question.id];

  return (
    <div data-testid="brief-question" data-question-id={question.id} className="space-y-2">
      {question.kind === "text" ? (
        <>
          <Label htmlFor={id} look="wrapping">
            <span className="break-words">{question.prompt}</span>
            <RequiredMark required={question.required} />
          </Label>
          <Textarea
            id={id}
            rows={3}
            maxLength={MAX_ANSWER_TEXT}
            value={entry?.text ?? ""}
            disabled={disabled}
            aria-required={question.required || undefined}
            aria-invalid={error ? true : undefined}
            aria-describedby={error ? errorId : undefined}
            onChange={(event) => brief.change(question.id, { text: event.target.value })}
            className="max-h-40"
          />
        </>
      ) : (
        <AttachmentPicker
          id={id}
          label={
            <span className="flex flex-wrap items-center gap-2 leading-snug">
              <span className="break-words">{question.prompt}</span>
              <RequiredMark required={question.required} />
            </span>
          }
          max={1}
          required={question.required}
          disabled={disabled}
          onChange={(paths) => brief.change(question.id, { file: paths[0] ?? null })}
          onBusyChange={(busy) => brief.setUploading(question.id, busy)}
        />
      )}
      {error ? (
        <p id={errorId} role="alert" className="text-sm text-destructive">
          {error}
        </p>
      ) : null}
    </div>
  );
}
