import { describe, expect, it } from "vitest";
import { answerTheQuestion } from "@/lib/bookings/answer-messages";
import {
  answersToSend,
  firstMissingAnswer,
  questionOfRefusal,
  type BriefQuestion,
} from "./brief-answers";

const QUESTIONS: BriefQuestion[] = [
  { id: "q_purpose", prompt: "What is the logo for?", required: true, kind: "text" },
  { id: "q_logo", prompt: "Your current logo, if any", required: false, kind: "file" },
  { id: "q_brand", prompt: "Your brand guide", required: true, kind: "file" },
];

describe("firstMissingAnswer", () => {
  it("names the first required question left blank, in the API's words", () => {
    expect(firstMissingAnswer(QUESTIONS, {})).toEqual({
      questionId: "q_purpose",
      message: 'Answer the question "What is the logo for?".',
    });
  });

  it("counts spaces alone as no answer, and a file question as answered only by a file", () => {
    const draft = {
      q_purpose: { text: "   ", file: null },
      q_brand: { text: "see attached", file: null },
    };
    expect(firstMissingAnswer(QUESTIONS, draft)?.questionId).toBe("q_purpose");
    draft.q_purpose.text = "A bakery";
    expect(firstMissingAnswer(QUESTIONS, draft)?.questionId).toBe("q_brand");
  });

  it("lets optional questions be skipped", () => {
    const draft = {
      q_purpose: { text: "A bakery", file: null },
      q_brand: { text: "", file: "/uploads/attachments/guide.pdf" },
    };
    expect(firstMissingAnswer(QUESTIONS, draft)).toBeNull();
  });
});

describe("answersToSend", () => {
  it("sends the trimmed text or the file, in the questions' order, and skips blanks", () => {
    const draft = {
      q_brand: { text: "", file: "/uploads/attachments/guide.pdf" },
      q_logo: { text: "", file: null },
      q_purpose: { text: "  A bakery \n", file: null },
    };
    expect(answersToSend(QUESTIONS, draft)).toEqual([
      { questionId: "q_purpose", text: "A bakery" },
      { questionId: "q_brand", file: "/uploads/attachments/guide.pdf" },
    ]);
  });
});

describe("questionOfRefusal", () => {
  it("finds the question the API's refusal names, and none for another refusal", () => {
    expect(questionOfRefusal(QUESTIONS, answerTheQuestion("Your brand guide"))).toBe("q_brand");
    expect(questionOfRefusal(QUESTIONS, "This service has no such question.")).toBeNull();
  });
});
