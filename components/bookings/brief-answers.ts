// A brief at booking as the browser handles it: the organization's questions, the customer's
// answers as typed, the same check the booking API makes (so a missing answer is said at its field
// before anything is sent), and the answers the API takes. Plain, so the screens, their unit tests
// and the end-to-end specs read the same texts.
import { answerTheQuestion } from "@/lib/bookings/answer-messages";
import type { BookingAnswerInput } from "@/lib/validations/bookings";
import type { ServiceQuestion } from "@/modules/services/shared/schemas";

/** A question of a service, as every service view carries it. */
export type BriefQuestion = ServiceQuestion;

/** What the booking body takes for one answer. */
export type BriefAnswerInput = BookingAnswerInput;

/** The answers as typed, by question id: the text, or the uploaded file's site path. */
export type BriefDraft = Record<string, { text: string; file: string | null }>;

/** The catalogue dialog's heading over the questions. */
export const WILL_ASK = "The organization will ask:";
/** The heading of the answers on a booking, both sides. */
export const BRIEF_TITLE = "Brief";
/** The answer form's heading. */
export const ANSWER_TITLE = "Answer the organization's questions";

function answered(questions: readonly BriefQuestion[], draft: BriefDraft) {
  return questions.map((question) => {
    const entry = draft[question.id];
    const text = entry?.text.trim() ?? "";
    const file = entry?.file ?? null;
    return { question, text, file };
  });
}

/** The first required question left unanswered, with the API's words for it; null when none. */
export function firstMissingAnswer(
  questions: readonly BriefQuestion[],
  draft: BriefDraft,
): { questionId: string; message: string } | null {
  const missing = answered(questions, draft).find(({ question, text, file }) =>
    question.required ? (question.kind === "file" ? file === null : text === "") : false,
  );
  return missing
    ? { questionId: missing.question.id, message: answerTheQuestion(missing.question.prompt) }
    : null;
}

/** The answers to send, in the questions' order; a question left blank sends nothing. */
export function answersToSend(
  questions: readonly BriefQuestion[],
  draft: BriefDraft,
): BriefAnswerInput[] {
  return answered(questions, draft).flatMap(({ question, text, file }): BriefAnswerInput[] => {
    if (question.kind === "file") return file ? [{ questionId: question.id, file }] : [];
    return text ? [{ questionId: question.id, text }] : [];
  });
}

/**
 * The question a refusal of the booking API is about, found by its words (the API names the
 * question in its message); null for a refusal about something else.
 */
export function questionOfRefusal(
  questions: readonly BriefQuestion[],
  message: string,
): string | null {
  return questions.find((question) => answerTheQuestion(question.prompt) === message)?.id ?? null;
}
