// The questions an organization sends for a service, given ids: a question it edits keeps the id
// it has (so a booking's answers and a pending change name the same question), a new one gets a
// short random id. An id the service does not have is refused: it would name someone's guess.
import "server-only";
import { randomBytes } from "node:crypto";
import { AppError } from "@/lib/errors/app-error";
import type { ServiceQuestion } from "@/modules/services/shared/schemas";
import type { QuestionInput } from "@/modules/services/shared/validations";
import { UNKNOWN_QUESTION_ID } from "@/modules/services/shared/validations-values";

function newQuestionId(): string {
  return `q_${randomBytes(8).toString("base64url").slice(0, 10)}`;
}

/** The questions to store, in the order sent; `known` are the ids the service already has. */
export function resolveQuestions({
  given,
  known,
}: {
  given: QuestionInput[];
  known: ReadonlySet<string>;
}): ServiceQuestion[] {
  return given.map((question, index) => {
    if (question.id !== undefined && !known.has(question.id)) {
      throw new AppError("validation_failed", UNKNOWN_QUESTION_ID, {
        issues: [{ path: `questions.${index}.id`, message: UNKNOWN_QUESTION_ID }],
      });
    }
    // Built key by key in the schema's order: views compare questions as JSON.
    return {
      id: question.id ?? newQuestionId(),
      prompt: question.prompt,
      required: question.required,
      kind: question.kind,
    };
  });
}
