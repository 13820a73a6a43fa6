"use client";

import { useCallback, useId, useState } from "react";
import { answerTheQuestion } from "@/lib/bookings/answer-messages";
import {
  answersToSend,
  firstMissingAnswer,
  questionOfRefusal,
  type BriefAnswerInput,
  type BriefDraft,
  type BriefQuestion,
} from "./brief-answers";

/**
 * The answers to a service's questions while a customer books it: what is typed and attached,
 * the message at each field the check (or the booking API) refused, and whether a file is still
 * going up. Small and free of the form's code, so a screen holds it before the form (and its
 * upload code) has loaded.
 */
export function useBriefAnswers(questions: readonly BriefQuestion[]) {
  const baseId = useId();
  const [draft, setDraft] = useState<BriefDraft>({});
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [uploading, setUploading] = useState<Record<string, boolean>>({});

  /** The element a question's field is reached by: its text area, or its Add a file button. */
  const fieldId = useCallback((questionId: string) => `${baseId}-${questionId}`, [baseId]);

  const focusField = useCallback(
    (questionId: string) => {
      // After the render that shows the message (the field may have been disabled while sending).
      requestAnimationFrame(() => document.getElementById(fieldId(questionId))?.focus());
    },
    [fieldId],
  );

  function change(questionId: string, entry: Partial<BriefDraft[string]>) {
    setDraft((previous) => ({
      ...previous,
      [questionId]: { text: "", file: null, ...previous[questionId], ...entry },
    }));
    // The message goes once the field is changed; the next check says it again if still due.
    setErrors((previous) => {
      if (!(questionId in previous)) return previous;
      const next = { ...previous };
      delete next[questionId];
      return next;
    });
  }

  /**
   * Checks the answers as the API will: each required question left blank gets the API's words
   * at its field and the first takes the focus. The answers to send, or null when one is missing.
   */
  function check(): BriefAnswerInput[] | null {
    const missing = questions.filter((question) => firstMissingAnswer([question], draft) !== null);
    const [first] = missing;
    if (first) {
      setErrors(
        Object.fromEntries(
          missing.map((question) => [question.id, answerTheQuestion(question.prompt)]),
        ),
      );
      focusField(first.id);
      return null;
    }
    setErrors({});
    return answersToSend(questions, draft);
  }

  /** Shows the booking API's refusal at the question it names; false when it names none. */
  function refuse(message: string): boolean {
    const questionId = questionOfRefusal(questions, message);
    if (!questionId) return false;
    setErrors({ [questionId]: message });
    focusField(questionId);
    return true;
  }

  return {
    questions,
    draft,
    errors,
    fieldId,
    change,
    check,
    refuse,
    /** A file still uploading: booking waits for it. */
    busy: Object.values(uploading).some(Boolean),
    setUploading: (questionId: string, busy: boolean) =>
      setUploading((previous) => ({ ...previous, [questionId]: busy })),
  };
}

export type BriefAnswers = ReturnType<typeof useBriefAnswers>;
