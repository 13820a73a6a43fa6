// The questions asked at booking, as the form draws them: each required one marked, a text box or
// a one-file picker, and a refused answer said at its field.
import { renderToStaticMarkup } from "react-dom/server";
import { describe, expect, it } from "vitest";
import { answerTheQuestion } from "@/lib/bookings/answer-messages";
import type { BriefQuestion } from "./brief-answers";
import { BriefAnswerForm } from "./brief-answer-form";
import type { BriefAnswers } from "./use-brief-answers";

const QUESTIONS: BriefQuestion[] = [
  { id: "q_purpose", prompt: "What is the logo for?", required: true, kind: "text" },
  { id: "q_logo", prompt: "Your current logo, if any", required: false, kind: "file" },
  { id: "q_guide", prompt: "Your brand guide", required: true, kind: "file" },
];

function brief(errors: Record<string, string> = {}): BriefAnswers {
  return {
    questions: QUESTIONS,
    draft: { q_purpose: { text: "A bakery", file: null } },
    errors,
    fieldId: (questionId) => `brief-${questionId}`,
    change: () => {},
    check: () => null,
    refuse: () => false,
    busy: false,
    setUploading: () => {},
  };
}

describe("BriefAnswerForm", () => {
  it("asks a text question in a text box and a file question with a one-file picker", () => {
    const html = renderToStaticMarkup(<BriefAnswerForm brief={brief()} />);
    expect(html).toMatch(/<label[^>]*for="brief-q_purpose"[^>]*>.*What is the logo for\?/);
    expect(html).toMatch(/<textarea[^>]*id="brief-q_purpose"[^>]*maxLength="2000"/);
    expect(html).toContain("A bakery</textarea>");
    expect(html).toContain('id="brief-q_logo"');
    expect(html).toContain("One PDF document up to");
  });

  it("marks each question required or optional in its label, and only there", () => {
    const html = renderToStaticMarkup(<BriefAnswerForm brief={brief()} />);
    expect(html.match(/\(required\)/g)).toHaveLength(2);
    expect(html.match(/\(optional\)/g)).toHaveLength(1);
    expect(html).not.toContain("Optional.");
    expect(html.match(/Add a file/g)).toHaveLength(2);
  });

  it("says a refused answer at its field", () => {
    const message = answerTheQuestion("What is the logo for?");
    const html = renderToStaticMarkup(<BriefAnswerForm brief={brief({ q_purpose: message })} />);
    expect(html).toMatch(
      /<textarea[^>]*aria-invalid="true"[^>]*aria-describedby="brief-q_purpose-error"/,
    );
    expect(html).toContain(
      `<p id="brief-q_purpose-error" role="alert" class="text-sm text-destructive">Answer the question &quot;What is the logo for?&quot;.</p>`,
    );
  });
});
