import type { ServiceQuestion } from "@/modules/services/shared/schemas";

/** How a question is answered and whether it must be: "Text answer, required". */
function termsOf(question: ServiceQuestion): string {
  const kind = question.kind === "file" ? "File" : "Text answer";
  return `${kind}, ${question.required ? "required" : "optional"}`;
}

/** One question as a moderator reads it: the prompt, then how and whether it is answered. */
export function QuestionLine({ question }: { question: ServiceQuestion }) {
  return (
    <>
      <span className="break-words">{question.prompt}</span>{" "}
      <span className="text-xs font-normal whitespace-nowrap text-muted-foreground">
        ({termsOf(question)})
      </span>
    </>
  );
}

/**
 * An edit of the questions asked at booking, question by question: each one added, removed or
 * changed (its old words struck out above the new), and the order when only that changed.
 */
export function QuestionsChange({
  before,
  after,
}: {
  before: ServiceQuestion[];
  after: ServiceQuestion[];
}) {
  const old = new Map(before.map((question) => [question.id, question]));
  const kept = new Set(after.map((question) => question.id));
  const removed = before.filter((question) => !kept.has(question.id));
  const changed = after.filter((question) => {
    const was = old.get(question.id);
    return (
      !was ||
      was.prompt !== question.prompt ||
      was.kind !== question.kind ||
      was.required !== question.required
    );
  });
  return (
    <ul className="space-y-1" data-testid="questions-change">
      {removed.map((question) => (
        <li key={`-${question.id}`} className="text-destructive">
          <span aria-hidden="true">− </span>
          <span className="sr-only">Removed: </span>
          <del>
            <QuestionLine question={question} />
          </del>
        </li>
      ))}
      {changed.map((question) => {
        const was = old.get(question.id);
        return was ? (
          <li key={question.id} className="space-y-0.5">
            <del className="block text-muted-foreground">
              <span className="sr-only">Was: </span>
              <QuestionLine question={was} />
            </del>
            <ins className="block font-semibold no-underline">
              <span className="sr-only">Becomes: </span>
              <QuestionLine question={question} />
            </ins>
          </li>
        ) : (
          <li key={`+${question.id}`} className="text-success">
            <span aria-hidden="true">+ </span>
            <span className="sr-only">Added: </span>
            <ins className="no-underline">
              <QuestionLine question={question} />
            </ins>
          </li>
        );
      })}
      {removed.length === 0 && changed.length === 0 ? (
        <li>Same questions, in a new order</li>
      ) : null}
    </ul>
  );
}
