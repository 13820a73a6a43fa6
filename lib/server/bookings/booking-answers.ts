// The brief at booking: the customer's answers checked against the service's questions as the
// booking read them (the approved version, what the customer was shown), and kept with the
// question as asked. Every refusal is a 422 naming what is wrong; a required question without an
// answer names the first such question, in the service's order.
import "server-only";
import {
  ANSWERED_TWICE,
  answerKindMessage,
  answerTheQuestion,
  NO_SUCH_QUESTION,
} from "@/lib/bookings/answer-messages";
import type { BookingAnswer } from "@/lib/bookings/booking-types";
import { AppError } from "@/lib/errors/app-error";
import type { BookingAnswerInput } from "@/lib/validations/bookings";
import type { ServiceQuestion } from "@/modules/services/shared/schemas";

function refused(message: string, path: string): AppError {
  return new AppError("validation_failed", message, { issues: [{ path, message }] });
}

/** The answers to keep with the booking, in the questions' order; refuses what does not fit. */
export function briefAnswers({
  questions,
  answers,
}: {
  questions: readonly ServiceQuestion[];
  answers: readonly BookingAnswerInput[];
}): BookingAnswer[] {
  const byQuestion = new Map<string, BookingAnswerInput>();
  answers.forEach((answer, index) => {
    const question = questions.find((asked) => asked.id === answer.questionId);
    if (!question) throw refused(NO_SUCH_QUESTION, `answers.${index}.questionId`);
    if (byQuestion.has(question.id)) throw refused(ANSWERED_TWICE, `answers.${index}.questionId`);
    const kind = answer.file === undefined ? "text" : "file";
    if (kind !== question.kind) {
      throw refused(answerKindMessage(question.prompt, question.kind), `answers.${index}`);
    }
    byQuestion.set(question.id, answer);
  });
  const missing = questions.find((question) => question.required && !byQuestion.has(question.id));
  if (missing) throw refused(answerTheQuestion(missing.prompt), "answers");
  return questions.flatMap((question) => {
    const answer = byQuestion.get(question.id);
    if (!answer) return [];
    return [
      {
        questionId: question.id,
        prompt: question.prompt,
        kind: question.kind,
        text: answer.text ?? null,
        file: answer.file ?? null,
      },
    ];
  });
}

/**
 * Whether a request's answers are those a booking kept (a replay of its Idempotency-Key): the
 * same answer to each question, in whatever order they were sent.
 */
export function sameAnswers(
  requested: readonly BookingAnswerInput[],
  kept: readonly BookingAnswer[],
): boolean {
  const key = (answer: { questionId: string; text?: string | null; file?: string | null }) =>
    JSON.stringify([answer.questionId, answer.text ?? null, answer.file ?? null]);
  const one = requested.map(key).sort();
  const other = kept.map(key).sort();
  return one.length === other.length && one.every((entry, index) => entry === other[index]);
}
