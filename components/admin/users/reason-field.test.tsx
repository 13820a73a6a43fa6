// A confirmation's reason: the field shows its refusal, and the hook keeps the text and the refusal.
import { renderToStaticMarkup } from "react-dom/server";
import { describe, expect, it } from "vitest";
import { markupText } from "@/test/support/markup-text";
import { ReasonField, useReason } from "./reason-field";

function Suspend({ refused }: { refused?: string }) {
  const reason = useReason("suspend-reason");
  const field = refused ? { ...reason.field, error: refused } : reason.field;
  return <ReasonField label="Reason" maxLength={500} disabled={false} {...field} />;
}

describe("ReasonField with useReason", () => {
  it("starts empty and unrefused, its textarea named by its label", () => {
    const html = renderToStaticMarkup(<Suspend />);
    expect(html).toMatch(/<label[^>]*for="suspend-reason"[^>]*>Reason<\/label>/);
    expect(html).toMatch(/<textarea[^>]*id="suspend-reason"/);
    expect(html).not.toContain("aria-invalid=");
    expect(markupText(html)).toBe("Reason");
  });

  it("says why the text is refused, as an alert the textarea points to", () => {
    const html = renderToStaticMarkup(<Suspend refused="Give a reason for the suspension" />);
    expect(html).toMatch(/aria-invalid="true" aria-describedby="suspend-reason-error"/);
    expect(html).toMatch(
      /<p id="suspend-reason-error" role="alert"[^>]*>Give a reason for the suspension<\/p>/,
    );
  });
});
