// The brief's answers as a booking keeps them, and how a keyed replay compares them.
import { describe, expect, it } from "vitest";
import { briefAnswers, sameAnswers } from "./booking-answers";

const QUESTIONS = [
  { id: "q_use", prompt: "What is the logo for?", required: true, kind: "text" as const },
  { id: "q_now", prompt: "Your current logo, if any", required: false, kind: "file" as const },
];
const FILE = `/uploads/${"c".repeat(32)}.pdf`;

describe("sameAnswers", () => {
  const kept = briefAnswers({
    questions: QUESTIONS,
    answers: [
      { questionId: "q_use", text: "A bakery" },
      { questionId: "q_now", file: FILE },
    ],
  });

  it("is the same request whatever the answers' order", () => {
    expect(
      sameAnswers(
        [
          { questionId: "q_now", file: FILE },
          { questionId: "q_use", text: "A bakery" },
        ],
        kept,
      ),
    ).toBe(true);
  });

  it("is another request with another answer, one answer fewer, or a text for a file", () => {
    expect(sameAnswers([{ questionId: "q_use", text: "A bakery" }], kept)).toBe(false);
    expect(
      sameAnswers(
        [
          { questionId: "q_use", text: "A café" },
          { questionId: "q_now", file: FILE },
        ],
        kept,
      ),
    ).toBe(false);
    expect(
      sameAnswers(
        [
          { questionId: "q_use", text: "A bakery" },
          { questionId: "q_now", text: FILE },
        ],
        kept,
      ),
    ).toBe(false);
  });
});
