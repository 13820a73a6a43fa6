// The admin's note on a service, as the organization and the admins read it.
import { renderToStaticMarkup } from "react-dom/server";
import { describe, expect, it } from "vitest";
import { markupText } from "@/test/support/markup-text";
import { ModerationNote } from "./moderation-note";

describe("ModerationNote", () => {
  it("gives the reason of a rejection", () => {
    const html = renderToStaticMarkup(
      <ModerationNote status="rejected" note="Not a service." askedLabel="The admin asks: " />,
    );
    expect(markupText(html)).toBe("Reason: Not a service.");
  });

  it("gives what the admin asks of a service sent back, in the reader's words", () => {
    const html = renderToStaticMarkup(
      <ModerationNote
        status="changes_requested"
        note="Add a price."
        askedLabel="Changes asked: "
      />,
    );
    expect(markupText(html)).toBe("Changes asked: Add a price.");
  });

  it("says nothing of a live service, or without a note", () => {
    expect(
      renderToStaticMarkup(<ModerationNote status="active" note="Old note" askedLabel="x" />),
    ).toBe("");
    expect(
      renderToStaticMarkup(<ModerationNote status="rejected" note={null} askedLabel="x" />),
    ).toBe("");
  });
});
