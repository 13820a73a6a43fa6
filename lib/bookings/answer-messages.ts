// The booking API's refusals of a brief's answers (the customer's answers to the service's
// questions), word for word: the server says them and the tests and screens read them here.

/** The longest written answer. */
export const MAX_ANSWER_TEXT = 2000;

/** A required question left unanswered: the first one, in the service's order. */
export function answerTheQuestion(prompt: string): string {
  return `Answer the question "${prompt}".`;
}

export const NO_SUCH_QUESTION = "This service has no such question.";
export const ANSWERED_TWICE = "Each question takes one answer: one is answered twice.";
export const TEXT_OR_FILE = "Each answer is a text or a file, not both.";

/** An answer of the wrong kind: a file for a written question, or text for a file question. */
export function answerKindMessage(prompt: string, kind: "text" | "file"): string {
  return kind === "file"
    ? `The question "${prompt}" is answered with a file.`
    : `The question "${prompt}" is answered in writing, not with a file.`;
}
