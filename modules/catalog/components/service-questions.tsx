import { FileUp, MessageSquareText } from "lucide-react";
import { WILL_ASK, type BriefQuestion } from "@/components/bookings/brief-answers";

/**
 * What the organization asks at booking, listed under the description so a customer knows before
 * pressing Book Now: each question, whether it wants a file, and whether it is required.
 */
export function ServiceQuestions({ questions }: { questions: readonly BriefQuestion[] }) {
  if (questions.length === 0) return null;
  return (
    <section
      aria-labelledby="service-questions-title"
      data-testid="service-questions"
      className="space-y-2"
    >
      <h3 id="service-questions-title" className="text-sm font-semibold">
        {WILL_ASK}
      </h3>
      <ul className="space-y-1.5 text-sm">
        {questions.map((question) => {
          const Icon = question.kind === "file" ? FileUp : MessageSquareText;
          return (
            <li key={question.id} className="flex items-start gap-2">
              <Icon aria-hidden="true" className="mt-0.5 size-4 shrink-0 text-muted-foreground" />
              <span className="min-w-0 break-words">
                {question.prompt}{" "}
                <span className="text-xs text-muted-foreground">
                  ({question.kind === "file" ? "a file, " : ""}
                  {question.required ? "required" : "optional"})
                </span>
              </span>
            </li>
          );
        })}
      </ul>
    </section>
  );
}
