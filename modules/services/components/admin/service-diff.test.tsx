// An edit of a live service's questions, as the moderator reads it: each question added, removed
// or changed, never an object printed as text.
import { renderToStaticMarkup } from "react-dom/server";
import { describe, expect, it } from "vitest";
import type { ServiceQuestion } from "@/modules/services/shared/schemas";
import { ServiceDiff } from "./service-diff";

const PURPOSE: ServiceQuestion = {
  id: "q_purpose",
  prompt: "What is the logo for?",
  required: true,
  kind: "text",
};
const LOGO: ServiceQuestion = {
  id: "q_logo",
  prompt: "Your current logo, if any",
  required: false,
  kind: "file",
};

function render(before: ServiceQuestion[], after: ServiceQuestion[]): string {
  return renderToStaticMarkup(<ServiceDiff changes={[{ field: "questions", before, after }]} />);
}

describe("ServiceDiff of questions", () => {
  it("names the field and shows a question added and one removed", () => {
    const html = render([LOGO], [PURPOSE]);
    expect(html).toContain("Questions");
    expect(html).not.toContain("[object Object]");
    expect(html).toMatch(/Removed: <\/span><del><span[^>]*>Your current logo, if any/);
    expect(html).toMatch(/Added: <\/span><ins[^>]*><span[^>]*>What is the logo for\?/);
    expect(html).toContain("(Text answer, required)");
    expect(html).toContain("(File, optional)");
  });

  it("shows a changed question's old words above the new", () => {
    const html = render(
      [PURPOSE],
      [{ ...PURPOSE, prompt: "Where will the logo be used?", required: false }],
    );
    expect(html).toMatch(/Was: .*What is the logo for\?.*\(Text answer, required\)/);
    expect(html).toMatch(/Becomes: .*Where will the logo be used\?.*\(Text answer, optional\)/);
  });

  it("says when only the order changed", () => {
    expect(render([PURPOSE, LOGO], [LOGO, PURPOSE])).toContain("Same questions, in a new order");
  });
});
