"use client";

import { useId } from "react";
import { Controller, useFieldArray, type UseFormReturn } from "react-hook-form";
import { ArrowDown, ArrowUp, Plus, Trash2 } from "lucide-react";
import { Button } from "@/components/ui/button";
import { Checkbox } from "@/components/ui/checkbox";
import { Input } from "@/components/ui/input";
import { Label } from "@/components/ui/label";
import { NativeSelect } from "@/components/ui/native-select";
import type { ServiceFormValues, ServiceInput } from "@/modules/services/shared/validations";
import {
  MAX_QUESTION_PROMPT,
  MAX_SERVICE_QUESTIONS,
  QUESTION_KINDS,
  TOO_MANY_QUESTIONS,
  type QuestionKind,
} from "@/modules/services/shared/validations-values";
import { QUESTIONS_TITLE, questionLabel } from "./service-questions-texts";

const KIND_LABELS: Record<QuestionKind, string> = { text: "Text answer", file: "File" };

interface ServiceQuestionsEditorProps {
  form: UseFormReturn<ServiceFormValues, unknown, ServiceInput>;
  /** The id of each question's prompt field, so the form's error can point at it. */
  promptId: (index: number) => string;
  disabled: boolean;
}

/**
 * "Questions for the customer": up to 5 questions asked when a customer books, each a prompt,
 * how it is answered (in writing or with a file) and whether an answer is required; moved up or
 * down and removed one by one. A new question is added empty, with the focus in its prompt.
 */
export function ServiceQuestionsEditor({ form, promptId, disabled }: ServiceQuestionsEditorProps) {
  const id = useId();
  // keyName: the questions have an `id` of their own (the server's), which must reach the API.
  const { fields, append, remove, move } = useFieldArray({
    control: form.control,
    name: "questions",
    keyName: "key",
  });
  const full = fields.length >= MAX_SERVICE_QUESTIONS;
  const errors = form.formState.errors.questions;

  /**
   * Moves a question and keeps the focus on the button pressed, now on the question's new place
   * (React may re-insert the moved element, which drops its focus); at the top or the bottom,
   * where that button is off, on the other one.
   */
  function moveQuestion(from: number, to: number) {
    move(from, to);
    const edge = to === 0 ? "down" : to === fields.length - 1 ? "up" : null;
    const button = edge ?? (to < from ? "up" : "down");
    requestAnimationFrame(() => document.getElementById(`${promptId(to)}-${button}`)?.focus());
  }

  return (
    <section
      aria-labelledby={`${id}-title`}
      data-testid="service-questions-editor"
      className="space-y-3"
    >
      <div className="space-y-1">
        <h3 id={`${id}-title`} className="text-sm leading-none font-medium">
          {QUESTIONS_TITLE}
        </h3>
        <p id={`${id}-hint`} className="text-xs leading-5 text-muted-foreground">
          Asked when a customer books, answered in writing or with a file. Up to{" "}
          {MAX_SERVICE_QUESTIONS}; none is fine too.
        </p>
      </div>

      {fields.length > 0 ? (
        <ol className="space-y-3">
          {fields.map((field, index) => {
            const label = questionLabel(index);
            const error = errors?.[index]?.prompt?.message;
            const errorId = `${promptId(index)}-error`;
            return (
              <li
                key={field.key}
                data-testid="service-question"
                className="space-y-3 rounded-lg border p-3"
              >
                <div className="flex items-center justify-between gap-2">
                  <Label htmlFor={promptId(index)}>{label}</Label>
                  <div className="flex gap-1">
                    <Button
                      id={`${promptId(index)}-up`}
                      type="button"
                      variant="ghost"
                      size="icon-sm"
                      aria-label={`Move ${label.toLowerCase()} up`}
                      disabled={disabled || index === 0}
                      onClick={() => moveQuestion(index, index - 1)}
                    >
                      <ArrowUp aria-hidden="true" />
                    </Button>
                    <Button
                      id={`${promptId(index)}-down`}
                      type="button"
                      variant="ghost"
                      size="icon-sm"
                      aria-label={`Move ${label.toLowerCase()} down`}
                      disabled={disabled || index === fields.length - 1}
                      onClick={() => moveQuestion(index, index + 1)}
                    >
                      <ArrowDown aria-hidden="true" />
                    </Button>
                    <Button
                      type="button"
                      variant="ghost"
                      size="icon-sm"
                      aria-label={`Remove ${label.toLowerCase()}`}
                      disabled={disabled}
                      tone="destructive"
                      onClick={() => {
                        remove(index);
                        // The focus was on the removed button: the next question's prompt, else
                        // Add question.
                        requestAnimationFrame(() =>
                          document
                            .getElementById(
                              index < fields.length - 1 ? promptId(index) : `${id}-add`,
                            )
                            ?.focus(),
                        );
                      }}
                    >
                      <Trash2 aria-hidden="true" />
                    </Button>
                  </div>
                </div>
                <Input
                  id={promptId(index)}
                  maxLength={MAX_QUESTION_PROMPT}
                  placeholder="e.g. What is the logo for?"
                  aria-invalid={error ? true : undefined}
                  aria-describedby={error ? errorId : undefined}
                  {...form.register(`questions.${index}.prompt`)}
                />
                {error ? (
                  <p id={errorId} className="text-sm text-destructive">
                    {error}
                  </p>
                ) : null}
                <div className="flex flex-wrap items-center gap-x-6 gap-y-3">
                  <div className="flex items-center gap-2">
                    <Label htmlFor={`${promptId(index)}-kind`} look="option">
                      Answer
                    </Label>
                    <NativeSelect
                      id={`${promptId(index)}-kind`}
                      fit="content"
                      {...form.register(`questions.${index}.kind`)}
                    >
                      {QUESTION_KINDS.map((kind) => (
                        <option key={kind} value={kind}>
                          {KIND_LABELS[kind]}
                        </option>
                      ))}
                    </NativeSelect>
                  </div>
                  <Controller
                    control={form.control}
                    name={`questions.${index}.required`}
                    render={({ field: required }) => (
                      <div className="flex items-center gap-2">
                        <Checkbox
                          id={`${promptId(index)}-required`}
                          checked={required.value}
                          disabled={disabled}
                          onCheckedChange={(checked) => required.onChange(checked === true)}
                          onBlur={required.onBlur}
                        />
                        <Label htmlFor={`${promptId(index)}-required`} look="option">
                          Required
                        </Label>
                      </div>
                    )}
                  />
                </div>
              </li>
            );
          })}
        </ol>
      ) : null}

      <div className="space-y-1.5">
        <Button
          id={`${id}-add`}
          type="button"
          variant="outline"
          size="sm"
          disabled={disabled || full}
          aria-describedby={full ? `${id}-full` : `${id}-hint`}
          onClick={() =>
            append({ prompt: "", required: true, kind: "text" }, { shouldFocus: true })
          }
        >
          <Plus aria-hidden="true" />
          Add question
        </Button>
        {full ? (
          <p id={`${id}-full`} className="text-xs text-muted-foreground">
            {TOO_MANY_QUESTIONS}
          </p>
        ) : null}
      </div>
    </section>
  );
}
