// What the security page says about who needs two-step verification, and the banner an admin
// sent here to set it up sees.
import { renderToStaticMarkup } from "react-dom/server";
import { describe, expect, it } from "vitest";
import { markupText } from "@/test/support/markup-text";
import { RequirementNote } from "./requirement-note";

describe("RequirementNote", () => {
  it("tells each role what two-step verification is for it", () => {
    expect(markupText(renderToStaticMarkup(<RequirementNote role="user" sentHere={false} />))).toBe(
      "Optional: protects your account if your password is ever stolen.",
    );
    expect(markupText(renderToStaticMarkup(<RequirementNote role="org" sentHere={false} />))).toBe(
      "Organizations need two-step verification to request conversions and change payout details.",
    );
    expect(
      markupText(renderToStaticMarkup(<RequirementNote role="admin" sentHere={false} />)),
    ).toBe("Admins must set up two-step verification before using the admin pages.");
  });

  it("is a banner announced at once for an admin sent here to set it up", () => {
    const html = renderToStaticMarkup(<RequirementNote role="admin" sentHere />);
    expect(html).toContain('role="alert"');
    expect(markupText(html)).toBe(
      "Admins must set up two-step verification before using the admin pages.",
    );
    expect(renderToStaticMarkup(<RequirementNote role="admin" sentHere={false} />)).not.toContain(
      'role="alert"',
    );
  });
});
