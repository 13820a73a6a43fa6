// The stored proposal of a service change is read through zod: lists survive a malformed row,
// approval refuses one.
import { describe, expect, it } from "vitest";
import { AppError } from "@/lib/errors/app-error";
import type { ServiceFields } from "@/modules/services/shared/schemas";
import { proposalToApply, readProposal, UNREADABLE_PROPOSAL } from "./proposed-fields";

const live: ServiceFields = {
  title: "Harbour walk",
  description: "Two hours along the harbour.",
  price: 200,
  category: "design",
  features: ["A guide"],
  images: ["/uploads/walk-1.webp"],
  questions: [{ id: "q_meet", prompt: "Where do we meet you?", required: true, kind: "text" }],
};

describe("readProposal", () => {
  it("returns a well-formed proposal as it is", () => {
    const proposed = { ...live, price: 450, features: ["A guide", "Photos"] };
    expect(readProposal(proposed, live)).toEqual(proposed);
  });

  it("reads proposed questions, and keeps the live ones when an edit predates them", () => {
    const questions = [{ id: "q_new", prompt: "Your hotel?", required: false, kind: "text" }];
    expect(readProposal({ ...live, questions }, live).questions).toEqual(questions);
    const { questions: _left, ...older } = live;
    expect(readProposal(older, live).questions).toEqual(live.questions);
  });

  it("fills a field an older edit predates with the live value", () => {
    expect(readProposal({ title: "Harbour walk at dusk" }, live)).toEqual({
      ...live,
      title: "Harbour walk at dusk",
    });
  });

  it("keeps the readable fields of a malformed proposal and shows live values for the rest", () => {
    const stored = { title: "New title", price: "a lot", images: [7], category: "nonsense" };
    expect(readProposal(stored, live)).toEqual({ ...live, title: "New title" });
  });

  it("shows the live service for a proposal that is not an object at all", () => {
    expect(readProposal("garbage", live)).toEqual(live);
    expect(readProposal(null, live)).toEqual(live);
    expect(readProposal([1, 2], live)).toEqual(live);
  });
});

describe("proposalToApply", () => {
  it("returns the fields a well-formed proposal sets, and only those", () => {
    expect(proposalToApply({ price: 450 })).toEqual({ price: 450 });
  });

  it("refuses a malformed proposal with a 409 that says what to do", () => {
    const refused = (() => {
      try {
        proposalToApply({ price: "a lot" });
      } catch (error) {
        return error;
      }
    })();
    expect(refused).toBeInstanceOf(AppError);
    expect(refused).toMatchObject({ status: 409, code: "conflict", message: UNREADABLE_PROPOSAL });
    expect(UNREADABLE_PROPOSAL).toBe(
      "This change's proposed fields could not be read. Reject it or request changes so the organization can edit the service again.",
    );
  });
});
